import type { AnyReadModel, ReadModel } from '@et/contracts';
import type { Collection, Document, RecordedEvent } from '@et/platform';

export interface ProjectionContext {
  /** A read model of this projection, in the generation being written, inside the batch's transaction. */
  collection<Doc extends Document>(model: ReadModel<Doc>): Collection<Doc>;
}

/** Fields of one of the projection's read models (those a sort or a search index covers). */
export type ReadModelFields = readonly [model: AnyReadModel, fields: readonly string[]];

/** Documents of one of the projection's read models, by id. */
export type ReadModelIds = readonly [model: AnyReadModel, ids: ReadonlyArray<string | number>];

/**
 * Turns events into read-model documents. `apply` must be idempotent (set values, don't
 * count up) so a batch that is applied twice after a crash changes nothing. Bump `version`
 * when the documents change shape: the runner then rebuilds the read model from the events.
 */
export interface Projection {
  name: string;
  version: number;
  /** The read models it writes (and only it). */
  collections: readonly AnyReadModel[];
  /** Fields a read model's large lists are sorted by, so those sorts get an index. */
  sortIndexes?: readonly ReadModelFields[];
  /** Fields a read model's large lists are searched by, so those searches get an index. */
  searchIndexes?: readonly ReadModelFields[];
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
  /**
   * The documents a batch of events will read or change, by read model: the runner reads them
   * in one statement per read model before applying the batch, so `apply` finds them in memory
   * (and its changes are written with the batch) instead of a round trip per event.
   */
  prefetch?(events: readonly RecordedEvent[]): readonly ReadModelIds[];
}

/** Reads what `projection.prefetch` names for the batch, before it is applied. */
export async function prefetchFor(
  projection: Projection,
  events: readonly RecordedEvent[],
  context: ProjectionContext,
  /** All collections at once (outside a transaction, one statement), else one after another. */
  together = false,
): Promise<void> {
  const wanted = (projection.prefetch?.(events) ?? []).filter(([, ids]) => ids.length > 0);
  const read = (model: AnyReadModel, ids: ReadonlyArray<string | number>) =>
    context.collection(model).getMany(ids);
  if (together) await Promise.all(wanted.map(([model, ids]) => read(model, ids)));
  else for (const [model, ids] of wanted) await read(model, ids);
}

export interface RunnerLog {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** A batch may rewrite many documents (a frequency renamed under 100,000 tokens): not a request's limit. */
export const BATCH_TIMEOUT_MS = 60_000;
