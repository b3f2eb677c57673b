import { expect, it } from "vitest";
import { site } from "../../../content/site";
import { SKIP_REASONS } from "../../../server/alerts/follow-ups";
import type { Backend } from "../../../server/backend";
import { waitFor, type StorageTarget } from "./outbox-suite";
import { backendHarness } from "./backend-harness";

const SITE = "https://www.agency.example";
const HOUR_MS = 60 * 60_000;
const owner = { email: "owner@agency.example", role: "owner" as const };
const member = { email: "member@agency.example", role: "member" as const };

/**
 * Replies to visitors on a real database, through a real SMTP server on loopback: a reply is committed
 * with the lead's history and its move to Contacted (the first response: the overdue alarm composes to
 * nothing), then delivered From MAIL_FROM, To the visitor, Reply-To the person who wrote it, in plain
 * text and HTML; saved replies are filled for one visitor; a booking's visitor can be answered too.
 * Runs per database (SQLite, PostgreSQL).
 */
export function defineRepliesSuite(target: StorageTarget): void {
  const { smtp, backend: startBackendOn } = backendHarness(target, { siteUrl: `${SITE}/` });
  const backend = (options: { smtp?: boolean; poll?: boolean } = {}): Promise<Backend> =>
    startBackendOn({ smtp: options.smtp, config: { autoReply: false }, tuning: options.poll === false ? { pollIntervalMs: 600_000 } : {} });
  const replyMails = () => smtp.mails.filter((mail) => mail.headers.get("x-workspace-mail") === "reply");
  const alarms = () => smtp.mails.filter((mail) => mail.headers.get("x-alert-kind") === "escalation");

  it("a reply with a saved reply stops the reply clock: stored with the history and Contacted, mailed to the visitor, no overdue alarm", async () => {
    // Writes without delivering anything: the lead's overdue alarm is due, and waits.
    const writer = await backend({ smtp: false, poll: false });
    const lead = await writer.store.insert(
      { kind: "quick", name: "Sam Ortiz", email: "sam@bakery.example", message: "We need a site for the bakery.\n<b>Soon</b>", spam: false },
      new Date(Date.now() - 25 * HOUR_MS),
    );
    expect((await writer.alerts.forLead(lead.id)).find((alert) => alert.kind === "escalation")?.status).toBe("queued");

    expect(await writer.replies.createSaved({ title: "Book a call", subject: "Your website, {first_name}", body: "Hi {first_name},\n\nBook a call: {booking_link}\n\n{agency} {unknown}" }, owner)).toEqual({ ok: true });
    const form = await writer.replies.form({ leadId: lead.id });
    expect(form?.subject).toBe(`Your enquiry to ${site.name}`);
    expect(form?.saved).toEqual([
      { id: expect.any(String), title: "Book a call", subject: "Your website, Sam", body: `Hi Sam,\n\nBook a call: ${SITE}/book\n\n${site.name} {unknown}` },
    ]);

    const saved = form!.saved[0]!;
    const sent = await writer.replies.send({ leadId: lead.id }, { subject: saved.subject, body: `${saved.body}\r\n<i>Thanks</i>` }, member);
    expect(sent.ok).toBe(true);
    const after = (await writer.inbox.lead(lead.id))!.lead;
    expect(after).toMatchObject({ stage: "contacted", firstResponseAt: expect.any(String) });
    const events = (await writer.inbox.lead(lead.id))!.events;
    // One transaction, one time: the reply and the move it made.
    expect(events.map((event) => [event.kind, event.actor, event.detail]).sort()).toEqual([
      ["reply", member.email, "Your website, Sam"],
      ["stage", member.email, "new → contacted"],
    ]);
    expect(events[0]!.at).toBe(events[1]!.at);
    expect(await writer.replies.thread({ leadId: lead.id })).toMatchObject([{ subject: "Your website, Sam", sentBy: member.email, toEmail: "sam@bakery.example", status: "queued" }]);

    // A second reply is in the thread and the history, and moves nothing.
    expect(await writer.inbox.setStage(lead.id, "proposal", owner.email, { dealValue: "2500" })).toMatchObject({ ok: true });
    expect((await writer.replies.send({ leadId: lead.id }, { subject: "One more thing", body: "The price list." }, owner)).ok).toBe(true);
    expect((await writer.inbox.lead(lead.id))!.lead.stage).toBe("proposal");

    const deliverer = await backend();
    await waitFor(() => replyMails().length === 2, 15_000, "both replies");
    await waitFor(async () => (await deliverer.alerts.forLead(lead.id)).find((alert) => alert.kind === "escalation")?.status === "skipped", 15_000, "the alarm skipped");
    await deliverer.worker.idle();
    expect(alarms()).toHaveLength(0);
    expect((await deliverer.alerts.forLead(lead.id)).find((alert) => alert.kind === "escalation")).toMatchObject({ skipReason: SKIP_REASONS.answered });

    const mail = replyMails().find((received) => received.subject === "Your website, Sam")!;
    expect(mail.envelopeFrom).toBe("site@agency.example");
    expect(mail.envelopeTo).toEqual(["sam@bakery.example"]);
    expect(mail.headers.get("from")).toBe("site@agency.example");
    expect(mail.headers.get("to")).toBe("sam@bakery.example");
    expect(mail.headers.get("reply-to")).toBe(`${site.name} <${member.email}>`);
    expect(mail.headers.get("x-lead-id")).toBe(lead.id);
    expect(mail.text).toContain(`Hi Sam,\n\nBook a call: ${SITE}/book\n\n${site.name} {unknown}\n<i>Thanks</i>`);
    expect(mail.text).toContain(`${site.name} · ${site.phone} · ${SITE}`);
    expect(mail.text).toContain("> We need a site for the bakery.\n> <b>Soon</b>");
    expect(mail.html).toContain("Book a call: https://www.agency.example/book");
    expect(mail.html).toContain("&lt;i&gt;Thanks&lt;/i&gt;");
    expect(mail.html).not.toContain("<i>Thanks");
    expect(replyMails().find((received) => received.subject === "One more thing")!.headers.get("reply-to")).toBe(`${site.name} <${owner.email}>`);
    await waitFor(async () => (await deliverer.replies.thread({ leadId: lead.id })).every((reply) => reply.status === "sent" && reply.sentAt), 15_000, "the thread marked sent");
  });

  it("refuses a subject that would break the header, spam, a lead that does not exist; nothing is stored or sent", async () => {
    const b = await backend();
    const lead = await b.store.insert({ kind: "full", name: "Ana Ruiz", email: "ana@example.com", subject: "Shop", message: "Hi", spam: false });
    const spam = await b.store.insert({ kind: "full", name: "Bot", email: "bot@example.com", subject: "Buy", message: "Buy", spam: true, spamReason: "honeypot" });
    expect(await b.replies.send({ leadId: lead.id }, { subject: "Hi\r\nBcc: victim@example.com", body: "x" }, owner)).toMatchObject({ ok: false, error: "validation", errors: { subject: "Subject must be a single line" } });
    expect(await b.replies.send({ leadId: lead.id }, { subject: "Hi", body: "b".repeat(10_001) }, owner)).toMatchObject({ ok: false, error: "validation" });
    expect(await b.replies.send({ leadId: spam.id }, { subject: "Hi", body: "x" }, owner)).toEqual({ ok: false, error: "spam" });
    expect(await b.replies.send({ leadId: "no-such-lead" }, { subject: "Hi", body: "x" }, owner)).toEqual({ ok: false, error: "not_found" });
    expect(await b.replies.thread({ leadId: lead.id })).toEqual([]);
    expect((await b.inbox.lead(lead.id))!.lead.stage).toBe("new");
    expect((await b.replies.form({ leadId: lead.id }))?.subject).toBe("Re: Shop");
  });

  it("only owners change saved replies; members read them; at most 100", async () => {
    const b = await backend({ smtp: false });
    expect(await b.replies.createSaved({ title: "T", subject: "S", body: "B" }, member)).toEqual({ ok: false, error: "forbidden" });
    expect(await b.replies.createSaved({ title: "", subject: "S", body: "B" }, owner)).toMatchObject({ ok: false, error: "validation" });
    expect(await b.replies.createSaved({ title: "Welcome", subject: "S", body: "B" }, owner)).toEqual({ ok: true });
    const [saved] = await b.replies.savedReplies();
    expect(saved).toMatchObject({ title: "Welcome", updatedBy: owner.email });
    expect(await b.replies.updateSaved(saved!.id, { title: "Hello", subject: "S2", body: "B2" }, member)).toEqual({ ok: false, error: "forbidden" });
    expect(await b.replies.updateSaved(saved!.id, { title: "Hello", subject: "S2", body: "B2" }, owner)).toEqual({ ok: true });
    expect(await b.replies.savedReplies()).toMatchObject([{ title: "Hello", subject: "S2", body: "B2" }]);
    expect(await b.replies.deleteSaved(saved!.id, member)).toEqual({ ok: false, error: "forbidden" });
    expect(await b.replies.deleteSaved(saved!.id, owner)).toEqual({ ok: true });
    expect(await b.replies.deleteSaved(saved!.id, owner)).toEqual({ ok: false, error: "not_found" });
    for (let n = 0; n < 100; n++) await b.replies.createSaved({ title: `T${n}`, subject: "S", body: "B" }, owner);
    expect(await b.replies.createSaved({ title: "One too many", subject: "S", body: "B" }, owner)).toEqual({ ok: false, error: "full" });
  });

  it("answers a booking's visitor (Reply-To the agency when the person's address is no plain one); erasing the person takes the replies along", async () => {
    const b = await backend();
    const [slot] = await b.bookings.freeSlots();
    const booked = await b.bookings.book({ slot: slot!.start, name: "Lee Park", email: "lee@example.com", topic: "Online shop" }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error("not booked");
    const id = booked.booking.id;
    expect((await b.replies.form({ bookingId: id }))?.subject).toBe(`Your consultation with ${site.name}`);
    expect((await b.replies.send({ bookingId: id }, { subject: "Before our call", body: "See you then, Lee." }, { email: '"odd person"@agency.example' })).ok).toBe(true);
    await waitFor(() => replyMails().length === 1, 15_000, "the booking reply");
    const mail = replyMails()[0]!;
    expect(mail.envelopeTo).toEqual(["lee@example.com"]);
    expect(mail.headers.get("x-booking-id")).toBe(id);
    expect(mail.headers.get("reply-to")).toBe(`${site.name} <leads@agency.example>`);
    expect(mail.text).toContain("> Online shop");
    expect((await b.inbox.personData("lee@example.com")).replies).toHaveLength(1);
    await b.worker.idle();
    await b.inbox.erasePerson("lee@example.com", owner.email);
    expect((await b.inbox.personData("lee@example.com")).replies).toHaveLength(0);
    expect(await b.replies.thread({ bookingId: id })).toEqual([]);
  });
}
