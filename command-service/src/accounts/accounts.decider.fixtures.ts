import type { AccountEvent } from '@et/contracts';
import { specFor } from '../shared/testing';
import {
  type AccountCommand,
  type AccountState,
  decide,
  evolve,
  initialAccountState,
} from './accounts.decider';

/** The account decider's given/when/then, and the events its tests start from. */
export const spec = specFor<AccountState, AccountCommand, AccountEvent>({
  initialState: initialAccountState,
  evolve,
  decide,
});

export const userId = 7;
export const registered: AccountEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    username: 'anna',
    email: 'anna@example.com',
    passwordHash: 'hash-1',
    isAdmin: false,
    language: 'de',
    registeredAt: '2026-01-01T00:00:00.000Z',
  },
};
export const loggedIn: AccountEvent = {
  type: 'UserLoggedIn',
  data: { userId, sessionId: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
};
export const blocked: AccountEvent = { type: 'UserBlocked', data: { userId } };
export const admin: AccountEvent = { type: 'AdminRightsGranted', data: { userId } };
export const resetRequested: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { userId, requestId: 'r1', tokenHash: 't1', expiresAt: '2026-01-01T01:00:00.000Z' },
};
export const now = '2026-01-01T00:30:00.000Z';
