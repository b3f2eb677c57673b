import type { Route } from "./+types/book-calendar";
import { bookingByToken, bookingOf, calendarFile } from "~/lib/booking.server";

/** /book/calendar/<token>: "Add to calendar" for the visitor who holds the booking's cancel token. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return calendarFile(await bookingByToken(context, params.token), await bookingOf(context).meetingPlace());
}
