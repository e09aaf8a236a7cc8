import { streams, type UserRegistered } from '@et/contracts';
import type { GivenEvent } from './projection-spec';

/** A registration in the account's stream, as the accounts decider records it. */
export function userRegistered(
  userId: number,
  username: string,
  more: Partial<UserRegistered['data']> = {},
): GivenEvent {
  return {
    type: 'UserRegistered',
    data: {
      userId,
      username,
      email: `${username}@example.com`,
      passwordHash: 'hash',
      isAdmin: false,
      language: 'de',
      registeredAt: '2026-01-01T09:00:00.000Z',
      ...more,
    },
    streamId: streams.user(userId),
  };
}

/** The erasure's announcement (stream `user-erasures`): projections drop the person's documents. */
export function userDeleted(userId: number): GivenEvent {
  return { type: 'UserDeleted', data: { userId }, streamId: streams.userErasures };
}
