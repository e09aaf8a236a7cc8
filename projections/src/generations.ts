/** A projection's read models live in numbered generations of physical collections; one is live. */
import {
  type DocumentStore,
  formatPosition,
  type Position,
  PROJECTION_STATE,
  type ProjectionState,
  physicalName,
  READ_MODEL_LOCATIONS,
  type ReadModelLocation,
} from '@et/platform';
import type { Projection, ProjectionContext } from './projection';

export function contextFor(store: DocumentStore, generation: number): ProjectionContext {
  return { collection: (name) => store.collection(physicalName(name, generation)) };
}

export function stateId(projection: string, generation: number): string {
  return `${projection}:${generation}`;
}

export async function ensureSortIndexes(
  documents: DocumentStore,
  projection: Projection,
  generation: number,
) {
  for (const [collection, fields] of Object.entries(projection.sortIndexes ?? {}))
    for (const field of fields)
      await documents.collection(physicalName(collection, generation)).ensureSortIndex(field);
}

export async function goLive(
  store: DocumentStore,
  projection: Projection,
  generation: number,
  checkpoint: Position,
): Promise<void> {
  await store.transaction(async (tx) => {
    const states = tx.collection<ProjectionState>(PROJECTION_STATE);
    for (const old of await states.find({ projection: projection.name, status: 'live' })) {
      await states.update(old.id, { status: 'retired' });
    }
    await states.upsert({
      id: stateId(projection.name, generation),
      projection: projection.name,
      generation,
      version: projection.version,
      status: 'live',
      checkpoint: formatPosition(checkpoint),
      updatedAt: new Date().toISOString(),
    });
    const locations = tx.collection<ReadModelLocation>(READ_MODEL_LOCATIONS);
    for (const collection of projection.collections) {
      await locations.upsert({
        id: collection,
        physical: physicalName(collection, generation),
        projection: projection.name,
        generation,
      });
    }
  });
}
