import {
  Authenticator,
  type BlobStore,
  type Bus,
  type ChangeFeed,
  type Config,
  type EventStore,
  type ProjectionProgress,
  type ReadModels,
  type Stores,
  sessionTokenReader,
} from '@et/platform';

/** What every query route needs; built once per process. */
export interface QueryContext {
  config: Config;
  readModels: ReadModels;
  auth: Authenticator;
  feed: ChangeFeed;
  progress: ProjectionProgress;
  events: EventStore;
  bus: Bus;
  /** Uploaded images. */
  blobs: BlobStore;
  ping(): Promise<void>;
}

/** The context of a query-service process: sessions answered from memory, fed by the change feed. */
export async function queryContext(
  config: Config,
  stores: Stores,
  readModels: ReadModels,
  progress: ProjectionProgress,
  feed: ChangeFeed,
): Promise<QueryContext> {
  return {
    config,
    readModels,
    auth: new Authenticator(readModels, feed, await sessionTokenReader(config)),
    feed,
    progress,
    events: stores.events,
    bus: stores.bus,
    blobs: stores.blobs,
    ping: stores.ping,
  };
}
