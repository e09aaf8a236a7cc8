import { currentVersion, upcastData } from '@et/contracts';
import type { Config } from './config';
import { schemasFrom } from './event-store/event-store';
import { ProjectionProgress, ReadModels } from './read-models';
import { openStores, type Stores } from './stores';

export const eventSchemas = schemasFrom(currentVersion, upcastData);

/** Stores plus the read-model resolver and projection progress every service process needs. */
export async function openServiceStores(
  config: Config,
): Promise<{ stores: Stores; readModels: ReadModels; progress: ProjectionProgress }> {
  const stores = await openStores(config, eventSchemas);
  const readModels = new ReadModels(stores.documents, stores.bus);
  const progress = new ProjectionProgress(stores.documents, stores.bus);
  await readModels.start();
  await progress.start();
  return { stores, readModels, progress };
}
