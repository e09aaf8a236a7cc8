import { DDL_LOCK } from '../sql/ddl-lock';
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

const APPENDED_CHANNEL = 'events_appended';
const UNIQUE_VIOLATION = '23505';

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
    return new SqlEventStore(sql, table, options.schemas ?? unversionedSchemas);
  }

  /**
   * One statement, so one round trip and the shortest possible transaction: readers wait for
   * the oldest running transaction, and concurrent appends to a stream wait for each other's
   * commit on the unique index.
   */
  async append(
    streamId: string,
    events: NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const params: unknown[] = [streamId, expectedVersion === 'any' ? null : expectedVersion];
    const rows = events.map((event, i) => {
      params.push(
        event.type,
        this.schemas.versionOf(event.type),
        JSON.stringify(event.data),
        JSON.stringify(event.metadata ?? {}),
      );
      const p = params.length;
      return `(${i + 1}, $${p - 3}, $${p - 2}::integer, $${p - 1}::jsonb, $${p}::jsonb)`;
    });
    // The client waits at most statementTimeoutMs for the answer, which includes the COMMIT.
    const deadline =
      this.sql.statementTimeoutMs === undefined
        ? ''
        : `, set_config('et.append_deadline', (extract(epoch FROM clock_timestamp()) + $${params.push(this.sql.statementTimeoutMs)} / 1000.0)::text, true)`;
    const statement = `
      WITH head AS (
        SELECT coalesce(max(stream_version), 0) AS version${deadline}
        FROM ${this.table} WHERE stream_id = $1
      ), inserted AS (
        INSERT INTO ${this.table} (stream_id, stream_version, type, schema_version, data, metadata)
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
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.sql.query<{ version: string; tx: string | null; position: string | null }>(
          statement,
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
