import { describe, expect, it } from "vitest";
import { dealChangeOf, dealChangeText, dealText, formatDealValue, parseDealValue, stageEventText, type Deal } from "@domain/lead/deal";
import { creditDeals, currentLeadOf, type PersonContact } from "@domain/lead/person";
import { isOpenStage, LEAD_STAGES } from "@domain/lead/stage";

const deal = (overrides: Partial<Deal> = {}): Deal => ({ stage: "contacted", dealValue: null, lostReason: null, lostNote: null, ...overrides });

describe("the deal value as typed (whole dollars)", () => {
  it.each([
    ["4800", 4800],
    ["$4,800", 4800],
    [" $ 4,800 ", 4800],
    ["4 800", 4800],
    ["4,800.00", 4800],
    ["4800.0", 4800],
    ["USD 4800".replace("USD ", "US$"), 4800],
    ["4800 dollars", 4800],
    ["0", 0],
    ["10,000,000", 10_000_000],
    ["1,234,567", 1_234_567],
  ])("%j is %d", (typed, value) => expect(parseDealValue(typed)).toBe(value));

  it.each(["", "  ", "$", undefined, null])("%j is no value", (typed) => expect(parseDealValue(typed)).toBeNull());

  it.each(["10,000,001", "-5", "4800.50", "4.8k", "48,00", "4,8000", "1,000 000", "1e6", "four thousand", "0x10", "4800\u0000", "９９", "99999999999999999999"])("%j is refused", (typed) =>
    expect(parseDealValue(typed)).toBe("invalid"),
  );

  it("refuses what is not text", () => expect(parseDealValue(4800)).toBe("invalid"));

  it("is shown grouped, in dollars", () => {
    expect(formatDealValue(4800)).toBe("$4,800");
    expect(formatDealValue(0)).toBe("$0");
    expect(formatDealValue(10_000_000)).toBe("$10,000,000");
  });
});

describe("the status form read against the stored deal", () => {
  it("asks a value for Proposal sent and Won, and keeps it when the lead moves on", () => {
    expect(dealChangeOf(deal(), { stage: "proposal", dealValue: "$4,800" })).toEqual({ ok: true, deal: deal({ stage: "proposal", dealValue: 4800 }) });
    expect(dealChangeOf(deal(), { stage: "won", dealValue: "" })).toEqual({ ok: false, error: "value_missing" });
    expect(dealChangeOf(deal(), { stage: "won", dealValue: "lots" })).toEqual({ ok: false, error: "value_invalid" });
    // Without JavaScript the form posts every field: a stage without a value ignores the typed one.
    expect(dealChangeOf(deal({ stage: "won", dealValue: 4800 }), { stage: "contacted", dealValue: "99", lostReason: "price" })).toEqual({ ok: true, deal: deal({ dealValue: 4800 }) });
  });

  it("asks a reason for Lost; the note is optional, normalised and capped", () => {
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "" })).toEqual({ ok: false, error: "reason" });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "price", lostNote: "" })).toEqual({ ok: true, deal: deal({ stage: "lost", lostReason: "price" }) });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "timing", lostNote: " \u202eNext spring\u200b \r\n maybe " })).toEqual({ ok: true, deal: deal({ stage: "lost", lostReason: "timing", lostNote: "Next spring \n maybe" }) });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "timing", lostNote: "é".repeat(500) })).toMatchObject({ ok: true });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "timing", lostNote: "é".repeat(501) })).toEqual({ ok: false, error: "note" });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "timing", lostNote: "a\u0007b" })).toEqual({ ok: false, error: "note" });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "timing", lostNote: "\ud800" })).toEqual({ ok: false, error: "note" });
    expect(dealChangeOf(deal(), { stage: "lost", lostReason: "timing", lostNote: ["x"] })).toEqual({ ok: false, error: "note" });
    // Leaving Lost clears the reason and note.
    expect(dealChangeOf(deal({ stage: "lost", lostReason: "price", lostNote: "Too dear" }), { stage: "contacted" })).toEqual({ ok: true, deal: deal() });
  });

  it("refuses a stage that is not one", () => {
    expect(dealChangeOf(deal(), { stage: "sold" })).toEqual({ ok: false, error: "stage" });
    expect(dealChangeOf(deal(), { stage: undefined })).toEqual({ ok: false, error: "stage" });
  });
});

describe("the history's words", () => {
  it("says the change with what the new stage carries", () => {
    expect(dealChangeText(deal(), deal({ stage: "proposal", dealValue: 4800 }))).toBe("Contacted → Proposal sent, $4,800");
    expect(dealChangeText(deal({ stage: "proposal", dealValue: 4800 }), deal({ stage: "won", dealValue: 4800 }))).toBe("Proposal sent → Won, $4,800");
    expect(dealChangeText(deal({ stage: "proposal", dealValue: 4800 }), deal({ stage: "proposal", dealValue: 5200 }))).toBe("Proposal sent, $4,800 → $5,200");
    expect(dealChangeText(deal({ stage: "won", dealValue: 4800 }), deal({ stage: "lost", dealValue: 4800, lostReason: "elsewhere", lostNote: "Cousin" }))).toBe("Won → Lost, Went elsewhere: Cousin");
    expect(dealChangeText(deal({ stage: "lost", lostReason: "price" }), deal({ stage: "lost", lostReason: "timing" }))).toBe("Lost → Lost, Timing");
    expect(dealChangeText(deal({ stage: "new" }), deal())).toBe("New → Contacted");
    expect(dealChangeText(deal({ dealValue: 10 }), deal({ dealValue: 10 }))).toBeNull();
  });

  it("reads older rows stored as stage codes in words, and leaves any other text alone", () => {
    expect(stageEventText("new → contacted")).toBe("New → Contacted");
    expect(stageEventText("contacted → proposal")).toBe("Contacted → Proposal sent");
    expect(stageEventText("Contacted → Proposal sent, $4,800")).toBe("Contacted → Proposal sent, $4,800");
    // A note-like text that merely holds stage words is not rewritten (the old regex did).
    expect(stageEventText("Lost the new number, won't call")).toBe("Lost the new number, won't call");
  });

  it("shows a deal as its stage and what it carries", () => {
    expect(dealText(deal({ stage: "won", dealValue: 4800 }))).toBe("Won, $4,800");
    expect(dealText(deal({ stage: "proposal" }))).toBe("Proposal sent");
    expect(dealText(deal({ stage: "contacted", dealValue: 4800 }))).toBe("Contacted");
    expect(dealText(deal({ stage: "lost", lostReason: "no_reply" }))).toBe("Lost, No reply");
  });
});

describe("open stages", () => {
  it("the Open view holds new, contacted and proposal sent", () => {
    expect(LEAD_STAGES.filter(isOpenStage)).toEqual(["new", "contacted", "proposal"]);
  });
});

describe("a booking counts toward its person's lead", () => {
  const contact = (overrides: Partial<PersonContact> & Pick<PersonContact, "id" | "createdAt">): PersonContact => ({ type: "lead", email: "ruth@tailor.example", ...overrides });

  it("credits each won lead once, with its value, to the person's first contact (lead or booking, any case of the address)", () => {
    const credits = creditDeals([
      contact({ type: "booking", id: "b1", createdAt: "2026-11-01T10:00:00.000Z", email: "Ruth@Tailor.example" }),
      contact({ id: "l1", createdAt: "2026-11-02T10:00:00.000Z", stage: "won", dealValue: 4800 }),
      contact({ id: "l2", createdAt: "2026-11-03T10:00:00.000Z", stage: "won", dealValue: 1200 }),
      contact({ id: "l3", createdAt: "2026-11-04T10:00:00.000Z", stage: "lost", dealValue: 9000 }),
      contact({ id: "o1", createdAt: "2026-11-01T09:00:00.000Z", email: "omar@garage.example", stage: "proposal", dealValue: 700 }),
      contact({ id: "p1", createdAt: "2026-11-05T09:00:00.000Z", email: "pat@bakery.example", stage: "won", dealValue: null }),
    ]);
    expect(Object.fromEntries(credits)).toEqual({ b1: { won: 2, revenue: 6000 }, p1: { won: 1, revenue: 0 } });
  });

  it("a person who sent the form first keeps the win on the lead", () => {
    const credits = creditDeals([
      contact({ id: "l1", createdAt: "2026-11-01T10:00:00.000Z", stage: "won", dealValue: 4800 }),
      contact({ type: "booking", id: "b1", createdAt: "2026-11-02T10:00:00.000Z" }),
    ]);
    expect(Object.fromEntries(credits)).toEqual({ l1: { won: 1, revenue: 4800 } });
  });

  it("the person's stage is their newest lead's", () => {
    expect(currentLeadOf([{ id: "a", createdAt: "2026-11-01T00:00:00.000Z" }, { id: "b", createdAt: "2026-11-02T00:00:00.000Z" }])?.id).toBe("b");
    expect(currentLeadOf([])).toBeNull();
  });
});
