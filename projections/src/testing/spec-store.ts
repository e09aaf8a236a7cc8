import type { AnyReadModel } from '@et/contracts';
import {
  type Bus,
  comparePositions,
  type Document,
  type DocumentStore,
  type EventStore,
  formatPosition,
  type Position,
  projectionStates,
  type RecordedEvent,
  startPosition,
} from '@et/platform';
import { openTestSql, SqlDocumentStore, type TestSql, type TestSqlKind } from '@et/platform/testing';
import { contextFor, ensureIndexes, stateId } from '../generations';
import type { Projection } from '../projection';
import { rebuildProjection } from '../rebuild';
import { applyAndWrite } from '../runner-batch';

/** The documents of each read model, in id order, by the read model's name. */
export type Snapshot = Record<string, Document[]>;

/** The generation the runner writes in a spec; a rebuild writes the next one. */
const RUNNER_GENERATION = 1;
const REBUILD_TIMEOUT_MS = 10_000;

/**
 * A real document store for projection specs, emptied before each scenario, that applies events
 * the ways the product does: batches through the runner's `applyAndWrite` (prefetch, write-behind
 * buffers, the atomic write or its transaction, the checkpoint guard), and `rebuildProjection`.
 * One scenario at a time: every use goes through `exclusive`.
 */
export class SpecStore {
  private sql?: TestSql;
  private documents?: DocumentStore;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly projections: readonly Projection[]) {}

  async open(kind: TestSqlKind): Promise<void> {
    this.sql = await openTestSql(kind);
  }

  async close(): Promise<void> {
    await this.sql?.close();
  }

  /** Runs `work` when no other scenario uses the store. */
  exclusive<R>(work: () => Promise<R>): Promise<R> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => {});
    return run;
  }

  /** Drops every collection (read models and bookkeeping); the projections start live and empty. */
  async reset(): Promise<void> {
    if (!this.sql) throw new Error('the spec store is not open (describeProjection opens it)');
    const old = SqlDocumentStore.open(this.sql.client);
    for (const name of await old.listCollections()) await old.dropCollection(name);
    const documents = SqlDocumentStore.open(this.sql.client);
    for (const projection of this.projections) {
      await projectionStates.in(documents).upsert({
        id: stateId(projection.name, RUNNER_GENERATION),
        projection: projection.name,
        generation: RUNNER_GENERATION,
        version: projection.version,
        status: 'live',
        checkpoint: formatPosition(startPosition),
        updatedAt: new Date().toISOString(),
      });
      await ensureIndexes(documents, projection, RUNNER_GENERATION);
    }
    this.documents = documents;
  }

  /**
   * One batch as the runner applies it: every projection gets the events after `after` (for a
   * batch re-applied after a crash, earlier than its stored checkpoint).
   */
  async applyBatch(batch: RecordedEvent[], after: Position = positionBefore(batch)): Promise<void> {
    const documents = this.store();
    const states = await projectionStates.in(documents).find({ status: 'live' });
    const live = this.projections.map((projection) => {
      const state = states.find((s) => s.id === stateId(projection.name, RUNNER_GENERATION));
      if (!state) throw new Error(`${projection.name} is not live in the spec store`);
      return { state, projection };
    });
    const last = batch[batch.length - 1]!.position;
    await applyAndWrite(
      documents,
      live,
      batch,
      live.map(() => after),
      last,
      () => false,
    );
  }

  /** Rebuilds every projection from `events` into a new generation; its documents. */
  async rebuild(events: readonly RecordedEvent[]): Promise<Snapshot> {
    const documents = this.store();
    const generations = [];
    for (const projection of this.projections) {
      // A rebuild that cannot go live would try again forever: fail instead.
      const signal = AbortSignal.timeout(REBUILD_TIMEOUT_MS);
      const { done } = await rebuildProjection(
        eventsOnly(events),
        documents,
        quietBus,
        projection,
        () => {},
        signal,
      );
      if (!done) throw new Error(`the rebuild of ${projection.name} did not finish`);
      const [state] = await projectionStates
        .in(documents)
        .find({ projection: projection.name, status: 'live' });
      generations.push(state!.generation);
    }
    return this.snapshot(generations);
  }

  /** The documents of every read model the projections write (by default in the runner's generation). */
  async snapshot(generations?: readonly number[]): Promise<Snapshot> {
    const documents = this.store();
    const snapshot: Snapshot = {};
    for (const [i, projection] of this.projections.entries()) {
      const context = contextFor(documents, generations?.[i] ?? RUNNER_GENERATION);
      for (const model of projection.collections)
        snapshot[model.name] = sortById(await context.collection(model as AnyReadModel).find());
    }
    return snapshot;
  }

  private store(): DocumentStore {
    if (!this.documents) throw new Error('reset the spec store first');
    return this.documents;
  }
}

/** Where a runner stood before it read `batch`. */
function positionBefore(batch: readonly RecordedEvent[]): Position {
  const [tx, n] = batch[0]!.position;
  return n > 0n ? [tx, n - 1n] : startPosition;
}

function sortById(docs: Document[]): Document[] {
  return docs.sort((a, b) =>
    typeof a.id === 'number' && typeof b.id === 'number'
      ? a.id - b.id
      : String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
  );
}

/** An event store holding `events` for a rebuild to read; nothing else is asked of it. */
function eventsOnly(events: readonly RecordedEvent[]): EventStore {
  const refuse = () => Promise.reject(new Error('a projection spec only reads events'));
  return {
    readAll: async (after, limit) => {
      // A turn of the event loop, as a real store's read takes: a rebuild that could never go live
      // then fails by its abort signal instead of spinning in promises that are always resolved.
      await new Promise(setImmediate);
      return events.filter((event) => comparePositions(event.position, after) > 0).slice(0, limit);
    },
    headPosition: async () => events.at(-1)?.position ?? null,
    append: refuse,
    readStream: refuse,
    deleteStream: refuse,
    onAppended: async () => async () => {},
    close: async () => {},
  };
}

const quietBus: Bus = {
  publish: async () => {},
  subscribe: async () => async () => {},
  onConnectionChange: () => () => {},
};
