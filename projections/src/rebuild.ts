import {
  type Bus,
  type DocumentStore,
  type EventStore,
  formatPosition,
  type Position,
  physicalName,
  projectionStates,
  type RecordedEvent,
  startPosition,
  WriteBehindStore,
  WrittenIds,
} from '@et/platform';
import { contextFor, ensureIndexes, followPointer, goLive, livePointer, stateId } from './generations';
import { BATCH_TIMEOUT_MS, type Projection, prefetchFor } from './projection';

export interface RebuildProgress {
  projection: string;
  /** When this projection's rebuild began (`Date.now()`): its own speed is counted from there. */
  startedAt: number;
  events: number;
  position: Position;
  head: Position | null;
  done: boolean;
}

/**
 * Builds a new generation of one projection from the first event while the old one keeps
 * serving; switches over once the new one has caught up, then drops the generation before.
 */
export async function rebuildProjection(
  events: EventStore,
  documents: DocumentStore,
  bus: Bus,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void,
  /** Aborted when this process must stop (e.g. it lost the projections lock): no switch then. */
  signal?: AbortSignal,
): Promise<RebuildProgress> {
  const startedAt = Date.now();
  const states = projectionStates.in(documents);
  const serving = await servingGeneration(documents, bus, projection);
  const all = await states.find({ projection: projection.name });
  const generation = Math.max(0, serving ?? 0, ...all.map((s) => s.generation)) + 1;
  for (const { name } of projection.collections) {
    await documents.dropCollection(physicalName(name, generation));
    await documents.beginBulkLoad(physicalName(name, generation));
  }
  // The new generation starts empty and only this rebuild writes it: what it has not written
  // does not exist, so looking for it needs no round trip.
  const written = new WrittenIds();
  const id = stateId(projection.name, generation);
  await states.upsert({
    id,
    projection: projection.name,
    generation,
    version: projection.version,
    status: 'building',
    checkpoint: formatPosition(startPosition),
    updatedAt: new Date().toISOString(),
  });
  let position: Position = startPosition;
  let count = 0;
  const head = await events.headPosition();
  const catchUp = async () => {
    // The next batch is read while this one is applied.
    let next = readAhead(events, position);
    for (;;) {
      signal?.throwIfAborted();
      const batch = await next;
      if (batch.length === 0) return;
      const last = batch[batch.length - 1]!.position;
      next = readAhead(events, last);
      await documents.transaction(
        async (store) => {
          // Written per collection in a few statements at the end of the batch, not one per event.
          const buffered = new WriteBehindStore(store, written);
          const context = contextFor(buffered, generation);
          await prefetchFor(projection, batch, context);
          for (const event of batch) await projection.apply(event, context);
          await buffered.flush();
          await projectionStates.in(store).update(id, { checkpoint: formatPosition(last) });
        },
        { timeoutMs: BATCH_TIMEOUT_MS },
      );
      position = last;
      count += batch.length;
      onProgress({ projection: projection.name, startedAt, events: count, position, head, done: false });
    }
  };
  await catchUp();
  for (const { name } of projection.collections) await documents.endBulkLoad(physicalName(name, generation));
  await ensureIndexes(documents, projection, generation);
  // Then what was appended meanwhile, until the new generation holds all the serving one does.
  do {
    await catchUp();
    signal?.throwIfAborted();
  } while (!(await goLive(documents, projection, generation, position, serving)));
  await bus.publish('read_models_switched', {});
  // Older generations are no longer read by anyone; the one just retired may still be, by a
  // process that has not switched yet (it need not be `generation - 1`: an earlier rebuild
  // may have stopped half-way).
  for (const old of all.filter((s) => s.generation !== serving)) {
    for (const { name } of projection.collections) {
      await documents.dropCollection(physicalName(name, old.generation));
    }
    await states.delete(old.id);
  }
  const result = { projection: projection.name, startedAt, events: count, position, head, done: true };
  onProgress(result);
  return result;
}

/** The generation serving now (null: none yet), after finishing a switch a crash left half-done. */
async function servingGeneration(
  documents: DocumentStore,
  bus: Bus,
  projection: Projection,
): Promise<number | null> {
  const pointer = await livePointer(documents, projection.name);
  if (!pointer) return null;
  const state = await projectionStates.in(documents).get(stateId(projection.name, pointer.generation));
  if (state && (await followPointer(documents, projection, pointer.generation)))
    await bus.publish('read_models_switched', {});
  return pointer.generation;
}

const REBUILD_BATCH = 2000;

function readAhead(events: EventStore, after: Position): Promise<RecordedEvent[]> {
  const reading = events.readAll(after, REBUILD_BATCH);
  reading.catch(() => {}); // awaited by the loop; not unhandled if the loop stopped before
  return reading;
}
