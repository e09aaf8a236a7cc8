import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type pg from 'pg';
import type { ConnectionChange } from './postgres-listener';

export interface QueryOptions {
  /**
   * False for a text made up per call (a batch's writes to whichever collections it touched):
   * PostgreSQL keeps every prepared statement for the life of the connection.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: Row[] }>;
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
  /**
   * The time limit of each statement, when the database can go away (PostgreSQL); PGlite runs
   * in-process and has none.
   */
  readonly statementTimeoutMs?: number;
  /** All of `work` or nothing; `timeoutMs` raises the statement time limit (e.g. building an index). */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
  /** Calls `onNotify` for each NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Hears when the notification connection is lost and when it is back: notifications sent in
   * between are lost, so a watcher re-reads what it tracks on 'resumed'.
   */
  onConnectionChange(watcher: (change: ConnectionChange) => void): () => void;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export type { ConnectionChange } from './postgres-listener';

export async function openPglite(dataDir: string | undefined): Promise<SqlClient> {
  // pg_trgm: the search indexes of the document store (sql-search-index.ts).
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
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
    // In-process: nothing to lose.
    onConnectionChange: () => () => {},
    notify: async (channel, payload) => {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => db.close(),
  };
}

export { quoteIdent } from './identifiers';
export { DEFAULT_DATABASE_TIMEOUT_MS, openPostgres, type PostgresOptions } from './postgres-client';
