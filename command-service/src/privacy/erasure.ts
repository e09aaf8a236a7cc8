import { type AccountEvent, type EventMetadata, personalStreams, streams } from '@et/contracts';
import { type AppendResult, comparePositions, type EventStore } from '@et/platform';
import { type AccountState, evolve, initialAccountState } from '../accounts/accounts.decider';
import { type ClaimKind, claimHolder, deleteClaim } from '../accounts/claims';
import type { CommandContext } from '../shared/context';

/** How long an erasure waits for the read models to pass its announcement before it gives up. */
const CATCH_UP_TIMEOUT_MS = 10_000;

/**
 * Erasure, after `UserDeleted` was recorded in the account's stream. The erasure is announced
 * first (projections drop the person's documents), so it is on record before anything is
 * removed; then every feature ends what it keeps in shared streams, the names are freed, and
 * every stream the features declare personal is deleted, the account's own stream last. Every
 * step may run again, so an erasure stopped by an error or a crash is finished by
 * `resumeErasures` (or by running this again) and is never left half-done.
 * Answers the position of the last event it appended, for read-your-writes.
 */
export async function eraseAccount(
  ctx: CommandContext,
  state: AccountState,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const announced = await ctx.events.append(
    streams.userErasures,
    [{ type: 'UserDeleted', data: { userId: state.userId }, metadata }],
    'any',
  );
  return completeErasure(ctx, state, metadata, announced);
}

/**
 * Finishes every announced erasure whose account stream still exists (the last thing an erasure
 * deletes), announced before `announcedBefore` (ms; a fresher one may be under way in a request).
 * `finished` remembers the accounts found gone, so later scans read only the announcements.
 * Returns the user ids it finished.
 */
export async function resumeErasures(
  ctx: CommandContext,
  options: { announcedBefore?: number; finished?: Set<number> } = {},
): Promise<number[]> {
  const finished = options.finished ?? new Set<number>();
  const resumed: number[] = [];
  for (const announcement of await ctx.events.readStream(streams.userErasures)) {
    const { userId } = announcement.data as { userId: number };
    if (finished.has(userId)) continue;
    if (
      options.announcedBefore !== undefined &&
      Date.parse(announcement.recordedAt) > options.announcedBefore
    )
      continue;
    const account = await ctx.events.readStream(streams.user(userId));
    if (account.length > 0) {
      // The state the deletion was decided on: `UserDeleted` itself would forget the names to free.
      const state = account
        .filter((event) => event.type !== 'UserDeleted')
        .reduce((current, event) => evolve(current, event as unknown as AccountEvent), initialAccountState());
      await completeErasure(ctx, { ...state, userId }, announcement.metadata, {
        streamVersion: announcement.streamVersion,
        position: announcement.position,
      });
      resumed.push(userId);
    }
    finished.add(userId);
  }
  return resumed;
}

async function completeErasure(
  ctx: CommandContext,
  state: AccountState,
  metadata: EventMetadata,
  announced: AppendResult,
): Promise<AppendResult> {
  // Erasers find what to end in read models: those must hold everything recorded before the
  // erasure, whenever it runs (at once, or resumed at a later start).
  if (!(await ctx.progress.waitFor(announced.position, CATCH_UP_TIMEOUT_MS)))
    throw new Error(
      `the read models did not reach the erasure of user ${state.userId}; it is finished later`,
    );
  let last = announced;
  const events = recordingLastAppend(ctx.events, (appended) => {
    if (comparePositions(appended.position, last.position) > 0) last = appended;
  });
  for (const erase of ctx.erasers) await erase({ ...ctx, events }, state.userId, metadata);
  await freeName(ctx.events, 'username', state.username, state.userId);
  if (state.email) await freeName(ctx.events, 'email', state.email, state.userId);
  const account = streams.user(state.userId);
  for (const stream of personalStreams(state.userId)) {
    if (stream !== account) await ctx.events.deleteStream(stream);
  }
  await ctx.events.deleteStream(account);
  return { streamVersion: announced.streamVersion, position: last.position };
}

/**
 * Deletes the claim of a name, unless someone else holds it: an erasure resumed after it freed
 * the name must not free a newcomer's claim of it.
 */
async function freeName(store: EventStore, kind: ClaimKind, value: string, userId: number): Promise<void> {
  const holder = await claimHolder(store, kind, value);
  if (holder === null || holder === userId) await deleteClaim(store, kind, value);
}

/** The event store, telling `onAppend` of each append made through it. */
function recordingLastAppend(store: EventStore, onAppend: (appended: AppendResult) => void): EventStore {
  return {
    append: async (streamId, events, expectedVersion) => {
      const appended = await store.append(streamId, events, expectedVersion);
      onAppend(appended);
      return appended;
    },
    readStream: (streamId) => store.readStream(streamId),
    readAll: (after, limit) => store.readAll(after, limit),
    headPosition: () => store.headPosition(),
    deleteStream: (streamId) => store.deleteStream(streamId),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
}
