import { currentVersion, upcastData } from '@et/contracts';
import type { Config } from './config';
import { schemasFrom } from './event-store/event-store';
import { ProjectionProgress, ReadModels } from './read-models';
import type { ConnectionLog } from './sql/postgres-listener';
import { openStores, type Stores } from './stores';

export const eventSchemas = schemasFrom(currentVersion, upcastData);

/**
 * Stores plus the read-model resolver and projection progress every service process needs.
 * Waits for PostgreSQL (DATABASE_WAIT_MS), logging to `log` meanwhile.
 */
export async function openServiceStores(
  config: Config,
  log?: ConnectionLog,
): Promise<{ stores: Stores; readModels: ReadModels; progress: ProjectionProgress }> {
  const stores = await openStores(config, eventSchemas, { log });
  const readModels = new ReadModels(stores.documents, stores.bus);
  const progress = new ProjectionProgress(stores.documents, stores.bus);
  await readModels.start();
  await progress.start();
  return { stores, readModels, progress };
}
