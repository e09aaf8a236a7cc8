import { createHash } from 'node:crypto';
import { DDL_LOCK } from '../sql/ddl-lock';
import type { Queryable, SqlClient } from '../sql/sql-client';
import { CoalescedGets } from './coalesced-gets';
import {
  assertCollectionName,
  assertFieldName,
  type Collection,
  type Document,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Search,
  type TransactionOptions,
} from './document-store';
import { buildWhere, orderColumns } from './sql-filters';
import { keysetWhere } from './sql-keyset';

const TABLE_PREFIX = 'doc_';

/** Tables known to exist, per store; a transaction's store sees its parent's as well. */
interface Schema {
  created: Set<string>;
  parent?: Schema;
}

function known(schema: Schema | undefined, name: string): boolean {
  return schema !== undefined && (schema.created.has(name) || known(schema.parent, name));
}

/** Building an index over a large collection may take far longer than a request's statement. */
const INDEX_BUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * Documents as JSONB rows, one table per collection (`doc_<name>`). Equality filters use
 * containment (`@>`) so the GIN index serves them.
 */
export class SqlDocumentStore implements DocumentStore {
  /** Outside a transaction only: a transaction's statements run one after another anyway. */
  private readonly gets?: CoalescedGets;

  private constructor(
    private readonly client: SqlClient | undefined,
    private readonly db: Queryable,
    private readonly schema: Schema,
  ) {
    if (client) this.gets = new CoalescedGets(db);
  }

  static open(sql: SqlClient): SqlDocumentStore {
    return new SqlDocumentStore(sql, sql, { created: new Set() });
  }

  collection<T extends Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new SqlCollection<T>(this.db, name, () => this.ensureTable(name), this.client, this.gets);
  }

  async transaction<R>(work: (store: DocumentStore) => Promise<R>, options?: TransactionOptions): Promise<R> {
    if (!this.client) return work(this);
    // Tables created inside the transaction only count as existing once it has committed.
    const inner: Schema = { created: new Set(), parent: this.schema };
    const result = await this.client.transaction(
      (tx) => work(new SqlDocumentStore(undefined, tx, inner)),
      options,
    );
    for (const name of inner.created) this.schema.created.add(name);
    return result;
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.db.query(`DROP TABLE IF EXISTS ${TABLE_PREFIX}${name}`);
    for (let schema: Schema | undefined = this.schema; schema; schema = schema.parent) {
      schema.created.delete(name);
    }
  }

  async listCollections(): Promise<string[]> {
    const result = await this.db.query<{ name: string }>(
      `SELECT substr(tablename, ${TABLE_PREFIX.length + 1}) AS name FROM pg_tables
       WHERE schemaname = current_schema() AND starts_with(tablename, '${TABLE_PREFIX}') ORDER BY tablename`,
    );
    return result.rows.map((row) => row.name);
  }

  async close(): Promise<void> {
    // The SQL client is shared with the event store; its owner closes it.
  }

  async beginBulkLoad(name: string): Promise<void> {
    assertCollectionName(name);
    if (!this.client) throw new Error('beginBulkLoad runs outside a transaction');
    await this.client.transaction((db) => createTable(db, name, { lookupIndex: false }));
    this.schema.created.add(name);
  }

  async endBulkLoad(name: string): Promise<void> {
    assertCollectionName(name);
    const client = this.client;
    if (!client) throw new Error('endBulkLoad runs outside a transaction');
    await client.transaction(
      async (db) => {
        // Built in one go, an index is much faster with room to sort in memory.
        if (client.kind === 'postgres') await db.query("SET LOCAL maintenance_work_mem = '256MB'");
        await createTable(db, name, { lookupIndex: true });
        // Fresh statistics, or the first queries plan as if the table were empty.
        await db.query(`ANALYZE ${TABLE_PREFIX}${name}`);
      },
      { timeoutMs: INDEX_BUILD_TIMEOUT_MS },
    );
    this.schema.created.add(name);
  }

  private async ensureTable(name: string): Promise<void> {
    if (known(this.schema, name)) return;
    const create = (db: Queryable) => createTable(db, name, { lookupIndex: true });
    // Inside a transaction the lock is held until it ends; outside, a short one of its own.
    if (this.client) await this.client.transaction(create);
    else await create(this.db);
    this.schema.created.add(name);
  }
}

/** The collection's table, and unless it is being bulk-loaded, the index its lookups use. */
async function createTable(db: Queryable, name: string, { lookupIndex }: { lookupIndex: boolean }) {
  const table = `${TABLE_PREFIX}${name}`;
  await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
  await db.query(`CREATE TABLE IF NOT EXISTS ${table} (id text PRIMARY KEY, data jsonb NOT NULL)`);
  if (!lookupIndex) return;
  // Without fastupdate: new entries go straight into the index instead of a pending list
  // that every query scans linearly until the next vacuum (milliseconds per lookup after
  // a burst of writes, e.g. a replay).
  await db.query(
    `CREATE INDEX IF NOT EXISTS ${table}_data ON ${table} USING gin (data jsonb_path_ops) WITH (fastupdate = off)`,
  );
}

/** Documents per multi-row upsert: large enough to save round trips, small enough for one statement. */
const UPSERT_CHUNK = 1000;

class SqlCollection<T extends Document> implements Collection<T> {
  private readonly table: string;

  constructor(
    private readonly db: Queryable,
    name: string,
    private readonly ensureTable: () => Promise<void>,
    /** Set outside a transaction: runs index builds with a longer time limit. */
    private readonly client?: SqlClient,
    private readonly gets?: CoalescedGets,
  ) {
    this.table = `${TABLE_PREFIX}${name}`;
  }

  async get(id: T['id']): Promise<T | null> {
    await this.ensureTable();
    if (this.gets) return this.gets.get<T>(this.table, String(id));
    const result = await this.db.query<{ data: T }>(`SELECT data FROM ${this.table} WHERE id = $1`, [
      String(id),
    ]);
    return result.rows[0]?.data ?? null;
  }

  async getMany(ids: ReadonlyArray<T['id']>): Promise<T[]> {
    if (ids.length === 0) return [];
    await this.ensureTable();
    const result = await this.db.query<{ data: T }>(
      `SELECT data FROM ${this.table} WHERE id = ANY($1::text[])`,
      [[...new Set(ids.map(String))]],
    );
    return result.rows.map((row) => row.data);
  }

  async upsert(doc: T): Promise<void> {
    await this.ensureTable();
    await this.db.query(
      `INSERT INTO ${this.table} (id, data) VALUES ($1, $2::jsonb)
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
      [String(doc.id), JSON.stringify(doc)],
    );
  }

  async upsertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    await this.ensureTable();
    // One statement per chunk; an id may appear once per statement, so the last one wins.
    const unique = [...new Map(docs.map((doc) => [String(doc.id), doc])).values()];
    for (let start = 0; start < unique.length; start += UPSERT_CHUNK) {
      await this.db.query(
        `INSERT INTO ${this.table} (id, data)
         SELECT doc ->> 'id', doc FROM jsonb_array_elements($1::jsonb) AS doc
         ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
        [JSON.stringify(unique.slice(start, start + UPSERT_CHUNK))],
      );
    }
  }

  async update(id: T['id'], patch: Partial<T>): Promise<boolean> {
    await this.ensureTable();
    const { id: _ignored, ...fields } = patch as Record<string, unknown>;
    for (const field of Object.keys(fields)) assertFieldName(field);
    const result = await this.db.query(
      `UPDATE ${this.table} SET data = data || $2::jsonb WHERE id = $1 RETURNING id`,
      [String(id), JSON.stringify(fields)],
    );
    return result.rows.length > 0;
  }

  async updateMany(filter: Filter, patch: Partial<T>): Promise<number> {
    await this.ensureTable();
    const { id: _ignored, ...fields } = patch as Record<string, unknown>;
    for (const field of Object.keys(fields)) assertFieldName(field);
    const { where, params } = buildWhere(filter, undefined);
    params.push(JSON.stringify(fields));
    const result = await this.db.query(
      `UPDATE ${this.table} SET data = data || $${params.length}::jsonb ${where} RETURNING id`,
      params,
    );
    return result.rows.length;
  }

  async delete(id: T['id']): Promise<boolean> {
    await this.ensureTable();
    const result = await this.db.query(`DELETE FROM ${this.table} WHERE id = $1 RETURNING id`, [String(id)]);
    return result.rows.length > 0;
  }

  async deleteIds(ids: ReadonlyArray<T['id']>): Promise<number> {
    if (ids.length === 0) return 0;
    await this.ensureTable();
    const result = await this.db.query(
      `DELETE FROM ${this.table} WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) RETURNING id`,
      [JSON.stringify(ids.map(String))],
    );
    return result.rows.length;
  }

  async deleteMany(filter: Filter): Promise<number> {
    await this.ensureTable();
    const { where, params } = buildWhere(filter, undefined);
    const result = await this.db.query(`DELETE FROM ${this.table} ${where} RETURNING id`, params);
    return result.rows.length;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    await this.ensureTable();
    const { where: filtered, params } = buildWhere(filter, options.search);
    const where = options.after ? keysetWhere(filtered, options.sort ?? {}, options.after, params) : filtered;
    const order = orderColumns(options.sort ?? {}).map(
      ({ expression, collate, direction }) => `${expression}${collate} ${direction}`,
    );
    let sql = `SELECT data FROM ${this.table} ${where} ORDER BY ${order.join(', ')}`;
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` LIMIT $${params.length}`;
    }
    if (options.skip) {
      params.push(options.skip);
      sql += ` OFFSET $${params.length}`;
    }
    const result = await this.db.query<{ data: T }>(sql, params);
    return result.rows.map((row) => row.data);
  }

  async ensureSortIndex(field: string): Promise<void> {
    await this.ensureTable();
    for (const direction of [1, -1] as const) {
      const columns = orderColumns({ [field]: direction }).map(
        ({ expression, collate, direction }) => `(${expression})${collate} ${direction}`,
      );
      // Index names are global and at most 63 characters: a hash of what the index is for.
      const name = `sort_${createHash('sha256').update(`${this.table}.${field}.${direction}`).digest('hex').slice(0, 24)}`;
      const create = `CREATE INDEX IF NOT EXISTS ${name} ON ${this.table} (${columns.join(', ')})`;
      if (this.client)
        await this.client.transaction((tx) => tx.query(create), { timeoutMs: INDEX_BUILD_TIMEOUT_MS });
      else await this.db.query(create);
    }
  }

  async count(filter: Filter = {}, search?: Search): Promise<number> {
    await this.ensureTable();
    const { where, params } = buildWhere(filter, search);
    const result = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM ${this.table} ${where}`,
      params,
    );
    return Number(result.rows[0]?.n ?? 0);
  }
}
