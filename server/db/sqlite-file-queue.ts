import { resolve } from "node:path";
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from "kysely";

/**
 * Kysely's SQLite dialect with one queue per database file in this process, where Kysely keeps one
 * per Kysely instance.
 *
 * `node:sqlite` waits for another connection's lock synchronously (the busy timeout), on the event
 * loop. When two connections of one process share a file and one holds a write transaction across an
 * `await`, the other's wait blocks the very event loop the first needs to commit: both stall until the
 * 5 s timeout breaks the tie with "database is locked". Two backends started in one process on one
 * file (the tests of two workers; an in-process task with a connection of its own) did that several
 * times in a row: 25 s to start two outbox workers. Queued per file, the second connection waits as a
 * promise, as queries on one connection do, and the event loop keeps running. Another process on the
 * same file (the leads CLI, a deploy's new server) still meets SQLite's own lock and busy timeout.
 */
class FileQueue {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  async enter(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolveTurn) => this.#waiting.push(resolveTurn));
  }

  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** One queue per file this process opened (a few small objects for its lifetime). */
const queues = new Map<string, FileQueue>();

function queueFor(file: string): FileQueue {
  const key = resolve(file);
  let queue = queues.get(key);
  if (!queue) {
    queue = new FileQueue();
    queues.set(key, queue);
  }
  return queue;
}

class QueuedSqliteDriver extends SqliteDriver {
  readonly #queue: FileQueue;

  constructor(config: SqliteDialectConfig, queue: FileQueue) {
    super(config);
    this.#queue = queue;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.enter();
    try {
      return await super.acquireConnection();
    } catch (error) {
      this.#queue.leave();
      throw error;
    }
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#queue.leave();
  }
}

export class SqliteFileDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #queue: FileQueue;

  /** `file`: the database file `config.database` opened; connections to one file share its queue. */
  constructor(config: SqliteDialectConfig, file: string) {
    super(config);
    this.#config = config;
    this.#queue = queueFor(file);
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config, this.#queue);
  }
}
