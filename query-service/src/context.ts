import { type AdminStats, accountDirectory, type User } from '@et/contracts';
import {
  Authenticator,
  type BlobStore,
  type Bus,
  type ChangeFeed,
  type Config,
  type EventStore,
  openRedemptionThrottles,
  type ProjectionProgress,
  type ReadModels,
  type RedemptionThrottles,
  type Stores,
  sessionTokenReader,
} from '@et/platform';

declare module '@et/platform' {
  /** Routes read the whole user: the accounts feature's `User` (platform knows only who it is). */
  interface SignedInUser extends User {}
}

/** A feature's part of the admin's figures (`GET /api/admin/stats`). */
export type StatsContribution = (ctx: QueryContext) => Promise<Partial<AdminStats>>;

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
  /** Guessing codes (a handover's preview): the command service's redemption budget, shared. */
  throttles: RedemptionThrottles;
  ping(): Promise<void>;
  /** The features' parts of the admin's figures, from their declarations (`features.ts`). */
  stats: readonly StatsContribution[];
}

/** The context of a query-service process: sessions answered from memory, fed by the change feed. */
export async function createQueryContext(
  stats: readonly StatsContribution[],
  config: Config,
  stores: Stores,
  readModels: ReadModels,
  progress: ProjectionProgress,
  feed: ChangeFeed,
): Promise<QueryContext> {
  return {
    config,
    readModels,
    auth: new Authenticator(accountDirectory, readModels, feed, await sessionTokenReader(config)),
    feed,
    progress,
    events: stores.events,
    bus: stores.bus,
    blobs: stores.blobs,
    throttles: openRedemptionThrottles(config, stores.throttleStore),
    ping: stores.ping,
    stats,
  };
}
