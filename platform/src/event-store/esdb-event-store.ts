import {
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  ANY,
  END,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  NO_STREAM,
  type ReadPosition,
  START,
  StreamDeletedError,
  StreamNotFoundError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  comparePositions,
  type EventSchemas,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type RecordedEvent,
  startPosition,
  WrongExpectedVersionError,
} from './event-store';

const SCHEMA_VERSION = '$schemaVersion';
/** Events fetched per request when reading $all; system events in them are skipped. */
const PAGE = 500;

function isSystem(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/**
 * EventStoreDB / KurrentDB. Our stream version n is ESDB revision n-1 (0, no stream, is
 * NO_STREAM); a global position is (commit, prepare); system events ($-prefixed types and
 * streams) never leave the adapter; the event's schema version travels in its metadata.
 * Runs the same contract tests as the SQL adapter when EVENTSTORE_URL is set.
 *
 * $all is written in commit order, so a reader moving by position cannot skip a late commit.
 * A deleted stream is gone from reads of the stream at once, but its events stay in $all until
 * the server's scavenge runs: erasure on EventStoreDB needs a scheduled scavenge.
 */
export class EsdbEventStore implements EventStore {
  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly schemas: EventSchemas,
  ) {}

  static async connect(url: string, schemas: EventSchemas): Promise<EsdbEventStore> {
    const client = EventStoreDBClient.connectionString(url);
    return new EsdbEventStore(client, schemas);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { ...(event.metadata ?? {}), [SCHEMA_VERSION]: this.schemas.versionOf(event.type) },
          }),
        ),
        {
          expectedRevision:
            expectedVersion === 'any' ? ANY : expectedVersion === 0 ? NO_STREAM : BigInt(expectedVersion - 1),
        },
      );
      const position: Position = result.position
        ? [result.position.commit, result.position.prepare]
        : startPosition;
      return { streamVersion: Number(result.nextExpectedRevision) + 1, position };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersion)
        throw new WrongExpectedVersionError(streamId, expectedVersion);
      throw error;
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START })) {
        if (resolved.event) events.push(this.toEvent(resolved.event as AllStreamRecordedEvent));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let from: Position = after;
    // Pages of $all until `limit` events of ours are found or $all ends: a page of nothing
    // but system events must not look like the end.
    for (;;) {
      let fetched = 0;
      let last: Position | undefined;
      const fromPosition =
        comparePositions(from, startPosition) === 0 ? START : { commit: from[0], prepare: from[1] };
      for await (const resolved of this.client.readAll({ fromPosition, maxCount: PAGE })) {
        fetched++;
        const event = resolved.event;
        if (!event?.position) continue;
        const position: Position = [event.position.commit, event.position.prepare];
        // Reads of $all start at `from` inclusively; what was seen before is skipped.
        if (comparePositions(position, from) <= 0) continue;
        last = position;
        if (isSystem(event)) continue;
        events.push(this.toEvent(event));
        if (events.length >= limit) return events;
      }
      if (fetched < PAGE || !last) return events;
      from = last;
    }
  }

  async headPosition(): Promise<Position | null> {
    let from: ReadPosition = END;
    for (;;) {
      let fetched = 0;
      const page = this.client.readAll({ fromPosition: from, direction: 'backwards', maxCount: PAGE });
      for await (const resolved of page as AsyncIterable<AllStreamResolvedEvent>) {
        fetched++;
        const event = resolved.event;
        if (!event?.position) continue;
        if (!isSystem(event)) return [event.position.commit, event.position.prepare];
        from = event.position;
      }
      if (fetched < PAGE) return null;
    }
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      await this.client.deleteStream(streamId);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError || error instanceof StreamDeletedError)) throw error;
    }
  }

  async onAppended(listener: () => void): Promise<() => Promise<void>> {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    subscription.on('data', () => listener());
    subscription.on('error', () => {
      // Readers also poll; a broken subscription only delays them.
    });
    return async () => {
      await subscription.unsubscribe();
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private toEvent(event: AllStreamRecordedEvent): RecordedEvent {
    const { [SCHEMA_VERSION]: schemaVersion, ...metadata } = (event.metadata ?? {}) as Record<
      string,
      unknown
    >;
    return this.schemas.upcast({
      streamId: event.streamId,
      streamVersion: Number(event.revision) + 1,
      position: event.position ? [event.position.commit, event.position.prepare] : startPosition,
      type: event.type,
      schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
      data: event.data,
      metadata,
      recordedAt: event.created.toISOString(),
    });
  }
}
