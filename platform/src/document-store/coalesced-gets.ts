import type { Queryable } from '../sql/sql-client';

interface Waiter {
  resolve: (doc: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Single-document reads asked for in the same turn of the event loop, of the same table, go to
 * the database as one statement (`WHERE id = ANY($1)`). Under load the requests a projection
 * batch lets go answer together, each reading its result: one round trip instead of one each.
 * A read is sent after it was asked for, so it sees every write finished before it.
 */
export class CoalescedGets {
  /** By table, then by id: who waits for the row. */
  private pending = new Map<string, Map<string, Waiter[]>>();
  private scheduled = false;

  constructor(private readonly db: Queryable) {}

  get<T>(table: string, id: string): Promise<T | null> {
    return new Promise<T | null>((resolve, reject) => {
      let ids = this.pending.get(table);
      if (!ids) {
        ids = new Map();
        this.pending.set(table, ids);
      }
      const waiter = { resolve: resolve as (doc: unknown) => void, reject };
      const waiters = ids.get(id);
      if (waiters) waiters.push(waiter);
      else ids.set(id, [waiter]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.send());
      }
    });
  }

  private send(): void {
    this.scheduled = false;
    const tables = this.pending;
    this.pending = new Map();
    for (const [table, ids] of tables) void this.load(table, ids);
  }

  private async load(table: string, ids: Map<string, Waiter[]>): Promise<void> {
    try {
      const keys = [...ids.keys()];
      const result =
        keys.length === 1
          ? await this.db.query<{ id: string; data: unknown }>(
              `SELECT id, data FROM ${table} WHERE id = $1`,
              keys,
            )
          : await this.db.query<{ id: string; data: unknown }>(
              `SELECT id, data FROM ${table} WHERE id = ANY($1::text[])`,
              [keys],
            );
      const rows = new Map(result.rows.map((row) => [row.id, row.data]));
      for (const [id, waiters] of ids) {
        const doc = rows.get(id) ?? null;
        // Each caller gets a document of its own to change.
        for (const [i, waiter] of waiters.entries()) waiter.resolve(i === 0 ? doc : structuredClone(doc));
      }
    } catch (error) {
      for (const waiters of ids.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}
