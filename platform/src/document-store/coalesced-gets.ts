import { SameTurnBatch } from '../sql/same-turn-batch';
import type { Queryable } from '../sql/sql-client';
import { jsonCopy } from './json-copy';

/** Documents wanted from one table: each answer lines up with `ids` (null where none is). */
interface Wanted {
  table: string;
  ids: readonly string[];
}

/**
 * Document reads by id asked for in the same turn of the event loop, of any tables, go to the
 * database as one statement. Under load the requests a projection batch lets go answer together,
 * and the runner reads what all its projections need for a batch at once: one round trip
 * instead of one each. A read is sent after it was asked for, so it sees every write finished
 * before it.
 */
export class CoalescedGets {
  private readonly batch = new SameTurnBatch<Wanted, unknown[]>((wanted) => this.load(wanted));

  constructor(private readonly db: Queryable) {}

  async get<T>(table: string, id: string): Promise<T | null> {
    const [doc] = await this.batch.add({ table, ids: [id] });
    return (doc ?? null) as T | null;
  }

  async getMany<T>(table: string, ids: readonly string[]): Promise<T[]> {
    const docs = await this.batch.add({ table, ids });
    return docs.filter((doc) => doc !== null) as T[];
  }

  private async load(wanted: Wanted[]): Promise<Array<unknown[] | Error>> {
    const idsByTable = new Map<string, Set<string>>();
    for (const { table, ids } of wanted) {
      const set = idsByTable.get(table) ?? new Set<string>();
      for (const id of ids) set.add(id);
      idsByTable.set(table, set);
    }
    let found: Map<string, unknown>;
    try {
      found = await this.read(idsByTable);
    } catch (error) {
      // One table's failure (dropped by a generation switch a moment ago) is not the others':
      // each table again on its own, each request answered with its table's result or error.
      // Anything else (a timeout, a lost connection) is every table's, and is not tried again.
      if (idsByTable.size === 1 || (error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
      const errors = new Map<string, Error>();
      found = new Map();
      await Promise.all(
        [...idsByTable].map(async ([table, ids]) => {
          try {
            for (const [at, doc] of await this.read(new Map([[table, ids]]))) found.set(at, doc);
          } catch (failure) {
            errors.set(table, failure as Error);
          }
        }),
      );
      const docs = handOut(wanted, found);
      return wanted.map(({ table }, i) => errors.get(table) ?? docs[i]!);
    }
    return handOut(wanted, found);
  }

  /** The documents found, by table and id. */
  private async read(idsByTable: Map<string, Set<string>>): Promise<Map<string, unknown>> {
    const tables = [...idsByTable.keys()];
    const single = tables.length === 1 && idsByTable.get(tables[0]!)!.size === 1;
    const result = single
      ? await this.db.query<{ t: number; id: string; data: unknown }>(
          `SELECT 0 AS t, id, data FROM ${tables[0]} WHERE id = $1`,
          [...idsByTable.get(tables[0]!)!],
        )
      : await this.db.query<{ t: number; id: string; data: unknown }>(
          tables
            .map((table, t) => `SELECT ${t} AS t, id, data FROM ${table} WHERE id = ANY($${t + 1}::text[])`)
            .join(' UNION ALL '),
          tables.map((table) => [...idsByTable.get(table)!]),
          // Its text depends on which tables meet in it: not kept as a prepared statement.
          { prepare: tables.length === 1 },
        );
    return new Map(result.rows.map((row) => [key(tables[row.t]!, row.id), row.data]));
  }
}

const key = (table: string, id: string) => `${table} ${id}`;

/** PostgreSQL's error code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

/** Each request's documents in the order of its ids; each caller gets a document of its own to change. */
function handOut(wanted: readonly Wanted[], found: Map<string, unknown>): unknown[][] {
  const handedOut = new Set<string>();
  return wanted.map(({ table, ids }) =>
    ids.map((id) => {
      const doc = found.get(key(table, id)) ?? null;
      if (doc === null || !handedOut.has(key(table, id))) {
        handedOut.add(key(table, id));
        return doc;
      }
      return jsonCopy(doc);
    }),
  );
}
