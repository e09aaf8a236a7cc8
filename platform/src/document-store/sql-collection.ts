import { createHash } from 'node:crypto';
import type { Queryable, SqlClient } from '../sql/sql-client';
import type { CoalescedGets } from './coalesced-gets';
import {
  assertFieldName,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type Search,
} from './document-store';
import { buildWhere, orderColumns } from './sql-filters';
import { keysetWhere } from './sql-keyset';
import { createSearchIndex } from './sql-search-index';

export const TABLE_PREFIX = 'doc_';

/** Building an index over a large collection may take far longer than a request's statement. */
export const INDEX_BUILD_TIMEOUT_MS = 10 * 60_000;

/** Documents per multi-row upsert: large enough to save round trips, small enough for one statement. */
export const UPSERT_CHUNK = 1000;

/** One collection of the SQL document store: a table `doc_<name>` of JSONB documents. */
export class SqlCollection<T extends Document> implements Collection<T> {
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
    const unique = [...new Set(ids.map(String))];
    if (this.gets) return this.gets.getMany<T>(this.table, unique);
    const result = await this.db.query<{ data: T }>(
      `SELECT data FROM ${this.table} WHERE id = ANY($1::text[])`,
      [unique],
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
    const { where, params } = buildWhere(filter, options.search);
    const result = await this.db.query<{ data: T }>(this.findStatement(where, params, options), params);
    return result.rows.map((row) => row.data);
  }

  /** One statement: each row carries the total, counted once (an uncorrelated subquery). */
  async findPage(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }> {
    await this.ensureTable();
    const { where, params } = buildWhere(filter, options.search);
    const total = `(SELECT count(*) FROM ${this.table} ${where}) AS total`;
    const result = await this.db.query<{ data: T; total: string | number }>(
      this.findStatement(where, params, options, total),
      params,
    );
    const first = result.rows[0];
    // No row to carry the total (a page past the end): counted on its own.
    if (!first) return { items: [], total: await this.count(filter, options.search) };
    return { items: result.rows.map((row) => row.data), total: Number(first.total) };
  }

  /** `where` and `params` as `buildWhere` made them; the page's own parameters are added. */
  private findStatement(where: string, params: unknown[], options: FindOptions, extra?: string): string {
    const paged = options.after ? keysetWhere(where, options.sort ?? {}, options.after, params) : where;
    const order = orderColumns(options.sort ?? {}).map(
      ({ expression, collate, direction }) => `${expression}${collate} ${direction}`,
    );
    let sql = `SELECT data${extra ? `, ${extra}` : ''} FROM ${this.table} ${paged} ORDER BY ${order.join(', ')}`;
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` LIMIT $${params.length}`;
    }
    if (options.skip) {
      params.push(options.skip);
      sql += ` OFFSET $${params.length}`;
    }
    return sql;
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

  async ensureSearchIndex(field: string): Promise<void> {
    assertFieldName(field);
    const client = this.client;
    if (!client) throw new Error('ensureSearchIndex runs outside a transaction');
    await this.ensureTable();
    await createSearchIndex(client, this.table, field, { timeoutMs: INDEX_BUILD_TIMEOUT_MS });
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
