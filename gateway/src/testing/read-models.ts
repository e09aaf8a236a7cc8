import { PROJECTION_STATE, type ProjectionState, physicalName } from '@et/platform';
import { type Projection, projections, rebuildProjection } from '@et/projections';
import type { TestApp } from './test-app';

/** A collection's documents in one generation, in id order. */
export async function documentsOf(app: TestApp, collection: string, generation: number) {
  const docs = await app.running.stores.documents
    .collection(physicalName(collection, generation))
    .find({}, { sort: { id: 1 } });
  return docs.sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** The state of the generation a projection serves from now (there is exactly one). */
export async function liveState(app: TestApp, projection: string): Promise<ProjectionState> {
  const states = await app.running.stores.documents
    .collection<ProjectionState>(PROJECTION_STATE)
    .find({ projection, status: 'live' });
  if (states.length !== 1) throw new Error(`${projection}: ${states.length} live generations`);
  return states[0]!;
}

/** Rebuilds one projection from the events, as `npm run replay` does. */
export function rebuild(app: TestApp, projection: Projection) {
  const { events, documents, bus } = app.running.stores;
  return rebuildProjection(events, documents, bus, projection, () => {});
}

/** Every document of every projection's live generation, by collection. */
export async function liveDocuments(app: TestApp): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const projection of projections) {
    const { generation } = await liveState(app, projection.name);
    for (const collection of projection.collections)
      result[collection] = await documentsOf(app, collection, generation);
  }
  return result;
}
