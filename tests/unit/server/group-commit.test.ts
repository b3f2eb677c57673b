import { describe, expect, it } from "vitest";
import { GroupCommit } from "../../../server/db/group-commit";

describe("GroupCommit", () => {
  it("writes what arrives in one turn of the event loop as one batch, and resolves each caller with its own result", async () => {
    const batches: number[][] = [];
    const commits = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      return items.map((item) => `row ${item}`);
    });
    const first = await Promise.all([1, 2, 3].map((item) => commits.add(item)));
    const second = await commits.add(4);
    expect(first).toEqual(["row 1", "row 2", "row 3"]);
    expect(second).toBe("row 4");
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("splits batches at maxBatch", async () => {
    const batches: number[][] = [];
    const commits = new GroupCommit<number, number>(async (items) => (batches.push(items), items), 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((item) => commits.add(item)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("a failing batch is retried row by row: only the bad row's caller fails", async () => {
    const commits = new GroupCommit<number, number>(async (items) => {
      if (items.includes(2)) throw new Error("constraint failed");
      return items;
    });
    const results = await Promise.allSettled([1, 2, 3].map((item) => commits.add(item)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
