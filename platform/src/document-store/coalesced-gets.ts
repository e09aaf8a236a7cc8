import { SameTurnBatch } from '../sql/same-turn-batch';
import type { Queryable } from '../sql/sql-client';

/**
 * Single-document reads asked for in the same turn of the event loop, of the same table, go to
 * the database as one statement (`WHERE id = ANY($1)`). Under load the requests a projection
 * batch lets go answer together, each reading its result: one round trip instead of one each.
 * A read is sent after it was asked for, so it sees every write finished before it.
 */
export class CoalescedGets {
  private readonly batches = new Map<string, SameTurnBatch<string, unknown>>();

  constructor(private readonly db: Queryable) {}

  get<T>(table: string, id: string): Promise<T | null> {
    let batch = this.batches.get(table);
    if (!batch) {
      batch = new SameTurnBatch((ids) => this.load(table, ids));
      this.batches.set(table, batch);
    }
    return batch.add(id) as Promise<T | null>;
  }

  private async load(table: string, ids: string[]): Promise<unknown[]> {
    const unique = [...new Set(ids)];
    const result =
      unique.length === 1
        ? await this.db.query<{ id: string; data: unknown }>(
            `SELECT id, data FROM ${table} WHERE id = $1`,
            unique,
          )
        : await this.db.query<{ id: string; data: unknown }>(
            `SELECT id, data FROM ${table} WHERE id = ANY($1::text[])`,
            [unique],
          );
    const rows = new Map(result.rows.map((row) => [row.id, row.data]));
    // Each caller gets a document of its own to change.
    const handedOut = new Set<string>();
    return ids.map((id) => {
      const doc = rows.get(id) ?? null;
      if (!handedOut.has(id)) {
        handedOut.add(id);
        return doc;
      }
      return structuredClone(doc);
    });
  }
}
