import { type Bus, type DocumentStore, type EventStore, projectionStates, startPosition } from '@et/platform';
import { ensureIndexes, followPointer, goLive, livePointer, stateId } from './generations';
import type { Projection, RunnerLog } from './projection';
import { rebuildProjection } from './rebuild';

/**
 * Makes sure each projection has a live generation of the current version: finishes a switch
 * a crash left half-done, starts a new projection at generation 1, rebuilds a changed one.
 */
export async function ensureLiveGenerations(
  events: EventStore,
  documents: DocumentStore,
  projections: readonly Projection[],
  bus: Bus,
  log: RunnerLog,
  signal?: AbortSignal,
): Promise<void> {
  const states = projectionStates.in(documents);
  for (const projection of projections) {
    signal?.throwIfAborted();
    const pointer = await livePointer(documents, projection.name);
    await ensureIndexes(documents, projection, pointer?.generation ?? 1);
    if (!pointer) {
      await goLive(documents, projection, 1, startPosition, null);
      await bus.publish('read_models_switched', {});
      continue;
    }
    const live = await states.get(stateId(projection.name, pointer.generation));
    if (live && (await followPointer(documents, projection, pointer.generation))) {
      log.info(`projection ${projection.name}: finished switching to generation ${pointer.generation}`);
      await bus.publish('read_models_switched', {});
    }
    if (live?.version !== projection.version) {
      log.info(`projection ${projection.name} changed to version ${projection.version}: rebuilding`);
      await rebuildProjection(events, documents, bus, projection, () => {}, signal);
    }
  }
}
