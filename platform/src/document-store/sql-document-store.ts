import type { Queryable, SqlClient } from '../sql/sql-client';
import {
  assertCollectionName,
  assertFieldName,
  type Collection,
  type Document,
  type DocumentStore,
  escapeLike,
  type Filter,
  type FindOptions,
  type Search,
} from './document-store';

const TABLE_PREFIX = 'doc_';

/** Shared between a store and the stores of its transactions: tables known to exist. */
interface Schema {
  created: Set<string>;
}

/**
 * Documents as JSONB rows, one table per collection (`doc_<name>`). Equality filters use
 * containment (`@>`) so the GIN index serves them.
 */
export class SqlDocumentStore implements DocumentStore {
  private constructor(
    private readonly client: SqlClient | undefined,
    private readonly db: Queryable,
    private readonly schema: Schema,
  ) {}

  static open(sql: SqlClient): SqlDocumentStore {
    return new SqlDocumentStore(sql, sql, { created: new Set() });
  }

  collection<T extends Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new SqlCollection<T>(this.db, name, () => this.ensureTable(name));
  }

  async transaction<R>(work: (store: DocumentStore) => Promise<R>): Promise<R> {
    if (!this.client) return work(this);
    return this.client.transaction((tx) => work(new SqlDocumentStore(undefined, tx, this.schema)));
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.db.query(`DROP TABLE IF EXISTS ${TABLE_PREFIX}${name}`);
    this.schema.created.delete(name);
  }

  async listCollections(): Promise<string[]> {
    const result = await this.db.query<{ name: string }>(
      `SELECT substr(tablename, ${TABLE_PREFIX.length + 1}) AS name FROM pg_tables
       WHERE schemaname = current_schema() AND tablename LIKE '${TABLE_PREFIX}%' ORDER BY tablename`,
    );
    return result.rows.map((row) => row.name);
  }

  async close(): Promise<void> {
    // The SQL client is shared with the event store; its owner closes it.
  }

  private async ensureTable(name: string): Promise<void> {
    if (this.schema.created.has(name)) return;
    const table = `${TABLE_PREFIX}${name}`;
    await this.db.query(`CREATE TABLE IF NOT EXISTS ${table} (id text PRIMARY KEY, data jsonb NOT NULL)`);
    await this.db.query(
      `CREATE INDEX IF NOT EXISTS ${table}_data ON ${table} USING gin (data jsonb_path_ops)`,
    );
    this.schema.created.add(name);
  }
}

const rangeOperators = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

class SqlCollection<T extends Document> implements Collection<T> {
  private readonly table: string;

  constructor(
    private readonly db: Queryable,
    name: string,
    private readonly ensureTable: () => Promise<void>,
  ) {
    this.table = `${TABLE_PREFIX}${name}`;
  }

  async get(id: T['id']): Promise<T | null> {
    await this.ensureTable();
    const result = await this.db.query<{ data: T }>(`SELECT data FROM ${this.table} WHERE id = $1`, [
      String(id),
    ]);
    return result.rows[0]?.data ?? null;
  }

  async upsert(doc: T): Promise<void> {
    await this.ensureTable();
    await this.db.query(
      `INSERT INTO ${this.table} (id, data) VALUES ($1, $2::jsonb)
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
      [String(doc.id), JSON.stringify(doc)],
    );
  }

  async update(id: T['id'], patch: Partial<T>): Promise<boolean> {
    await this.ensureTable();
    const { id: _ignored, ...fields } = patch as Record<string, unknown>;
    const result = await this.db.query(
      `UPDATE ${this.table} SET data = data || $2::jsonb WHERE id = $1 RETURNING id`,
      [String(id), JSON.stringify(fields)],
    );
    return result.rows.length > 0;
  }

  async delete(id: T['id']): Promise<boolean> {
    await this.ensureTable();
    const result = await this.db.query(`DELETE FROM ${this.table} WHERE id = $1 RETURNING id`, [String(id)]);
    return result.rows.length > 0;
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
    const order = Object.entries(options.sort ?? {}).map(([field, direction]) => {
      assertFieldName(field);
      params.push(field);
      return `data -> $${params.length} ${direction === -1 ? 'DESC' : 'ASC'}`;
    });
    order.push('id');
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

function buildWhere(filter: Filter, search: Search | undefined): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const equal: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    assertFieldName(field);
    if (condition === null || typeof condition !== 'object') {
      if (condition === null) {
        params.push(field);
        clauses.push(`(data -> $${params.length} IS NULL OR data -> $${params.length} = 'null'::jsonb)`);
      } else {
        equal[field] = condition;
      }
      continue;
    }
    params.push(field);
    const fieldParam = `$${params.length}`;
    if ('$in' in condition) {
      params.push(JSON.stringify(condition.$in));
      clauses.push(`data -> ${fieldParam} IN (SELECT jsonb_array_elements($${params.length}::jsonb))`);
    } else if ('$has' in condition) {
      params.pop();
      params.push(JSON.stringify({ [field]: [condition.$has] }));
      clauses.push(`data @> $${params.length}::jsonb`);
    } else if ('$ne' in condition) {
      params.push(JSON.stringify(condition.$ne));
      clauses.push(`data -> ${fieldParam} IS DISTINCT FROM $${params.length}::jsonb`);
    } else {
      const [operator, value] = Object.entries(condition)[0] as [keyof typeof rangeOperators, unknown];
      const sqlOperator = rangeOperators[operator];
      if (!sqlOperator) throw new Error(`Unsupported filter operator ${operator}`);
      params.push(JSON.stringify(value));
      clauses.push(`data -> ${fieldParam} ${sqlOperator} $${params.length}::jsonb`);
    }
  }
  if (Object.keys(equal).length > 0) {
    params.push(JSON.stringify(equal));
    clauses.push(`data @> $${params.length}::jsonb`);
  }
  if (search && search.term.trim() !== '' && search.fields.length > 0) {
    params.push(`%${escapeLike(search.term.trim())}%`);
    const termParam = `$${params.length}`;
    const ors = search.fields.map((field) => {
      assertFieldName(field);
      params.push(field);
      return `data ->> $${params.length} ILIKE ${termParam}`;
    });
    clauses.push(`(${ors.join(' OR ')})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
