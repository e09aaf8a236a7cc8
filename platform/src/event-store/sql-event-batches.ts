import type { EventSchemas, ExpectedVersion, NewEvent } from './event-store';

export const APPENDED_CHANNEL = 'events_appended';

export interface AppendRequest {
  streamId: string;
  events: NewEvent[];
  expectedVersion: ExpectedVersion;
}

/**
 * Time the server keeps between the last moment it accepts an append's COMMIT and the moment the
 * client gives up waiting for its answer: the commit's own work, the way back and clock skew.
 */
const COMMIT_MARGIN_MS = 250;

/**
 * When the server must refuse the append's COMMIT (epoch seconds, the server's clock): the
 * client's time limit counted from now, minus a margin. Counted from when the server reads the
 * statement, a statement sent to a frozen server would start its time limit only at the thaw,
 * long after the client had answered 503, and commit. `serverAheadMs`: see `ServerClock`.
 */
export const appendDeadline = (timeoutMs: number, serverAheadMs: number) =>
  (Date.now() + serverAheadMs + timeoutMs - COMMIT_MARGIN_MS) / 1000;

const deadlineColumn = (param: number) =>
  `, set_config('et.append_deadline', $${param}::float8::text, true) AS deadline`;

/**
 * Appends to several streams in one statement, at most one append per stream. Each stream's
 * events go in only if its version is the expected one, so a stale append fails alone (its row
 * comes back without a position); a concurrent writer that takes a version first makes the
 * whole statement fail on the unique index, and the caller then appends one by one. Rows go in
 * in stream order, not the callers': two instances appending to the same streams in other orders
 * would each hold one stream's row and wait for the other's, a deadlock PostgreSQL ends only
 * after a second, failing every append of one statement.
 * Rows: `k` (the request's index), the stream's `version` before, and `tx`/`position` of its
 * last event when appended.
 */
export function appendBatchStatement(
  table: string,
  requests: readonly AppendRequest[],
  schemas: EventSchemas,
  deadline: number | undefined,
): { text: string; params: unknown[] } {
  const input = requests.map(({ streamId, events, expectedVersion }, k) => ({
    k,
    stream_id: streamId,
    expected: expectedVersion === 'any' ? null : expectedVersion,
    events: events.map((event) => ({
      type: event.type,
      schemaVersion: schemas.versionOf(event.type),
      data: event.data,
      metadata: event.metadata ?? {},
    })),
  }));
  const text = `
    WITH input AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS i (k integer, stream_id text, expected integer, events jsonb)
    ), head AS (
      SELECT input.*, (SELECT coalesce(max(stream_version), 0) FROM ${table} e WHERE e.stream_id = input.stream_id)
             AS version${deadline === undefined ? '' : deadlineColumn(2)}
      FROM input
    ), inserted AS (
      INSERT INTO ${table} (stream_id, stream_version, type, schema_version, data, metadata)
      SELECT head.stream_id, head.version + new.n, new.event ->> 'type', (new.event ->> 'schemaVersion')::integer,
             new.event -> 'data', new.event -> 'metadata'
      FROM head, jsonb_array_elements(head.events) WITH ORDINALITY AS new (event, n)
      WHERE head.expected IS NULL OR head.version = head.expected
      ORDER BY head.stream_id, new.n
      RETURNING stream_id, position
    ), last AS (
      SELECT stream_id, max(position) AS position FROM inserted GROUP BY stream_id
    ), notified AS (
      SELECT pg_notify('${APPENDED_CHANNEL}', 'batch') FROM (SELECT 1 FROM last LIMIT 1) AS appended
    )
    SELECT head.k, head.version, last.position::text AS position,
           CASE WHEN last.position IS NOT NULL THEN pg_current_xact_id()::text END AS tx
    FROM head LEFT JOIN last ON last.stream_id = head.stream_id LEFT JOIN notified ON true`;
  return {
    text,
    params: deadline === undefined ? [JSON.stringify(input)] : [JSON.stringify(input), deadline],
  };
}

/**
 * One append as one statement, so one round trip and the shortest possible transaction:
 * readers wait for the oldest running transaction, and concurrent appends to a stream wait for
 * each other's commit on the unique index. No row comes back with a position when the stream
 * was not at the expected version.
 */
export function appendStatement(
  table: string,
  { streamId, events, expectedVersion }: AppendRequest,
  schemas: EventSchemas,
  deadline: number | undefined,
): { text: string; params: unknown[] } {
  const params: unknown[] = [streamId, expectedVersion === 'any' ? null : expectedVersion];
  const rows = events.map((event, i) => {
    params.push(
      event.type,
      schemas.versionOf(event.type),
      JSON.stringify(event.data),
      JSON.stringify(event.metadata ?? {}),
    );
    const p = params.length;
    return `(${i + 1}, $${p - 3}, $${p - 2}::integer, $${p - 1}::jsonb, $${p}::jsonb)`;
  });
  const deadlineClause = deadline === undefined ? '' : deadlineColumn(params.push(deadline));
  const text = `
    WITH head AS (
      SELECT coalesce(max(stream_version), 0) AS version${deadlineClause}
      FROM ${table} WHERE stream_id = $1
    ), inserted AS (
      INSERT INTO ${table} (stream_id, stream_version, type, schema_version, data, metadata)
      SELECT $1, head.version + new.n, new.type, new.schema_version, new.data, new.metadata
      FROM head, (VALUES ${rows.join(', ')}) AS new (n, type, schema_version, data, metadata)
      WHERE $2::integer IS NULL OR head.version = $2::integer
      RETURNING tx_id, position
    ), last AS (
      SELECT tx_id, position FROM inserted ORDER BY position DESC LIMIT 1
    )
    SELECT head.version, last.tx_id::text AS tx, last.position::text AS position,
           CASE WHEN last.position IS NOT NULL THEN pg_notify('${APPENDED_CHANNEL}', left($1, 200)) END
    FROM head LEFT JOIN last ON true`;
  return { text, params };
}
