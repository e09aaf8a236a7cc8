import type {
  Authenticator,
  Bus,
  ChangeFeed,
  Config,
  EventStore,
  ProjectionProgress,
  ReadModels,
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
  ping(): Promise<void>;
}
