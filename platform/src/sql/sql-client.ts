import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * One SQL connection abstraction over PGlite (embedded, one connection in-process) and `pg`
 * (a pool against a PostgreSQL server), so the event store and the document store have one
 * adapter each for both.
 */
export interface SqlClient extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The `pg` pool behind a PostgreSQL client, for libraries that take one (the throttles). */
  readonly pool?: pg.Pool;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `onNotify` for each NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | undefined): Promise<SqlClient> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) => ({
            rows: (await tx.query<Row>(sql, params)).rows,
          }),
        }),
      ),
    listen: async (channel, onNotify) => {
      const unsubscribe = await db.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => db.close(),
  };
}

/**
 * A statement with parameters becomes a named prepared statement: each connection parses and
 * plans it once instead of on every call (the texts come from code, so there are few of them).
 */
function statement(text: string, values: unknown[]): pg.QueryConfig {
  if (values.length === 0) return { text, values };
  return { name: `et_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`, text, values };
}

// bigint (int8) as JS string by default; numeric ids stay strings until mapped.
export async function openPostgres(connectionString: string, max = 10): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  await pool.query('SELECT 1');
  let listener: pg.PoolClient | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.PoolClient> {
    if (listener) return listener;
    const client = await pool.connect();
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    listener = client;
    return client;
  }

  return {
    kind: 'postgres',
    pool,
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await pool.query(statement(sql, params));
      return { rows: result.rows as Row[] };
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(statement(sql, params))).rows as Row[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onNotify) => {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      listener?.release();
      listener = undefined;
      await pool.end();
    },
  };
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return `"${name}"`;
}
