import {
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  ANY,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  NO_STREAM,
  type ReadPosition,
  START,
  streamNameFilter,
} from '@eventstore/db-client';
import { isMissingStream, isNothingToDelete, isWrongVersion } from './esdb-errors';
import { readFilteredPage } from './esdb-filtered-read';
import { type StreamNames, streamNames } from './esdb-stream-prefix';
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
const MIN_PAGE = 64;
const RESUBSCRIBE_MIN_MS = 250;
const RESUBSCRIBE_MAX_MS = 30_000;

/** Reads a driver stream to its end; the driver closes the gRPC call when it ends. */
async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

function isSystem(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export interface EsdbOptions {
  /** Keeps this app's streams apart from others on the server (EVENTSTORE_STREAM_PREFIX). */
  streamPrefix?: string;
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
 *
 * With a stream prefix every stream id is mapped to the server's name on the way in and back on
 * the way out (esdb-stream-prefix.ts); $all shows only the prefix's streams. A scavenge is for
 * the whole server and needs no prefix.
 */
export class EsdbEventStore implements EventStore {
  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly schemas: EventSchemas,
    private readonly names: StreamNames,
  ) {}

  static async connect(
    url: string,
    schemas: EventSchemas,
    options: EsdbOptions = {},
  ): Promise<EsdbEventStore> {
    const names = streamNames(options.streamPrefix);
    const client = EventStoreDBClient.connectionString(url);
    return new EsdbEventStore(client, schemas, names);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        this.names.toServer(streamId),
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
      if (isWrongVersion(error)) throw new WrongExpectedVersionError(streamId, expectedVersion);
      throw error;
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(this.names.toServer(streamId), {
        fromRevision: START,
      })) {
        if (resolved.event) events.push(this.toEvent(resolved.event as AllStreamRecordedEvent));
      }
    } catch (error) {
      if (isMissingStream(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let from: Position = after;
    // Pages of $all until `limit` events of ours are found or $all ends: a page of nothing
    // but system or erased events must not look like the end.
    while (events.length < limit) {
      const { page, end } = await this.pageOfAll(from, limit - events.length);
      const last = page[page.length - 1]?.position;
      const candidates = page.filter((event) => this.isOurs(event));
      for (const event of await this.withoutErased(candidates)) events.push(this.toEvent(event));
      if (end || !last) break;
      from = [last.commit, last.prepare];
    }
    return events.slice(0, limit);
  }

  /**
   * Events after `from`, at least `wanted` unless $all ends first. With a prefix the server
   * filters; without one, each page is read to its end (maxCount bounds it), so no driver stream
   * is left open half-read.
   */
  private async pageOfAll(
    from: Position,
    wanted: number,
  ): Promise<{ page: AllStreamRecordedEvent[]; end: boolean }> {
    // Never a tiny page, or a run of system events (erasures write one per deleted stream)
    // costs a request each.
    const maxCount = Math.min(PAGE, Math.max(MIN_PAGE, wanted + 1));
    if (this.names.serverPrefix) {
      const { events, end } = await readFilteredPage(this.client, this.names.serverPrefix, from, maxCount);
      return { page: events, end };
    }
    const fromPosition =
      comparePositions(from, startPosition) === 0 ? START : { commit: from[0], prepare: from[1] };
    // Reads of $all start at `from` inclusively: that event is skipped.
    const read = await collect(this.client.readAll({ fromPosition, maxCount }));
    const page = read.flatMap(({ event }): AllStreamRecordedEvent[] =>
      event?.position && comparePositions([event.position.commit, event.position.prepare], from) > 0
        ? [event]
        : [],
    );
    return { page, end: read.length < maxCount };
  }

  /** Not the server's own, and under our prefix when there is one. */
  private isOurs(event: { type: string; streamId: string }): boolean {
    return !isSystem(event) && this.names.fromServer(event.streamId) !== undefined;
  }

  /**
   * Reads backwards in growing pages: the newest event is usually ours, so one event is read.
   * The driver reads $all backwards without a filter, so a prefix is applied here: another
   * app's events after our newest cost a read each page.
   */
  async headPosition(): Promise<Position | null> {
    let from: ReadPosition = END;
    for (let maxCount = 1; ; maxCount = Math.min(PAGE, maxCount * 16)) {
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({
          fromPosition: from,
          direction: 'backwards',
          maxCount,
        }) as AsyncIterable<AllStreamResolvedEvent>,
      );
      const candidates = page.flatMap(({ event }): AllStreamRecordedEvent[] =>
        event?.position && this.isOurs(event) ? [event] : [],
      );
      const [newest] = await this.withoutErased(candidates);
      if (newest?.position) return [newest.position.commit, newest.position.prepare];
      const oldest: ReadPosition | undefined = page[page.length - 1]?.event?.position;
      if (page.length < maxCount || !oldest) return null;
      from = oldest;
    }
  }

  /**
   * A soft-deleted stream keeps its events in $all until a scavenge; its metadata's truncate-before
   * says which revisions are gone. Filtering them here keeps erased data out of every reader
   * (projections, rebuilds) at once, as on the SQL adapter (decision 0011).
   */
  private async withoutErased(events: AllStreamRecordedEvent[]): Promise<AllStreamRecordedEvent[]> {
    const streams = [...new Set(events.map((event) => event.streamId))];
    const truncatedBefore = new Map(
      await Promise.all(
        streams.map(async (stream) => {
          const { metadata } = await this.client.getStreamMetadata(stream);
          const before = metadata?.truncateBefore;
          return [stream, typeof before === 'number' ? before : 0] as const;
        }),
      ),
    );
    return events.filter((event) => Number(event.revision) >= (truncatedBefore.get(event.streamId) ?? 0));
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      await this.client.deleteStream(this.names.toServer(streamId), { expectedRevision: ANY });
    } catch (error) {
      if (!isNothingToDelete(error)) throw error;
    }
  }

  /**
   * Wakes `listener` on appends. A subscription that fails (server restart, leader change) is
   * opened again with back-off, and the listener is woken once it is, since appends made
   * meanwhile were not announced; readers also poll, so the gap only delays them.
   */
  async onAppended(listener: () => void): Promise<() => Promise<void>> {
    let stopped = false;
    let subscription: ReturnType<EventStoreDBClient['subscribeToAll']> | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delayMs = RESUBSCRIBE_MIN_MS;
    const subscribe = (afterFailure: boolean) => {
      if (stopped) return;
      const current = this.client.subscribeToAll({
        fromPosition: END,
        // Only appends to our streams wake us: another app's burst costs us nothing.
        filter: this.names.serverPrefix
          ? streamNameFilter({ prefixes: [this.names.serverPrefix] })
          : excludeSystemEvents(),
      });
      subscription = current;
      current.on('confirmation', () => {
        delayMs = RESUBSCRIBE_MIN_MS;
        if (afterFailure) listener();
      });
      current.on('data', () => listener());
      let failed = false;
      const fail = () => {
        if (failed || stopped) return;
        failed = true;
        current.unsubscribe().catch(() => {});
        retry = setTimeout(() => subscribe(true), delayMs);
        delayMs = Math.min(delayMs * 2, RESUBSCRIBE_MAX_MS);
      };
      current.on('error', fail);
      // A subscription ends only when we unsubscribe; an end otherwise is a lost connection.
      current.on('end', fail);
      current.on('close', fail);
    };
    subscribe(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await subscription?.unsubscribe();
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
      streamId: this.names.fromServer(event.streamId) ?? event.streamId,
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
