import { DDL_LOCK } from '../sql/ddl-lock';
import { SameTurnBatch } from '../sql/same-turn-batch';
import { ServerClock } from '../sql/server-clock';
import { type Queryable, quoteIdent, type SqlClient } from '../sql/sql-client';
import {
  type AppendResult,
  type EventSchemas,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type RecordedEvent,
  unversionedSchemas,
  WrongExpectedVersionError,
} from './event-store';
import {
  APPENDED_CHANNEL,
  type AppendRequest,
  appendBatchStatement,
  appendDeadline,
  appendStatement,
} from './sql-event-batches';

const UNIQUE_VIOLATION = '23505';
/**
 * The time as an ISO string (what `Date.toISOString` writes, to the millisecond), made by the
 * database: parsing a timestamp into a Date and printing it again was a tenth of a replay.
 */
const RECORDED_AT = `to_char(date_trunc('milliseconds', e.recorded_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Refuses a COMMIT that the server reaches after the appending client has given up waiting for
 * it (a frozen server, thawed later): that client answered 503, so its events must not appear.
 * The deadline is set per transaction (`et.append_deadline`, seconds since the epoch, server
 * clock); without it (PGlite, other writers) nothing is checked.
 */
const APPEND_DEADLINE_FUNCTION = `
  CREATE OR REPLACE FUNCTION et_refuse_late_append() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF extract(epoch FROM clock_timestamp()) > nullif(current_setting('et.append_deadline', true), '')::float8 THEN
      RAISE EXCEPTION 'the append reached its commit after the client gave up' USING ERRCODE = '57014';
    END IF;
    RETURN NULL;
  END $$`;

interface EventRow {
  stream_id: string;
  stream_version: number;
  tx: string;
  position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: string;
}

/**
 * Events in one PostgreSQL table (PGlite or server). Appends take the stream's expected
 * version (UNIQUE(stream_id, stream_version) settles races). Readers move by
 * (transaction id, position) and only see transactions older than the oldest one still
 * running, so an event that commits late is never skipped.
 */
export class SqlEventStore implements EventStore {
  /**
   * Appends and stream reads asked for in the same turn of the event loop go out as one
   * statement (a command reads its stream, decides, appends: under load many do so in step).
   */
  private readonly appends = new SameTurnBatch<AppendRequest, AppendResult>(
    (requests) => this.appendBatch(requests),
    { accepts: (batch, request) => !batch.some((taken) => taken.streamId === request.streamId) },
  );
  private readonly reads = new SameTurnBatch<string, RecordedEvent[]>((streamIds) =>
    this.readStreams(streamIds),
  );

  private constructor(
    private readonly sql: SqlClient,
    private readonly table: string,
    private readonly schemas: EventSchemas,
    /** The server's clock, for the append deadline; none on PGlite. */
    private readonly serverClock?: ServerClock,
  ) {}

  static async open(
    sql: SqlClient,
    options: { table?: string; schemas?: EventSchemas } = {},
  ): Promise<SqlEventStore> {
    const table = quoteIdent(options.table ?? 'events');
    // Under the DDL lock: services starting together on an empty database would otherwise race
    // here (a unique violation on pg_type) and one of them would exit.
    await sql.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
      await db.query(`
      CREATE TABLE IF NOT EXISTS ${table} (
        position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, stream_version)
      )`);
      await db.query(
        `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${options.table ?? 'events'}_tx_position`)} ON ${table} (tx_id, position)`,
      );
      // Only a server can freeze and thaw; PGlite runs in this process.
      if (sql.kind === 'postgres') await installAppendDeadline(db, options.table ?? 'events');
    });
    const clock = sql.kind === 'postgres' ? await ServerClock.measure(sql) : undefined;
    return new SqlEventStore(sql, table, options.schemas ?? unversionedSchemas, clock);
  }

  /** With other appends of the same turn, in one statement (`appends`). */
  async append(
    streamId: string,
    events: NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    return this.appends.add({ streamId, events, expectedVersion });
  }

  private async appendBatch(requests: AppendRequest[]): Promise<Array<AppendResult | Error>> {
    const one = (request: AppendRequest) => this.appendOne(request).catch((error: Error) => error);
    if (requests.length === 1) return [await one(requests[0]!)];
    const { text, params } = appendBatchStatement(this.table, requests, this.schemas, this.deadline());
    let rows: Array<{ k: number; version: string; tx: string | null; position: string | null }>;
    try {
      rows = (await this.sql.query<(typeof rows)[number]>(text, params)).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      // Another writer took a version one of these streams was to get: nothing went in, and
      // each append is tried on its own (which retries an 'any' and refuses a stale one).
      return Promise.all(requests.map(one));
    }
    const byRequest = new Map(rows.map((row) => [Number(row.k), row]));
    return requests.map(({ streamId, events, expectedVersion }, k) => {
      const row = byRequest.get(k)!;
      if (row.tx === null || row.position === null)
        return new WrongExpectedVersionError(streamId, expectedVersion);
      return {
        streamVersion: Number(row.version) + events.length,
        position: [BigInt(row.tx), BigInt(row.position)],
      };
    });
  }

  /** The COMMIT deadline of an append sent now; none where nothing can freeze (PGlite). */
  private deadline(): number | undefined {
    const timeoutMs = this.sql.statementTimeoutMs;
    if (timeoutMs === undefined || !this.serverClock) return undefined;
    return appendDeadline(timeoutMs, this.serverClock.offsetMs());
  }

  private async appendOne({ streamId, events, expectedVersion }: AppendRequest): Promise<AppendResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        const { text, params } = appendStatement(
          this.table,
          { streamId, events, expectedVersion },
          this.schemas,
          this.deadline(),
        );
        const result = await this.sql.query<{ version: string; tx: string | null; position: string | null }>(
          text,
          params,
        );
        const row = result.rows[0]!;
        if (row.tx === null || row.position === null)
          throw new WrongExpectedVersionError(streamId, expectedVersion);
        return {
          streamVersion: Number(row.version) + events.length,
          position: [BigInt(row.tx), BigInt(row.position)],
        };
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // Someone appended to the same stream at the same moment.
        if (expectedVersion !== 'any' || attempt >= 50)
          throw new WrongExpectedVersionError(streamId, expectedVersion);
      }
    }
  }

  readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.reads.add(streamId);
  }

  private async readStreams(streamIds: string[]): Promise<RecordedEvent[][]> {
    const distinct = [...new Set(streamIds)];
    const result =
      distinct.length === 1
        ? await this.sql.query<EventRow>(
            `${this.selectColumns()} WHERE stream_id = $1 ORDER BY stream_version`,
            distinct,
          )
        : await this.sql.query<EventRow>(
            `${this.selectColumns()} WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_version`,
            [distinct],
          );
    const byStream = new Map<string, EventRow[]>();
    for (const row of result.rows) {
      const rows = byStream.get(row.stream_id);
      if (rows) rows.push(row);
      else byStream.set(row.stream_id, [row]);
    }
    // Each caller gets events of its own (upcasting may build new ones; callers may keep them).
    return streamIds.map((streamId) => (byStream.get(streamId) ?? []).map((row) => this.toEvent(row)));
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const result = await this.sql.query<EventRow>(
      `${this.selectColumns()}
       WHERE (tx_id, position) > ($1::text::xid8, $2::bigint)
         AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY e.tx_id, e.position
       LIMIT $3`,
      [after[0].toString(), after[1].toString(), limit],
    );
    return result.rows.map((row) => this.toEvent(row));
  }

  async headPosition(): Promise<Position | null> {
    const result = await this.sql.query<{ tx: string; position: string }>(
      `SELECT tx_id::text AS tx, position::text AS position FROM ${this.table} e
       WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY e.tx_id DESC, e.position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return row ? [BigInt(row.tx), BigInt(row.position)] : null;
  }

  async deleteStream(streamId: string): Promise<void> {
    await this.sql.query(`DELETE FROM ${this.table} WHERE stream_id = $1`, [streamId]);
  }

  async onAppended(listener: () => void): Promise<() => Promise<void>> {
    const unlisten = await this.sql.listen(APPENDED_CHANNEL, () => listener());
    // Appends announced while the connection was cut off were not heard: look once it is back.
    const unwatch = this.sql.onConnectionChange((change) => {
      if (change === 'resumed') listener();
    });
    return async () => {
      unwatch();
      await unlisten();
    };
  }

  async close(): Promise<void> {
    // The SQL client is shared with the document store; its owner closes it.
  }

  /**
   * As `e`: the text columns are named like the table's, and an ORDER BY of a bare name would
   * sort by the text (position 10 before 9 within one transaction); orders name `e.` columns.
   */
  private selectColumns(): string {
    return `SELECT stream_id, stream_version, tx_id::text AS tx, position::text AS position, type,
              schema_version, data, metadata, ${RECORDED_AT} AS recorded_at FROM ${this.table} e`;
  }

  private toEvent(row: EventRow): RecordedEvent {
    return this.schemas.upcast({
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      position: [BigInt(row.tx), BigInt(row.position)],
      type: row.type,
      schemaVersion: Number(row.schema_version),
      data: row.data,
      metadata: row.metadata ?? {},
      recordedAt: row.recorded_at,
    });
  }
}

async function installAppendDeadline(db: Queryable, tableName: string): Promise<void> {
  await db.query(APPEND_DEADLINE_FUNCTION);
  const trigger = `${tableName}_refuse_late_append`;
  const exists = await db.query('SELECT 1 FROM pg_trigger WHERE tgname = $1 AND tgrelid = $2::regclass', [
    trigger,
    quoteIdent(tableName),
  ]);
  if (exists.rows.length > 0) return;
  // Deferred: it runs at COMMIT, the moment that matters.
  await db.query(
    `CREATE CONSTRAINT TRIGGER ${quoteIdent(trigger)} AFTER INSERT ON ${quoteIdent(tableName)}
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION et_refuse_late_append()`,
  );
}
