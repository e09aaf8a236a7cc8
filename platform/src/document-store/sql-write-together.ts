import { assertFieldName } from './document-store';
import { buildWhere } from './sql-filters';
import type { CollectionWrites, GuardedPatch } from './write-together';

/** In the error of a statement whose patch missed (invalid input for type integer). */
export const PATCH_MISSED = 'patch missed:';

/**
 * Every write of a batch, in any number of tables, as one statement: each upsert, delete and
 * patch is a data-modifying WITH query, all run to completion against the same snapshot (a
 * batch writes each document once, so none sees another's change). The row holds, per patch,
 * how many documents it changed.
 */
export function writeTogetherStatement(
  tableOf: (collection: string) => string,
  writes: readonly CollectionWrites[],
  patches: readonly GuardedPatch[],
  {
    allOrNothing = false,
    notice,
  }: { allOrNothing?: boolean; notice?: { channel: string; payload: string } } = {},
): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const queries: string[] = [];
  for (const [i, { collection, upserts, deletes }] of writes.entries()) {
    const table = tableOf(collection);
    if (upserts.length > 0) {
      params.push(JSON.stringify(upserts));
      queries.push(`u${i} AS (INSERT INTO ${table} (id, data)
        SELECT doc ->> 'id', doc FROM jsonb_array_elements($${params.length}::jsonb) AS doc
        ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data)`);
    }
    if (deletes.length > 0) {
      params.push(deletes);
      queries.push(`d${i} AS (DELETE FROM ${table} WHERE id = ANY($${params.length}::text[]))`);
    }
  }
  const counts = patches.map(({ collection, filter, patch }, i) => {
    const { id: _ignored, ...fields } = patch;
    for (const field of Object.keys(fields)) assertFieldName(field);
    const { where } = buildWhere(filter, undefined, params);
    params.push(JSON.stringify(fields));
    queries.push(
      `p${i} AS (UPDATE ${tableOf(collection)} SET data = data || $${params.length}::jsonb ${where} RETURNING 1)`,
    );
    return `(SELECT count(*) FROM p${i})::integer AS p${i}`;
  });
  // All or nothing: a patch that missed fails the statement, and with it every write in it. The
  // failing text is made of a column, so the planner cannot evaluate it ahead of time.
  const guard =
    allOrNothing && patches.length > 0
      ? [
          `CASE WHEN ${patches.map((_, i) => `(SELECT count(*) FROM p${i}) = 1`).join(' AND ')} THEN 1
           ELSE ('${PATCH_MISSED} ' || (SELECT count(*) FROM p0)::text)::integer END AS guard`,
        ]
      : [];
  // Sent at the commit, so only when every write went in; a CTE runs only where it is used.
  const notified = notice ? [`(SELECT count(*) FROM notified)::integer AS notified`] : [];
  if (notice) {
    params.push(notice.channel, notice.payload);
    queries.push(`notified AS (SELECT pg_notify($${params.length - 1}, $${params.length}))`);
  }
  const columns = [...counts, ...guard, ...notified];
  return {
    text: `WITH ${queries.join(', ')} SELECT ${columns.length > 0 ? columns.join(', ') : '1'}`,
    params,
  };
}
