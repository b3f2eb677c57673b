import { expect, it } from "vitest";
import type { Backend } from "../../../server/backend";
import { InboxStore } from "../../../server/inbox/store";
import { createInboxService } from "../../../server/inbox/service";
import { agendaDueAt } from "@domain/booking/reminders";
import { waitFor, type StorageTarget } from "./outbox-suite";
import { backendHarness } from "./backend-harness";

const SITE = "https://www.agency.example";
/** Office dates around a fixed clock: Tuesday, March 5, 2030, 10:00 Eastern. */
const NOW = new Date("2030-03-05T15:00:00Z");
const TODAY = "2030-03-05";
const YESTERDAY = "2030-03-04";
const TOMORROW = "2030-03-06";
const NEXT_WEEK = "2030-03-12";

/**
 * Follow-ups and owners on a real database (decision 043): setting, changing and clearing a follow-up
 * (with the lead's history), the views Follow-ups and Mine, the default owner of new leads, the morning
 * agenda that lists due follow-ups (a day with no consultation too) and copies their owners, and the
 * overdue alarm addressed to the lead's owner, both through a real SMTP server. Runs per database.
 */
export function defineFollowUpsSuite(target: StorageTarget): void {
  const { smtp, backend } = backendHarness(target, { siteUrl: `${SITE}/` });

  /** The inbox service over the backend's database with the clock pinned (a second on per reading, so the history keeps its order). */
  const inboxAt = (b: Backend, now = NOW) => {
    let at = now.getTime();
    return createInboxService({ store: new InboxStore(b.database.db, b.database.dialect), onQueued: () => {}, clock: () => new Date((at += 1000)) });
  };
  const addUser = async (b: Backend, email: string) => {
    const id = crypto.randomUUID();
    await b.database.db.insertInto("users").values({ id, email, role: "member", created_at: new Date().toISOString(), invited_by: null }).execute();
    return id;
  };
  const lead = async (b: Backend, n: number, spam = false) =>
    (await b.store.insert({ kind: "full", name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Message ${n}`, subject: `Subject ${n}`, spam, spamReason: spam ? "honeypot" : null }, new Date(NOW.getTime() - n * 60_000))).id;
  const book = async (b: Backend, n: number) => {
    const slot = (await b.bookings.freeSlots())[n]!;
    const result = await b.bookings.book({ name: `Booker ${n}`, email: `booker${n}@example.com`, slot: slot.start, topic: "A shop" }, { clientAddress: "127.0.0.1" });
    if (!result.ok) throw new Error(`booking failed: ${JSON.stringify(result)}`);
    return result.booking.id;
  };

  it("sets, changes and clears a lead's follow-up, each in its history with who; refuses a bad date or an overlong note", async () => {
    const b = await backend({ smtp: false });
    const inbox = inboxAt(b);
    const id = await lead(b, 1);
    expect(await inbox.setFollowUp("lead", id, TOMORROW, "  Call about the\u200b quote  ", "owner@agency.example")).toBe("saved");
    expect(await inbox.lead(id)).toMatchObject({ lead: { followUpOn: TOMORROW, followUpNote: "Call about the quote" } });
    expect(await inbox.setFollowUp("lead", id, NEXT_WEEK, "", "member@agency.example")).toBe("saved");
    expect(await inbox.setFollowUp("lead", id, "2030-02-30", "", "owner@agency.example")).toBe("date");
    expect(await inbox.setFollowUp("lead", id, "tomorrow", "", "owner@agency.example")).toBe("date");
    expect(await inbox.setFollowUp("lead", id, TOMORROW, "x".repeat(201), "owner@agency.example")).toBe("note_too_long");
    expect(await inbox.setFollowUp("lead", id, TOMORROW, "line\none", "owner@agency.example")).toBe("note_invalid");
    expect(await inbox.setFollowUp("lead", "no-such-lead", TOMORROW, "", "owner@agency.example")).toBe("not_found");
    expect(await inbox.setFollowUp("lead", id, "", "", "owner@agency.example")).toBe("cleared");
    const page = await inbox.lead(id);
    expect(page?.lead).toMatchObject({ followUpOn: null, followUpNote: null });
    expect(page?.events.map((event) => [event.kind, event.actor, event.detail])).toEqual([
      ["follow_up", "owner@agency.example", "Wednesday, March 6: Call about the quote"],
      ["follow_up", "member@agency.example", "Tuesday, March 12"],
      ["follow_up", "owner@agency.example", "Cleared"],
    ]);
    // A booking carries one too, recorded in its own history.
    const booking = await book(b, 0);
    expect(await inbox.setFollowUp("booking", booking, TODAY, "Send the proposal", "owner@agency.example")).toBe("saved");
    const stored = (await inbox.booking(booking))!.booking;
    expect(stored).toMatchObject({ followUpOn: TODAY, followUpNote: "Send the proposal" });
    const history = (await inbox.personData(stored.email)).bookingEvents;
    expect(history.map((event) => [event.kind, event.actor])).toEqual([["follow_up", "owner@agency.example"]]);
    expect(history[0]!.detail).toMatch(/: Send the proposal$/);
  });

  it("lists due follow-ups first (overdue, then today), then upcoming, leads and bookings together; spam never", async () => {
    const b = await backend({ smtp: false });
    const inbox = inboxAt(b);
    const [upcoming, overdue, today, untouched, spam] = [await lead(b, 1), await lead(b, 2), await lead(b, 3), await lead(b, 4), await lead(b, 5, true)];
    const booking = await book(b, 0);
    await inbox.setFollowUp("lead", upcoming, NEXT_WEEK, "", "owner@agency.example");
    await inbox.setFollowUp("lead", overdue, YESTERDAY, "", "owner@agency.example");
    await inbox.setFollowUp("lead", today, TODAY, "", "owner@agency.example");
    await inbox.setFollowUp("lead", spam, TODAY, "", "owner@agency.example");
    await inbox.setFollowUp("booking", booking, TOMORROW, "", "owner@agency.example");
    const { items, counts } = await inbox.view({ view: "follow-ups" });
    expect(items.map((item) => item.id)).toEqual([overdue, today, booking, upcoming]);
    expect(items.map((item) => item.id)).not.toContain(untouched);
    expect(counts["follow-ups"]).toBe(4);
    expect((await inbox.followUpsDueBy(TODAY)).map((item) => item.id)).toEqual([overdue, today]);
    // The view's CSV holds the same items in the same order.
    const names = (await inbox.exportCsv({ view: "follow-ups" })).split("\r\n").slice(1).filter(Boolean).map((line) => /Visitor \d|Booker \d/.exec(line)?.[0]);
    expect(names).toEqual(["Visitor 2", "Visitor 3", "Booker 0", "Visitor 1"]);
  });

  it("assigns leads and bookings to people: Mine lists the signed-in person's, the history says who changed it; a stranger id is refused", async () => {
    const b = await backend({ smtp: false });
    const inbox = inboxAt(b);
    const [ana, ben] = [await addUser(b, "ana@agency.example"), await addUser(b, "ben@agency.example")];
    const [first, second] = [await lead(b, 1), await lead(b, 2)];
    const booking = await book(b, 0);
    expect(await inbox.assign("lead", first, ben, "ana@agency.example")).toBe("assigned");
    expect(await inbox.assign("booking", booking, ben, "ana@agency.example")).toBe("assigned");
    const bookingEmail = (await inbox.booking(booking))!.booking.email;
    expect((await inbox.personData(bookingEmail)).bookingEvents.map((event) => [event.kind, event.actor, event.detail])).toEqual([["assign", "ana@agency.example", "ben@agency.example"]]);
    expect(await inbox.assign("lead", second, ana, "ana@agency.example")).toBe("assigned");
    expect(await inbox.assign("lead", second, "someone-else", "ana@agency.example")).toBe("unknown_person");
    expect((await inbox.view({ view: "mine", userId: ben })).items.map((item) => item.id).sort()).toEqual([first, booking].sort());
    expect((await inbox.view({ view: "mine", userId: ana })).items.map((item) => item.id)).toEqual([second]);
    expect((await inbox.view({ view: "mine", userId: ana })).counts.mine).toBe(1);
    expect(await inbox.assign("lead", first, "", "ben@agency.example")).toBe("unassigned");
    expect((await inbox.view({ view: "mine", userId: ben })).items.map((item) => item.id)).toEqual([booking]);
    expect((await inbox.lead(first))?.events.map((event) => [event.kind, event.actor, event.detail])).toEqual([
      ["assign", "ana@agency.example", "ben@agency.example"],
      ["assign", "ben@agency.example", "Nobody"],
    ]);
    // The workspace CSV says who owns each item and when to follow it up.
    await inbox.setFollowUp("lead", second, TOMORROW, "", "ana@agency.example");
    const csv = (await inbox.exportCsv({ view: "all" })).split("\r\n");
    expect(csv[0]).toContain(",Owner,Follow up on,");
    expect(csv.find((line) => line.includes(second))).toMatch(/,ana@agency\.example,2030-03-06,/);
  });

  it("gives new leads to the default owner the owners chose (not spam); removing that person sends new leads to nobody", async () => {
    const b = await backend({ smtp: false });
    const inbox = inboxAt(b);
    const ben = await addUser(b, "ben@agency.example");
    expect(await inbox.setDefaultAssignee("not-a-person", "owner@agency.example")).toBe(false);
    expect(await inbox.setDefaultAssignee(ben, "owner@agency.example")).toBe(true);
    expect(await inbox.defaultAssignee()).toBe(ben);
    const [clean, spam] = [await lead(b, 1), await lead(b, 2, true)];
    expect((await inbox.lead(clean))?.lead.assignedTo).toBe(ben);
    expect((await inbox.lead(spam))?.lead.assignedTo).toBeNull();
    const submitted = await b.service.submit({ kind: "quick", email: "quick@example.com" }, { clientAddress: "127.0.0.1", page: "/", rules: "form" });
    expect(submitted.ok).toBe(true);
    expect((await inbox.view({ view: "mine", userId: ben })).items).toHaveLength(2);
    // A lead released from spam is a new lead like any other.
    expect(await inbox.notSpam(spam, "owner@agency.example")).toBe(true);
    expect((await inbox.lead(spam))?.lead.assignedTo).toBe(ben);
    expect(await b.accounts.remove("ben@agency.example")).toMatchObject({ ok: true });
    expect(await inbox.defaultAssignee()).toBeNull();
    expect((await inbox.lead(await lead(b, 3)))?.lead.assignedTo).toBeNull();
  });

  it("the 8:00 agenda of a day with follow-ups and no consultation lists them (overdue in words) and copies their owners", async () => {
    const inserter = await backend({ smtp: false });
    const inbox = inboxAt(inserter);
    const ben = await addUser(inserter, "ben@agency.example");
    const [due, overdue, later] = [await lead(inserter, 1), await lead(inserter, 2), await lead(inserter, 3)];
    await inbox.assign("lead", due, ben, "owner@agency.example");
    // Set the day before: the agenda of TOMORROW is armed for 8:00 that day; YESTERDAY's is past and arms nothing.
    expect(await inbox.setFollowUp("lead", overdue, YESTERDAY, "Chase the deposit", "owner@agency.example")).toBe("saved");
    expect(await inbox.setFollowUp("lead", due, TOMORROW, "Call back about the quote", "owner@agency.example")).toBe("saved");
    expect(await inbox.setFollowUp("lead", later, NEXT_WEEK, "", "owner@agency.example")).toBe("saved");
    const db = inserter.database.db;
    const agendas = await db.selectFrom("booking_agendas").selectAll().orderBy("local_date").execute();
    expect(agendas.map((row) => [row.local_date, row.status, new Date(row.next_attempt_at!).toISOString()])).toEqual([
      [TOMORROW, "queued", agendaDueAt(TOMORROW).toISOString()],
      [NEXT_WEEK, "queued", agendaDueAt(NEXT_WEEK).toISOString()],
    ]);
    // TOMORROW's morning comes: its agenda falls due now.
    await db.updateTable("booking_agendas").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where("local_date", "=", TOMORROW).execute();
    await backend();
    const mail = await waitFor(() => smtp.mails.find((m) => m.headers.has("x-booking-agenda")), 20_000, "the agenda");
    expect(mail.headers.get("x-booking-agenda")).toBe(TOMORROW);
    expect(mail.subject).toBe("Today's follow-ups: Wednesday, March 6 (2 follow-ups due)");
    expect(mail.envelopeTo.sort()).toEqual(["ben@agency.example", "leads@agency.example"]);
    expect(mail.headers.get("cc")).toBe("ben@agency.example");
    expect(mail.text).toContain("Overdue since Monday, March 4: Visitor 2");
    expect(mail.text).toContain("Chase the deposit");
    expect(mail.text).toContain("Due today: Visitor 1");
    expect(mail.text).toContain("Call back about the quote");
    expect(mail.text).toContain(`${SITE}/admin/leads/${due}`);
    expect(mail.text).not.toContain("Visitor 3");
    expect(mail.text.indexOf("Visitor 2")).toBeLessThan(mail.text.indexOf("Visitor 1"));
  });

  it("an agenda whose follow-ups were all cleared is skipped, not sent", async () => {
    const inserter = await backend({ smtp: false });
    const inbox = inboxAt(inserter);
    const id = await lead(inserter, 1);
    await inbox.setFollowUp("lead", id, TOMORROW, "", "owner@agency.example");
    await inbox.setFollowUp("lead", id, "", "", "owner@agency.example");
    const db = inserter.database.db;
    await db.updateTable("booking_agendas").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).execute();
    await backend();
    await waitFor(async () => (await db.selectFrom("booking_agendas").select("status").executeTakeFirst())?.status === "skipped", 20_000, "the agenda skipped");
    expect(smtp.mails.filter((m) => m.headers.has("x-booking-agenda"))).toHaveLength(0);
  });

  it("the overdue alarm goes to the agency and to the lead's owner", async () => {
    const inserter = await backend({ smtp: false, config: { autoReply: false } });
    const ben = await addUser(inserter, "ben@agency.example");
    const submitted = await inserter.service.submit({ kind: "quick", email: "late@example.com" }, { clientAddress: "127.0.0.1", page: "/", rules: "form" });
    if (!submitted.ok) throw new Error("submit failed");
    await inboxAt(inserter, new Date()).assign("lead", submitted.id, ben, "owner@agency.example");
    const db = inserter.database.db;
    // The lead's own email counts as sent; its reply promise runs out now.
    await db.updateTable("leads").set({ status: "sent", next_attempt_at: null }).execute();
    await db.updateTable("alerts").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where("kind", "=", "escalation").execute();
    await backend();
    const alarm = await waitFor(() => smtp.mails.find((m) => m.headers.get("x-alert-kind") === "escalation"), 20_000, "the overdue alarm");
    expect(alarm.envelopeTo.sort()).toEqual(["ben@agency.example", "leads@agency.example"]);
    expect(alarm.headers.get("to")).toBe("leads@agency.example");
    expect(alarm.headers.get("cc")).toBe("ben@agency.example");
    expect(alarm.text).toContain("Owner: ben@agency.example");
  });
}
