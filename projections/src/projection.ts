import type { Collection, Document, RecordedEvent } from '@et/platform';

export interface ProjectionContext {
  /** A read model of this projection, by logical name, inside the batch's transaction. */
  collection<T extends Document>(name: string): Collection<T>;
}

/**
 * Turns events into read-model documents. `apply` must be idempotent (set values, don't
 * count up) so a batch that is applied twice after a crash changes nothing. Bump `version`
 * when the documents change shape: the runner then rebuilds the read model from the events.
 */
export interface Projection {
  name: string;
  version: number;
  collections: readonly string[];
  /** Fields a collection's large lists are sorted by, so those sorts get an index. */
  sortIndexes?: Readonly<Record<string, readonly string[]>>;
  /** Fields a collection's large lists are searched by, so those searches get an index. */
  searchIndexes?: Readonly<Record<string, readonly string[]>>;
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
  /**
   * The documents a batch of events will read or change, by collection: the runner reads them
   * in one statement per collection before applying the batch, so `apply` finds them in memory
   * (and its changes are written with the batch) instead of a round trip per event.
   */
  prefetch?(events: readonly RecordedEvent[]): Readonly<Record<string, ReadonlyArray<string | number>>>;
}

/** Reads what `projection.prefetch` names for the batch, before it is applied. */
export async function prefetchFor(
  projection: Projection,
  events: readonly RecordedEvent[],
  context: ProjectionContext,
  /** All collections at once (outside a transaction, one statement), else one after another. */
  together = false,
): Promise<void> {
  const wanted = Object.entries(projection.prefetch?.(events) ?? {}).filter(([, ids]) => ids.length > 0);
  const read = (collection: string, ids: ReadonlyArray<string | number>) =>
    context.collection(collection).getMany(ids);
  if (together) await Promise.all(wanted.map(([collection, ids]) => read(collection, ids)));
  else for (const [collection, ids] of wanted) await read(collection, ids);
}

export interface RunnerLog {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** A batch may rewrite many documents (a frequency renamed under 100,000 tokens): not a request's limit. */
export const BATCH_TIMEOUT_MS = 60_000;
