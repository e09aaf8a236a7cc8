import { REWARD_MINUTE_MS, type RewardSessionMinuteCounted, type RewardViewed } from '@et/contracts';

/** The rewards a person has seen (their stream `reward-views-{id}`). */
export interface RewardViewsState {
  viewed: ReadonlySet<number>;
}

export const initialRewardViewsState = (): RewardViewsState => ({ viewed: new Set() });

export type RewardViewsCommand = { type: 'ViewReward'; userId: number; rewardImageId: number };

export function evolveViews(state: RewardViewsState, event: RewardViewed): RewardViewsState {
  return { viewed: new Set([...state.viewed, event.data.rewardImageId]) };
}

/** A reward is seen once: seeing it again (another tab, a retry) records nothing. */
export function decideViews(state: RewardViewsState, command: RewardViewsCommand): RewardViewed[] {
  if (state.viewed.has(command.rewardImageId)) return [];
  return [{ type: 'RewardViewed', data: { userId: command.userId, rewardImageId: command.rewardImageId } }];
}

export const rewardViewsDecider = {
  initialState: initialRewardViewsState,
  evolve: evolveViews,
  decide: decideViews,
};

/** A person's session minutes (their stream `reward-session-{id}`). */
export interface RewardSessionState {
  minutes: number;
  /** When the last minute was counted, by the server's clock (ms); null before the first. */
  lastCountedAt: number | null;
}

export const initialRewardSessionState = (): RewardSessionState => ({ minutes: 0, lastCountedAt: null });

/** A client's report of one more session minute; `now` is the server's clock (ms). */
export type RewardSessionCommand = { type: 'CountSessionMinute'; userId: number; now: number };

export function evolveSession(
  _state: RewardSessionState,
  event: RewardSessionMinuteCounted,
): RewardSessionState {
  return { minutes: event.data.minutes, lastCountedAt: Date.parse(event.data.countedAt) };
}

/**
 * Spec 4 counts one minute every 15 seconds. The server counts by its own clock: a report sooner
 * than that after the last counted one (a second tab, a client in a hurry, a clock set back) is
 * not counted. Not a refusal: the client simply learns the minutes as they are.
 */
export function decideSession(
  state: RewardSessionState,
  command: RewardSessionCommand,
): RewardSessionMinuteCounted[] {
  if (state.lastCountedAt !== null && command.now - state.lastCountedAt < REWARD_MINUTE_MS) return [];
  return [
    {
      type: 'RewardSessionMinuteCounted',
      data: {
        userId: command.userId,
        minutes: state.minutes + 1,
        countedAt: new Date(command.now).toISOString(),
      },
    },
  ];
}

export const rewardSessionDecider = {
  initialState: initialRewardSessionState,
  evolve: evolveSession,
  decide: decideSession,
};
