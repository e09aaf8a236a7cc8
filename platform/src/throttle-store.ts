import type pg from 'pg';
import { DDL_LOCK } from './sql/ddl-lock';
import type { SqlClient } from './sql/sql-client';

/**
 * Where throttle counts live. On PostgreSQL one table that every instance shares; embedded
 * (PGlite is one process) or without SQL, this process's memory.
 */
export type ThrottleStore = { kind: 'postgres'; pool: pg.Pool; table: string } | { kind: 'memory' };

const TABLE = 'throttle_counts';

/**
 * Creates the counts table in the layout `rate-limiter-flexible`'s PostgreSQL limiter expects,
 * under the DDL lock: instances starting together on an empty database would race on it.
 */
export async function openThrottleStore(sql: SqlClient | undefined): Promise<ThrottleStore> {
  if (!sql?.pool) return { kind: 'memory' };
  await sql.transaction(async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
    await db.query(`
      CREATE TABLE IF NOT EXISTS ${TABLE} (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  });
  return { kind: 'postgres', pool: sql.pool, table: TABLE };
}
