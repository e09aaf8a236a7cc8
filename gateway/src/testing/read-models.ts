import type { AnyReadModel } from '@et/contracts';
import { type ProjectionState, physicalName, projectionStates } from '@et/platform';
import type { SqlClient } from '@et/platform/testing';
import { type Projection, projections, rebuildProjection } from '@et/projections';
import type { TestApp } from './test-app';

/** A read model's documents in one generation, in id order. */
export async function documentsOf(app: TestApp, model: AnyReadModel, generation: number) {
  const docs = await app.running.stores.documents
    .collection(physicalName(model.name, generation))
    .find({}, { sort: { id: 1 } });
  return docs.sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** The state of the generation a projection serves from now (there is exactly one). */
export async function liveState(app: TestApp, projection: string): Promise<ProjectionState> {
  const states = await projectionStates.in(app.running.stores.documents).find({ projection, status: 'live' });
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
    for (const model of projection.collections)
      result[model.name] = await documentsOf(app, model, generation);
  }
  return result;
}

/**
 * Locks every generation's table of a read model until `tx` ends (PostgreSQL): `ACCESS EXCLUSIVE`
 * holds its reads back too, `EXCLUSIVE` only its writes (the projection runner's batches).
 */
export async function lockReadModel(
  tx: Pick<SqlClient, 'query'>,
  model: AnyReadModel,
  mode: 'ACCESS EXCLUSIVE' | 'EXCLUSIVE',
): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE tablename LIKE $1 AND schemaname = current_schema()`,
    [`doc\\_${model.name}\\_g%`],
  );
  if (rows.length === 0) throw new Error(`no table of ${model.name}`);
  for (const { name } of rows) await tx.query(`LOCK TABLE ${name} IN ${mode} MODE`);
}
