import type { EventMetadata } from '@et/contracts';

/**
 * A place in the global order of all events. Compared as a pair: the SQL adapter uses
 * (transaction id, sequence), EventStoreDB uses (commit, prepare).
 */
export type Position = readonly [bigint, bigint];

export const startPosition: Position = [0n, 0n];

export function comparePositions(a: Position, b: Position): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

export function formatPosition(p: Position): string {
  return `${p[0]}.${p[1]}`;
}

export function parsePosition(text: string): Position | null {
  const match = /^(\d{1,30})\.(\d{1,30})$/.exec(text);
  return match ? [BigInt(match[1]!), BigInt(match[2]!)] : null;
}

export interface NewEvent {
  type: string;
  data: unknown;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  streamId: string;
  /** 1 for the first event of a stream. */
  streamVersion: number;
  position: Position;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: string;
}

/** The stream's current version (0: no stream yet) or 'any' to skip the check. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** Version of the stream after the append. */
  streamVersion: number;
  /** Position of the last appended event. */
  position: Position;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
  ) {
    super(`Stream ${streamId} is not at version ${expected}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** The event store port. Adapters: SQL (PGlite, PostgreSQL) and EventStoreDB. */
export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /**
   * Events after `after` in global order, at most `limit`. Never returns an event while an
   * earlier one may still commit, so a reader moving by the last position misses nothing.
   */
  readAll(after: Position, limit: number): Promise<RecordedEvent[]>;
  /** Position of the newest readable event, or null when the store is empty. */
  headPosition(): Promise<Position | null>;
  /** Removes a stream and its events for good (erasure of personal data). */
  deleteStream(streamId: string): Promise<void>;
  /** Hint that new events may be readable; listeners then read with `readAll`. */
  onAppended(listener: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Current schema versions and upcasters for old ones, applied when events are read. */
export interface EventSchemas {
  versionOf(type: string): number;
  upcast(event: RecordedEvent): RecordedEvent;
}

export const unversionedSchemas: EventSchemas = {
  versionOf: () => 1,
  upcast: (event) => event,
};

/** Event schemas from the contracts' version table and upcasters. */
export function schemasFrom(
  currentVersion: (type: string) => number,
  upcastData: (type: string, version: number, data: unknown) => unknown,
): EventSchemas {
  return {
    versionOf: currentVersion,
    upcast: (event) =>
      event.schemaVersion >= currentVersion(event.type)
        ? event
        : {
            ...event,
            data: upcastData(event.type, event.schemaVersion, event.data),
            schemaVersion: currentVersion(event.type),
          },
  };
}
