import {
  type Bus,
  type DocumentStore,
  type EventStore,
  PROJECTION_STATE,
  type ProjectionState,
  startPosition,
} from '@et/platform';
import { ensureSortIndexes, goLive } from './generations';
import type { Projection, RunnerLog } from './projection';
import { rebuildProjection } from './rebuild';

/** Makes sure each projection has a live generation of the current version; rebuilds otherwise. */
export async function ensureLiveGenerations(
  events: EventStore,
  documents: DocumentStore,
  projections: readonly Projection[],
  bus: Bus,
  log: RunnerLog,
): Promise<void> {
  const states = documents.collection<ProjectionState>(PROJECTION_STATE);
  for (const projection of projections) {
    const live = await states.find({ projection: projection.name, status: 'live' });
    await ensureSortIndexes(documents, projection, live[0]?.generation ?? 1);
    if (live.length === 0) {
      await goLive(documents, projection, 1, startPosition);
      await bus.publish('read_models_switched', {});
      continue;
    }
    if (live[0]!.version !== projection.version) {
      log.info(`projection ${projection.name} changed to version ${projection.version}: rebuilding`);
      await rebuildProjection(events, documents, bus, projection, () => {});
    }
  }
}
