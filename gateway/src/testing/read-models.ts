import { PROJECTION_STATE, type ProjectionState, physicalName } from '@et/platform';
import { projections } from '@et/projections';
import type { TestApp } from './test-app';

/** The generation a projection serves from now. */
export async function liveGeneration(app: TestApp, projection: string): Promise<number> {
  const states = await app.running.stores.documents
    .collection<ProjectionState>(PROJECTION_STATE)
    .find({ projection, status: 'live' });
  if (states.length !== 1) throw new Error(`${projection}: ${states.length} live generations`);
  return states[0]!.generation;
}

/** Every document of every projection's live generation, by collection, in id order. */
export async function liveDocuments(app: TestApp): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const projection of projections) {
    const generation = await liveGeneration(app, projection.name);
    for (const collection of projection.collections) {
      const docs = await app.running.stores.documents.collection(physicalName(collection, generation)).find();
      result[collection] = docs.sort((a, b) => String(a.id).localeCompare(String(b.id)));
    }
  }
  return result;
}
