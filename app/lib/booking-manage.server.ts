/**
 * Route glue of the visitor's manage page (/book/manage/<token>): the booking, the free times to
 * move it to, and the form's two actions (move, cancel), answered with the API's status codes.
 */
import { data, type RouterContextProvider } from "react-router";
import { bookingOf, clientAddressOf } from "../../server/http/request-context";
import { answerHeaders } from "../../server/http/answer";
import { rescheduleSlot } from "../../server/booking/reschedule-answer";
import { bookingByToken, bookingSummary, freeDays } from "./booking.server";
import { formOf } from "../../server/http/form-body";
import { localDate } from "@domain/booking/schedule";
import type { ManageActionResult } from "@domain/booking/fields";

type Context = Readonly<RouterContextProvider>;

export async function manageLoader(context: Context, token: string | undefined) {
  const booking = await bookingByToken(context, token);
  const service = bookingOf(context);
  const changeable = booking.status === "active" && !(await service.tooLateToChange(booking.start));
  const offer = changeable ? await freeDays(context) : { days: [], hours: "", meeting: null };
  return { booking: bookingSummary(booking), token: token!, changeable, ...offer };
}

export async function manageAction(request: Request, context: Context, token: string | undefined) {
  await bookingByToken(context, token);
  const form = await formOf(request);
  const intent = form.get("intent");
  if (intent === "cancel") {
    const result = await bookingOf(context).cancel(token!);
    if (result.ok) return data<ManageActionResult>({ intent: "cancel", ok: true }, { status: 200 });
    return data<ManageActionResult>({ intent: "cancel", ok: false, error: result.error }, { status: 409 });
  }
  if (intent !== "reschedule") throw data(null, { status: 400 });
  const slot = form.get("slot");
  const answer = await rescheduleSlot(bookingOf(context), { token, slot: typeof slot === "string" ? slot : "" }, { clientAddress: clientAddressOf(context) }, "Manage page");
  const init = { status: answer.status, headers: answerHeaders(answer) };
  if (answer.ok) return data<ManageActionResult>({ intent: "reschedule", ok: true, when: bookingSummary(answer.booking).when }, init);
  if (answer.error === "not_found") throw data(null, { status: 404 });
  if (answer.error === "validation") return data<ManageActionResult>({ intent: "reschedule", ok: false, error: "validation", slotError: answer.fields.slot ?? answer.fields.token }, init);
  const day = answer.error === "slot_taken" && typeof slot === "string" ? localDate(slot) : undefined;
  return data<ManageActionResult>({ intent: "reschedule", ok: false, error: answer.error, day }, init);
}
