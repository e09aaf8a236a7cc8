import {
  type BusNotice,
  comparePositions,
  type DocumentStore,
  formatPosition,
  type GuardedPatch,
  NeedsTransaction,
  PatchMissed,
  type Position,
  type ProjectionState,
  projectionStates,
  type RecordedEvent,
  WriteBehindStore,
} from '@et/platform';
import { contextFor } from './generations';
import { BATCH_TIMEOUT_MS, type Projection, prefetchFor } from './projection';

/**
 * One batch of the projection runner. Applies the batch to each live projection and writes their documents and moved checkpoints
 * at once; the entries whose checkpoint moved. Projections read only their own collections,
 * so each gets a buffer of its own and all writes go to the store together at the end. On
 * SQL that is one statement, atomic by itself: no transaction (two round trips) is needed
 * unless a projection must write before the end (`NeedsTransaction`), when the batch starts
 * over in one. A transaction holds one connection, leaving the pool to commands and queries.
 */
export async function applyAndWrite(
  documents: DocumentStore,
  live: ReadonlyArray<{ state: ProjectionState; projection: Projection }>,
  batch: RecordedEvent[],
  checkpoints: Position[],
  last: Position,
  /** Whether an idle projection's checkpoint is due to be stored anyway. */
  due: (state: ProjectionState) => boolean,
  /** The announcement of `last`, for the write to carry where it can. */
  announcement?: BusNotice,
): Promise<{ moving: Array<{ state: ProjectionState; projection: Projection }>; announced: boolean }> {
  const attempt = async (store: DocumentStore, bufferOnly: boolean) => {
    const buffers = live.map(() => new WriteBehindStore(store, undefined, bufferOnly));
    const contexts = live.map(({ state }, i) => contextFor(buffers[i]!, state.generation));
    const unseen = live.map((_, i) =>
      batch.filter((event) => comparePositions(event.position, checkpoints[i]!) > 0),
    );
    // What every projection reads ahead, at once: outside a transaction that is one statement
    // (the store's reads of one turn go together); inside one, one after another.
    const prefetch = (i: number) => prefetchFor(live[i]!.projection, unseen[i]!, contexts[i]!, bufferOnly);
    if (bufferOnly) await Promise.all(live.map((_, i) => prefetch(i)));
    else for (const i of live.keys()) await prefetch(i);
    for (const [i, { projection }] of live.entries())
      for (const event of unseen[i]!) await projection.apply(event, contexts[i]!);
    const moving = live.filter(({ state }, i) => buffers[i]!.wroteAnything || due(state));
    const writes = buffers.flatMap((buffered) => buffered.takeWrites());
    const moves = moving.map(({ state }) => checkpointMove(state, last));
    if (bufferOnly) {
      const announced = await store.writeAllOrNothing(writes, moves, announcement).catch((error: unknown) => {
        throw error instanceof PatchMissed
          ? new CheckpointMoved(moving.map(({ state }) => state.id).join(', '))
          : error;
      });
      return { moving, announced };
    }
    const moved = await store.writeTogether(writes, moves);
    const stale = moving.find((_, i) => moved[i] !== 1);
    if (stale) throw new CheckpointMoved(stale.state.id);
    return { moving, announced: false };
  };
  if (documents.writesAtomically) {
    try {
      return await attempt(documents, true);
    } catch (error) {
      if (!(error instanceof NeedsTransaction)) throw error;
    }
  }
  return documents.transaction((store) => attempt(store, false), { timeoutMs: BATCH_TIMEOUT_MS });
}

/**
 * Moves the checkpoint only if no one else moved it since it was read: a second runner (one
 * that lost its lock but was still in a batch) then fails, and with a real transaction its
 * documents roll back, so no batch is applied twice. The same when a rebuild switched away from
 * the state meanwhile: the batch then goes to the new generation. Written after the documents: without a
 * transaction a crash in between re-applies the batch (projections are idempotent), never skips.
 */
export async function moveCheckpoint(
  store: DocumentStore,
  state: ProjectionState,
  to: Position,
): Promise<void> {
  const [moved] = await store.writeTogether([], [checkpointMove(state, to)]);
  if (moved !== 1) throw new CheckpointMoved(state.id);
}

function checkpointMove(state: ProjectionState, to: Position): GuardedPatch {
  return {
    collection: projectionStates.name,
    filter: { id: state.id, checkpoint: state.checkpoint, status: 'live' },
    patch: { checkpoint: formatPosition(to), updatedAt: new Date().toISOString() },
  };
}

/** Another runner moved the checkpoint, or a rebuild switched the projection to a new generation. */
export class CheckpointMoved extends Error {
  constructor(stateId: string) {
    super(`the checkpoint of ${stateId} was moved by another runner, or it is no longer live`);
  }
}
