import type { AccountEvent, ClaimEvent } from './accounts';
import { accountModels, streams } from './accounts';
import { accountsTexts } from './accounts-texts';
import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';

/** The `/ws` messages this feature's events send. */
export type AccountsLiveMessage = { type: 'USER_CHANGED' } | { type: 'USERS_CHANGED' };

/** Stream `ids-user`, `admin-bootstrap`: bookkeeping without a person's data. */
export type AccountBookkeepingEvent =
  | DomainEvent<'UserIdAllocated', Record<string, never>>
  | DomainEvent<'AdminBootstrapStarted', Record<string, never>>
  | DomainEvent<'AdminBootstrapped', { userId: number }>;

/** A change to an account: its owner and the admins' user list hear of it. */
const accountChanged: ReadonlyArray<LiveRule<unknown, AccountsLiveMessage>> = [
  { to: 'owner', message: { type: 'USER_CHANGED' } },
  { to: 'admins', message: { type: 'USERS_CHANGED' } },
];

export const accountsFeature = defineFeature<
  AccountEvent | ClaimEvent | AccountBookkeepingEvent,
  AccountsLiveMessage
>({
  name: 'accounts',
  texts: accountsTexts,
  events: {
    // v2 added `language` (e-mails reach users in their language).
    UserRegistered: {
      version: 2,
      upcasters: { 1: (data) => ({ ...data, language: 'de' }) },
      audit: ['isAdmin', 'language', 'registeredAt'],
      live: accountChanged,
    },
    UserLoggedIn: { audit: ['expiresAt'], live: accountChanged },
    UserLoggedOut: { audit: [], live: accountChanged, endsSessions: true },
    UserEmailChanged: { audit: [], live: accountChanged },
    PasswordChanged: { audit: ['via'], live: accountChanged, endsSessions: true },
    PasswordResetRequested: { audit: ['expiresAt'], live: accountChanged },
    PasswordResetCompleted: { audit: [], live: accountChanged },
    OnboardingStepSaved: { audit: ['step'], live: accountChanged },
    OnboardingCompleted: { audit: [], live: accountChanged },
    LanguageChanged: { audit: ['language'], live: accountChanged },
    AdminRightsGranted: { audit: [], live: accountChanged },
    AdminRightsRevoked: { audit: [], live: accountChanged, endsSessions: true },
    UserBlocked: { audit: [], live: accountChanged, endsSessions: true },
    UserUnblocked: { audit: [], live: accountChanged },
    UserDeleted: { audit: [], live: accountChanged, endsSessions: true },
    ImpersonationStarted: { audit: ['adminId', 'expiresAt'], live: accountChanged },
    ImpersonationEnded: { audit: ['adminId'], live: accountChanged, endsSessions: true },
    NameClaimed: { audit: false },
    NameReleased: { audit: false },
    UserIdAllocated: { audit: false },
    AdminBootstrapStarted: { audit: false },
    AdminBootstrapped: { audit: false },
  },
  personalData: {
    // The claim streams are named by a hash of the name; the erasure deletes them by name.
    streams: (userId) => [streams.user(userId)],
    readModels: [
      { readModel: accountModels.users, field: 'id', erased: 'deleted' },
      { readModel: accountModels.sessions, field: 'userId', erased: 'deleted', private: ['id'] },
      { readModel: accountModels.passwordResetTokens, field: 'userId', erased: 'deleted', private: ['id'] },
    ],
  },
});
