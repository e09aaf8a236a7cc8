import type { Queryable } from '../sql/sql-client';

/**
 * How the document store's GIN indexes (each collection's lookup index, the trigram search
 * indexes) take new entries: into a pending list of at most 64 kB (PostgreSQL's smallest) that is
 * merged into the index in bulk once full. Without the list every written document put each of
 * its entries into the index on its own: on a redemption's batch write that was about half of
 * PostgreSQL's time (decision 0013, sixth round). The list stays small because every lookup and
 * search also reads it: a full one of 64 kB made a lookup at most 0.2 ms slower, where
 * PostgreSQL's default of 4 MB made lookups slow after a burst of writes and the planner prefer a
 * full scan to a search.
 */
const OPTIONS = ['fastupdate=on', 'gin_pending_list_limit=64'];
export const GIN_OPTIONS = OPTIONS.join(', ');

/**
 * An index built before these options (`CREATE INDEX IF NOT EXISTS` leaves it as it is) gets
 * them now; once, since it then has them. Run under the DDL lock, as the statement that creates it.
 */
export async function adoptGinOptions(db: Queryable, index: string): Promise<void> {
  const { rows } = await db.query<{ current: string[] | null }>(
    'SELECT reloptions AS current FROM pg_class WHERE oid = to_regclass($1)',
    [index],
  );
  const current = rows[0]?.current;
  if (!rows[0] || OPTIONS.every((option) => current?.includes(option))) return;
  await db.query(`ALTER INDEX ${index} SET (${GIN_OPTIONS})`);
}
