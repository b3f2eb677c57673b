import { expect, it } from "vitest";
import type { Backend } from "../../../server/backend";
import type { StorageTarget } from "./outbox-suite";
import { backendHarness } from "./backend-harness";

const OWNER = "owner@agency.example";

/**
 * The deal and People on a real database: the status form's stage with its deal value or lost reason
 * and note stored in the lead's row and its history in words (who, when), refused values store nothing,
 * Proposal sent stays in the inbox's Open view, and a person is one address across leads and bookings.
 * Runs per database (SQLite, PostgreSQL).
 */
export function definePipelineSuite(target: StorageTarget): void {
  const { backend: start } = backendHarness(target);
  const backend = () => start({ smtp: false });

  const submit = async (b: Backend, fields: Record<string, unknown>) => {
    const result = await b.service.submit({ kind: "full", subject: "A new website", message: "A new site for the shop, please.", ...fields }, { clientAddress: "127.0.0.1", page: "/contact", rules: "form" });
    if (!result.ok) throw new Error(`submit failed: ${JSON.stringify(result)}`);
    return result.id;
  };

  it("stores Proposal sent with $4,800, then Won, then Lost with a reason and note; every change in the history in words, with who", async () => {
    const b = await backend();
    const id = await submit(b, { name: "Dana Fox", email: "dana@shop.example" });

    expect(await b.inbox.setStage(id, "contacted", OWNER)).toEqual({ ok: true, changed: true });
    expect(await b.inbox.setStage(id, "proposal", OWNER, { dealValue: "$4,800" })).toEqual({ ok: true, changed: true });
    let found = (await b.inbox.lead(id))!;
    expect(found.lead).toMatchObject({ stage: "proposal", dealValue: 4800, lostReason: null, lostNote: null });
    expect(found.lead.firstResponseAt).not.toBeNull();

    // The open view holds a proposal; the New view does not.
    const open = await b.inbox.view({ view: "open" });
    expect(open.items.map((item) => item.id)).toContain(id);
    expect(open.counts.open).toBe(1);
    expect((await b.inbox.view({ view: "new" })).items.map((item) => item.id)).not.toContain(id);

    // A new value at the same stage is a change too; Won keeps the value typed with it.
    expect(await b.inbox.setStage(id, "proposal", OWNER, { dealValue: "5200" })).toEqual({ ok: true, changed: true });
    expect(await b.inbox.setStage(id, "proposal", OWNER, { dealValue: "5,200" })).toEqual({ ok: true, changed: false });
    expect(await b.inbox.setStage(id, "won", OWNER, { dealValue: "5200", lostReason: "price", lostNote: "ignored" })).toEqual({ ok: true, changed: true });
    found = (await b.inbox.lead(id))!;
    expect(found.lead).toMatchObject({ stage: "won", dealValue: 5200, lostReason: null, lostNote: null });
    expect((await b.inbox.view({ view: "open" })).items.map((item) => item.id)).not.toContain(id);

    // Refused: nothing stored, nothing recorded.
    expect(await b.inbox.setStage(id, "won", OWNER, { dealValue: "" })).toEqual({ ok: false, error: "value_missing" });
    expect(await b.inbox.setStage(id, "won", OWNER, { dealValue: "10000001" })).toEqual({ ok: false, error: "value_invalid" });
    expect(await b.inbox.setStage(id, "lost", OWNER, { lostReason: "because" })).toEqual({ ok: false, error: "reason" });
    expect(await b.inbox.setStage(id, "lost", OWNER, { lostReason: "price", lostNote: "x".repeat(501) })).toEqual({ ok: false, error: "note" });
    expect(await b.inbox.setStage(id, "sold", OWNER)).toEqual({ ok: false, error: "stage" });
    expect(await b.inbox.setStage("00000000-0000-0000-0000-000000000000", "won", OWNER, { dealValue: "1" })).toEqual({ ok: false, error: "not_found" });
    expect((await b.inbox.lead(id))!.lead).toMatchObject({ stage: "won", dealValue: 5200 });

    // Lost: the reason and the note (normalised: invisible characters gone, trimmed); the value is kept.
    expect(await b.inbox.setStage(id, "lost", "member@agency.example", { lostReason: "elsewhere", lostNote: "  Chose a\u200b cousin’s agency. \n" })).toEqual({ ok: true, changed: true });
    found = (await b.inbox.lead(id))!;
    expect(found.lead).toMatchObject({ stage: "lost", dealValue: 5200, lostReason: "elsewhere", lostNote: "Chose a cousin’s agency." });

    expect(found.events.filter((event) => event.kind === "stage").map(({ actor, detail }) => ({ actor, detail }))).toEqual([
      { actor: OWNER, detail: "New → Contacted" },
      { actor: OWNER, detail: "Contacted → Proposal sent, $4,800" },
      { actor: OWNER, detail: "Proposal sent, $4,800 → $5,200" },
      { actor: OWNER, detail: "Proposal sent → Won, $5,200" },
      { actor: "member@agency.example", detail: "Won → Lost, Went elsewhere: Chose a cousin’s agency." },
    ]);
    for (const event of found.events) expect(Number.isNaN(Date.parse(event.at))).toBe(false);
  });

  it("a person is one address: their leads and bookings together, listed and searchable by name or email", async () => {
    const b = await backend();
    const leadId = await submit(b, { name: "Ruth Ng", email: "Ruth@Tailor.example" });
    await b.inbox.setStage(leadId, "won", OWNER, { dealValue: "4800" });
    const [slot] = await b.bookings.freeSlots();
    const booked = await b.bookings.book({ slot: slot!.start, name: "Ruth Ng", email: "ruth@tailor.example", topic: "Alterations site" }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error("booking failed");
    await submit(b, { name: "Omar Haddad", email: "omar@garage.example" });

    // Either record names the person; both give the same address.
    expect(await b.inbox.personEmailOf(leadId)).toBe("ruth@tailor.example");
    expect(await b.inbox.personEmailOf(booked.booking.id)).toBe("ruth@tailor.example");
    expect(await b.inbox.personEmailOf("no-such-id")).toBeUndefined();
    // The booking page's "their leads".
    expect((await b.inbox.personLeads("ruth@tailor.example")).map((lead) => ({ id: lead.id, stage: lead.stage, dealValue: lead.dealValue }))).toEqual([{ id: leadId, stage: "won", dealValue: 4800 }]);

    const everyone = await b.inbox.people();
    expect(everyone).toHaveLength(2);
    const ruth = everyone.find((person) => person.email.toLowerCase() === "ruth@tailor.example")!;
    expect(ruth).toMatchObject({ leads: 1, bookings: 1, stage: "won", dealValue: 4800, name: "Ruth Ng" });
    expect([leadId, booked.booking.id]).toContain(ruth.id);
    expect((await b.inbox.people("tailor")).map((person) => person.name)).toEqual(["Ruth Ng"]);
    expect((await b.inbox.people("omar")).map((person) => ({ name: person.name, stage: person.stage, bookings: person.bookings }))).toEqual([{ name: "Omar Haddad", stage: "new", bookings: 0 }]);
    expect(await b.inbox.people("nobody")).toEqual([]);
  });
}
