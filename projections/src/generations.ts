/**
 * A projection's read models live in numbered generations of physical collections. Which one is
 * live is what the projection's pointer document says; the states' `status` and the read-model
 * locations (which the runner and the query services read) follow it, written after it, and are
 * repaired from it. So a switch is correct without transactions (MongoDB standalone): a crash
 * before the pointer moved leaves the old generation live, after it the new one, and the next
 * start or rebuild finishes what was left half-done (decision 0012).
 */
import {
  bookkeepingCollection,
  type Collection,
  comparePositions,
  type DocumentStore,
  formatPosition,
  type Position,
  type ProjectionState,
  parsePosition,
  physicalName,
  projectionStates,
  readModelLocations,
  startPosition,
} from '@et/platform';
import type { Projection, ProjectionContext } from './projection';

/** One per projection: the generation that serves. Moved last in a switch. */
export interface LivePointer {
  id: string;
  generation: number;
  switchedAt: string;
}

export const livePointers = bookkeepingCollection<LivePointer>('live_generations');

export class SwitchRaceError extends Error {
  override name = 'SwitchRaceError';
}

export function contextFor(store: DocumentStore, generation: number): ProjectionContext {
  return { collection: (model) => store.collection(physicalName(model.name, generation)) };
}

export function stateId(projection: string, generation: number): string {
  return `${projection}:${generation}`;
}

/** The sort and search indexes the projection declares, on the generation's collections. */
export async function ensureIndexes(documents: DocumentStore, projection: Projection, generation: number) {
  for (const [model, fields] of projection.sortIndexes ?? [])
    for (const field of fields)
      await documents.collection(physicalName(model.name, generation)).ensureSortIndex(field);
  for (const [model, fields] of projection.searchIndexes ?? [])
    for (const field of fields)
      await documents.collection(physicalName(model.name, generation)).ensureSearchIndex(field);
}

/**
 * The live generation of a projection, or null when it has none yet. Data from before the
 * pointer existed (or a switch that crashed before it was written) is read from the states:
 * the generation marked live, else the one that served last (retired), never a half-built one.
 */
export async function livePointer(store: DocumentStore, projection: string): Promise<LivePointer | null> {
  const pointer = await livePointers.in(store).get(projection);
  if (pointer) return pointer;
  const states = await projectionStates.in(store).find({ projection });
  const byGeneration = (a: ProjectionState, b: ProjectionState) => b.generation - a.generation;
  const served =
    states.filter((s) => s.status === 'live').sort(byGeneration)[0] ??
    states.filter((s) => s.status === 'retired').sort(byGeneration)[0];
  if (!served) return null;
  const adopted = { id: projection, generation: served.generation, switchedAt: served.updatedAt };
  await livePointers.in(store).upsert(adopted);
  return adopted;
}

/**
 * Switches `projection` to `generation`, whose documents are complete up to `checkpoint`.
 * `expected` is the live generation the caller built against (null: none yet); if another
 * switch moved the pointer meanwhile this one fails rather than undo it.
 */
export async function goLive(
  store: DocumentStore,
  projection: Projection,
  generation: number,
  checkpoint: Position,
  expected: number | null,
): Promise<boolean> {
  // One transaction where the store has them; elsewhere the order of the steps keeps it correct.
  return store.transaction(async (tx) => {
    const states = projectionStates.in(tx);
    if (expected !== null && !(await holdServing(states, stateId(projection.name, expected), checkpoint)))
      return false;
    await states.upsert({
      id: stateId(projection.name, generation),
      projection: projection.name,
      generation,
      version: projection.version,
      status: 'building',
      checkpoint: formatPosition(checkpoint),
      updatedAt: new Date().toISOString(),
    });
    const pointers = livePointers.in(tx);
    const pointer = { id: projection.name, generation, switchedAt: new Date().toISOString() };
    if (expected === null) {
      if (await pointers.get(projection.name))
        throw new SwitchRaceError(`${projection.name} went live meanwhile`);
      await pointers.upsert(pointer);
    } else {
      const moved = await pointers.updateMany({ id: projection.name, generation: expected }, pointer);
      if (moved !== 1)
        throw new SwitchRaceError(`${projection.name} switched away from ${expected} meanwhile`);
    }
    await followPointer(tx, projection, generation);
    return true;
  });
}

/**
 * Read-your-writes across a switch: the new generation must hold everything the serving one
 * has been reported to hold. False when the serving one is ahead (catch up, then try again).
 * Otherwise its state is held as it is until the switch commits (SQL): a runner batch on it
 * waits, then finds it retired and rolls back, so its events reach the new generation instead.
 */
async function holdServing(
  states: Collection<ProjectionState>,
  servingId: string,
  checkpoint: Position,
): Promise<boolean> {
  const serving = await states.get(servingId);
  if (serving?.status !== 'live') return true;
  if (comparePositions(parsePosition(serving.checkpoint) ?? startPosition, checkpoint) > 0) return false;
  const held = await states.updateMany(
    { id: serving.id, checkpoint: serving.checkpoint, status: 'live' },
    { updatedAt: new Date().toISOString() },
  );
  return held === 1;
}

/**
 * Makes the states and locations say what the pointer says: the new generation live first,
 * then the locations, then the others retired, so the runner never sees no live generation.
 * Idempotent; writes only what differs. True when it changed anything.
 */
export async function followPointer(
  store: DocumentStore,
  projection: Projection,
  generation: number,
): Promise<boolean> {
  const states = projectionStates.in(store);
  let changed = false;
  const live = await states.get(stateId(projection.name, generation));
  if (!live) throw new Error(`${projection.name}: the live generation ${generation} has no state`);
  if (live.status !== 'live') {
    await states.update(live.id, { status: 'live' });
    changed = true;
  }
  const locations = readModelLocations.in(store);
  for (const { name } of projection.collections) {
    const physical = physicalName(name, generation);
    if ((await locations.get(name))?.physical === physical) continue;
    await locations.upsert({ id: name, physical, projection: projection.name, generation });
    changed = true;
  }
  for (const old of await states.find({ projection: projection.name, status: 'live' })) {
    if (old.generation === generation) continue;
    await states.update(old.id, { status: 'retired' });
    changed = true;
  }
  return changed;
}
