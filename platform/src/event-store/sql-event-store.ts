import { quoteIdent, type SqlClient } from '../sql/sql-client';
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

const APPENDED_CHANNEL = 'events_appended';
const UNIQUE_VIOLATION = '23505';

interface EventRow {
  stream_id: string;
  stream_version: number;
  tx: string;
  position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: string | Date;
}

/**
 * Events in one PostgreSQL table (PGlite or server). Appends take the stream's expected
 * version (UNIQUE(stream_id, stream_version) settles races). Readers move by
 * (transaction id, position) and only see transactions older than the oldest one still
 * running, so an event that commits late is never skipped.
 */
export class SqlEventStore implements EventStore {
  private constructor(
    private readonly sql: SqlClient,
    private readonly table: string,
    private readonly schemas: EventSchemas,
  ) {}

  static async open(
    sql: SqlClient,
    options: { table?: string; schemas?: EventSchemas } = {},
  ): Promise<SqlEventStore> {
    const table = quoteIdent(options.table ?? 'events');
    await sql.query(`
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
    await sql.query(
      `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${options.table ?? 'events'}_tx_position`)} ON ${table} (tx_id, position)`,
    );
    return new SqlEventStore(sql, table, options.schemas ?? unversionedSchemas);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const batch = JSON.stringify(
      events.map((event) => ({
        type: event.type,
        schemaVersion: this.schemas.versionOf(event.type),
        data: event.data,
        metadata: event.metadata ?? {},
      })),
    );
    const expected = expectedVersion === 'any' ? null : expectedVersion;
    for (let attempt = 0; ; attempt++) {
      try {
        // One statement, so one round trip and one short implicit transaction: read the
        // stream's version, insert when it is the expected one, and notify readers on commit.
        const result = await this.sql.query<{ version: number; tx: string | null; position: string | null }>(
          `WITH current AS (
             SELECT coalesce(max(stream_version), 0) AS version FROM ${this.table} WHERE stream_id = $1
           ), inserted AS (
             INSERT INTO ${this.table} (stream_id, stream_version, type, schema_version, data, metadata)
             SELECT $1, current.version + e.ord, e.event ->> 'type', (e.event ->> 'schemaVersion')::integer,
                    e.event -> 'data', e.event -> 'metadata'
             FROM current, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(event, ord)
             WHERE $2::integer IS NULL OR current.version = $2::integer
             ORDER BY e.ord
             RETURNING tx_id, position
           ), last AS (
             SELECT tx_id::text AS tx, position::text AS position FROM inserted ORDER BY position DESC LIMIT 1
           )
           SELECT current.version, last.tx, last.position,
                  CASE WHEN last.tx IS NOT NULL THEN pg_notify($4, left($1, 200)) END AS notified
           FROM current LEFT JOIN last ON true`,
          [streamId, expected, batch, APPENDED_CHANNEL],
        );
        const row = result.rows[0]!;
        if (row.tx === null || row.position === null) {
          throw new WrongExpectedVersionError(streamId, expectedVersion);
        }
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

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await this.sql.query<EventRow>(
      `${this.selectColumns()} WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return result.rows.map((row) => this.toEvent(row));
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const result = await this.sql.query<EventRow>(
      `${this.selectColumns()}
       WHERE (tx_id, position) > ($1::text::xid8, $2::bigint)
         AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY tx_id, position
       LIMIT $3`,
      [after[0].toString(), after[1].toString(), limit],
    );
    return result.rows.map((row) => this.toEvent(row));
  }

  async headPosition(): Promise<Position | null> {
    const result = await this.sql.query<{ tx: string; position: string }>(
      `SELECT tx_id::text AS tx, position::text AS position FROM ${this.table}
       WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY tx_id DESC, position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return row ? [BigInt(row.tx), BigInt(row.position)] : null;
  }

  async deleteStream(streamId: string): Promise<void> {
    await this.sql.query(`DELETE FROM ${this.table} WHERE stream_id = $1`, [streamId]);
  }

  onAppended(listener: () => void): Promise<() => Promise<void>> {
    return this.sql.listen(APPENDED_CHANNEL, () => listener());
  }

  async close(): Promise<void> {
    // The SQL client is shared with the document store; its owner closes it.
  }

  private selectColumns(): string {
    return `SELECT stream_id, stream_version, tx_id::text AS tx, position::text AS position, type,
              schema_version, data, metadata, recorded_at FROM ${this.table}`;
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
      recordedAt: new Date(row.recorded_at).toISOString(),
    });
  }
}
