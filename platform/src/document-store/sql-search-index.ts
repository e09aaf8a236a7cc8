import { createHash } from 'node:crypto';
import { DDL_LOCK } from '../sql/ddl-lock';
import type { SqlClient } from '../sql/sql-client';
import { adoptGinOptions, GIN_OPTIONS } from './sql-gin-options';

/**
 * `search` is an ILIKE '%term%' over string fields, which no B-tree serves: on 100,000 codes each
 * admin search read the whole table. A trigram index (pg_trgm, GIN) per searched field serves it
 * for terms of three characters or more. The extension comes with PostgreSQL's contrib and with
 * PGlite; a server where this database's user may not create it searches without the index.
 */
const trigrams = new WeakMap<SqlClient, Promise<boolean>>();

/** The text a search compares and its index covers, for a checked field name. */
export const searchedText = (field: string) => `(data ->> '${field}')`;

function trigramsAvailable(client: SqlClient): Promise<boolean> {
  let available = trigrams.get(client);
  if (!available) {
    // Under the DDL lock: services starting together would otherwise race to create it.
    available = client
      .transaction(async (db) => {
        await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
        const { rows } = await db.query('SELECT 1 FROM pg_extension WHERE extname = $1', ['pg_trgm']);
        if (rows.length === 0) await db.query('CREATE EXTENSION pg_trgm');
        return true;
      })
      .catch(() => false);
    trigrams.set(client, available);
  }
  return available;
}

/** Builds the field's trigram index, unless it exists or pg_trgm is missing. */
export async function createSearchIndex(
  client: SqlClient,
  table: string,
  field: string,
  { timeoutMs }: { timeoutMs: number },
): Promise<void> {
  if (!(await trigramsAvailable(client))) return;
  // Index names are global and at most 63 characters: a hash of what the index is for.
  const name = `search_${createHash('sha256').update(`${table}.${field}`).digest('hex').slice(0, 24)}`;
  await client.transaction(
    async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
      await db.query(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin (${searchedText(field)} gin_trgm_ops) WITH (${GIN_OPTIONS})`,
      );
      await adoptGinOptions(db, name);
    },
    { timeoutMs },
  );
}
