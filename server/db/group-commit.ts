/**
 * Group commit: rows that arrive while the event loop is busy are written in one statement, so
 * they share one commit (one fsync) instead of paying one each.
 *
 * On SQLite (`node:sqlite` is synchronous) every commit with `synchronous = FULL` waits for an fsync
 * of the WAL, and that wait blocks the whole event loop: at 50 concurrent clients the leads queued up
 * behind one fsync each, and p99 grew with the queue. Batching keeps the promise durability needs
 * (each caller resolves only after the commit that holds its row), and turns N fsyncs into one.
 *
 * Everything added during one turn of the event loop goes into the next batch, flushed from
 * `setImmediate` (after the turn's I/O: the requests that arrived together). A batch that fails is
 * retried one row at a time, so one bad row fails only its own caller.
 */
export class GroupCommit<Item, Result> {
  private pending: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  /**
   * @param write commits `items` in one statement or transaction and returns their results in order.
   * @param maxBatch rows per statement at most (SQLite binds at most 32,766 parameters).
   */
  constructor(
    private readonly write: (items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 100,
  ) {}

  /** Resolves once `item` is committed. */
  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const results = await this.write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        for (const entry of batch) {
          try {
            entry.resolve((await this.write([entry.item]))[0]!);
          } catch (single) {
            entry.reject(single);
          }
        }
      }
    }
  }
}
