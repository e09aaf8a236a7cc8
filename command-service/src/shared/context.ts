import { accountDirectory, type EventMetadata, type User } from '@et/contracts';
import {
  type AppendResult,
  type AuthContext,
  Authenticator,
  type BlobStore,
  type Bus,
  type ChangeFeed,
  type Config,
  comparePositions,
  type EventStore,
  FeedCache,
  formatPosition,
  openThrottles,
  type Position,
  type ProjectionProgress,
  type ReadModels,
  type ThrottleStore,
} from '@et/platform';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Eraser } from '../feature';
import { throttleLimits } from './throttle-limits';
import type { Throttles } from './throttles';

declare module '@et/platform' {
  /** Routes read the whole user: the accounts feature's `User` (platform knows only who it is). */
  interface SignedInUser extends User {}
}

/** What every command route needs; built once per process. */
export interface CommandContext {
  config: Config;
  events: EventStore;
  readModels: ReadModels;
  progress: ProjectionProgress;
  auth: Authenticator;
  bus: Bus;
  throttles: Throttles;
  /** Uploaded images. */
  blobs: BlobStore;
  /** Whether a frequency id names one: asked by every redemption, changed by few events. */
  frequencyExists: FeedCache<number, boolean>;
  log: FastifyBaseLogger;
  /** Resolves when every store answers (for `/api/health`). */
  ping(): Promise<void>;
  /** What an erasure ends in each feature, from the features' declarations (`features.ts`). */
  erasers: readonly Eraser[];
}

/** The context of a command-service process, from its stores and what its features erase. */
export function createCommandContext(
  erasers: readonly Eraser[],
  config: Config,
  stores: {
    events: EventStore;
    bus: Bus;
    throttleStore: ThrottleStore;
    blobs: BlobStore;
    ping(): Promise<void>;
  },
  readModels: ReadModels,
  progress: ProjectionProgress,
  log: FastifyBaseLogger,
  feed?: ChangeFeed,
): CommandContext {
  // Sessions and users are remembered only while the feed has handed out every event the
  // projections passed (a revocation forgets them first); without a feed they are read each time.
  return {
    config,
    events: stores.events,
    readModels,
    progress,
    auth: new Authenticator(accountDirectory, readModels, feed),
    bus: stores.bus,
    throttles: openThrottles(throttleLimits(config), stores.throttleStore),
    blobs: stores.blobs,
    frequencyExists: new FeedCache(feed, (event) =>
      event.type === 'FrequencyCreated' || event.type === 'FrequencyDeleted'
        ? [(event.data as { frequencyId: number }).frequencyId]
        : undefined,
    ),
    log,
    ping: stores.ping,
    erasers,
  };
}

/** How long a command waits for projections that do not move before it answers anyway. */
export const SETTLE_STALL_MS = 2000;
/**
 * How long at most it waits for projections that are busy but moving. Many answers are read from
 * the read models (the new user, the token): answered early, they would name nothing.
 */
export const SETTLE_LIMIT_MS = 15_000;

/**
 * Read-your-writes: answer only once the projections have passed the command's events, so
 * the client's next query sees them. If they are stopped, answer anyway and say so in a header.
 */
export async function settle(
  ctx: CommandContext,
  reply: FastifyReply,
  appended: AppendResult | null,
): Promise<void> {
  if (!appended) return;
  reply.header('x-event-position', formatPosition(appended.position));
  if (!(await projected(ctx, appended.position))) reply.header('x-projection-pending', 'true');
}

/** Whether the projections passed `position`, waited for while they move (settle's terms). */
const projected = (ctx: CommandContext, position: Position) =>
  ctx.progress.waitFor(position, SETTLE_LIMIT_MS, SETTLE_STALL_MS);

/**
 * A document a command made or changed, from the read models. When it is not there yet, the
 * projections are behind what is stored (a `settle` that gave up, or another instance's write):
 * waits for them to pass the store's head, on `settle`'s terms, and reads again. So what
 * was stored is not answered 404; what does not exist is, after one look at the head.
 */
export async function readMade<T>(ctx: CommandContext, read: () => Promise<T | null>): Promise<T | null> {
  const found = await read();
  if (found !== null) return found;
  const head = await ctx.events.headPosition();
  if (!head || comparePositions(ctx.progress.current(), head) >= 0) return null;
  return (await projected(ctx, head)) ? read() : null;
}

export function metadataOf(auth: AuthContext | null | undefined): EventMetadata {
  if (!auth) return {};
  return auth.impersonator
    ? { actorId: auth.user.id, impersonatorId: auth.impersonator.id }
    : { actorId: auth.user.id };
}
