import {
  type BusNotice,
  comparePositions,
  type DocumentStore,
  formatPosition,
  type GuardedPatch,
  NeedsTransaction,
  PatchMissed,
  type Position,
  PROJECTION_STATE,
  type ProjectionState,
  type RecordedEvent,
  WriteBehindStore,
} from '@et/platform';
import { contextFor } from './generations';
import { BATCH_TIMEOUT_MS, type Projection, type ProjectionContext, prefetchFor } from './projection';

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
    for (const [i, { state, projection }] of live.entries())
      await applyBatch(projection, contextFor(buffers[i]!, state.generation), batch, checkpoints[i]!);
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

async function applyBatch(
  projection: Projection,
  context: ProjectionContext,
  batch: RecordedEvent[],
  checkpoint: Position,
): Promise<void> {
  const unseen = batch.filter((event) => comparePositions(event.position, checkpoint) > 0);
  await prefetchFor(projection, unseen, context);
  for (const event of unseen) await projection.apply(event, context);
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
    collection: PROJECTION_STATE,
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
