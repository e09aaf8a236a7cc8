import {
  type AllStreamRecordedEvent,
  ANY,
  END,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  NO_STREAM,
  START,
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

/**
 * EventStoreDB / KurrentDB. Our stream version n is ESDB revision n-1; a global position is
 * (commit, prepare). Runs the same contract tests as the SQL adapter when EVENTSTORE_URL is set.
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
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const from =
      comparePositions(after, startPosition) === 0 ? START : { commit: after[0], prepare: after[1] };
    // ESDB reads $all from a position inclusively; the event at `after` is skipped.
    for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: limit + 1 })) {
      const event = resolved.event;
      if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) continue;
      const recorded = this.toEvent(event);
      if (comparePositions(recorded.position, after) <= 0) continue;
      events.push(recorded);
      if (events.length >= limit) break;
    }
    return events;
  }

  async headPosition(): Promise<Position | null> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: 'backwards',
      maxCount: 50,
    })) {
      const event = resolved.event;
      if (event && !event.type.startsWith('$') && !event.streamId.startsWith('$')) {
        return [event.position.commit, event.position.prepare];
      }
    }
    return null;
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      await this.client.deleteStream(streamId);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
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
