import type { AccountEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  type AccountCommand,
  type AccountState,
  decide,
  evolve,
  initialAccountState,
} from './accounts.decider';

const spec = specFor<AccountState, AccountCommand, AccountEvent>({
  initialState: initialAccountState,
  evolve,
  decide,
});

const userId = 7;
const registered: AccountEvent = {
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
const loggedIn: AccountEvent = {
  type: 'UserLoggedIn',
  data: { userId, sessionId: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
};
const blocked: AccountEvent = { type: 'UserBlocked', data: { userId } };
const admin: AccountEvent = { type: 'AdminRightsGranted', data: { userId } };
const resetRequested: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { userId, requestId: 'r1', tokenHash: 't1', expiresAt: '2026-01-01T01:00:00.000Z' },
};
const now = '2026-01-01T00:30:00.000Z';

describe('account decider', () => {
  describe('register', () => {
    const register: AccountCommand = {
      type: 'Register',
      userId,
      username: 'anna',
      email: 'anna@example.com',
      passwordHash: 'hash-1',
      isAdmin: false,
      language: 'de',
      now: '2026-01-01T00:00:00.000Z',
      session: { sessionId: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    };
    it('registers and logs in', () => spec([]).when(register).then([registered, loggedIn]));
    it('registers without a session (bootstrap)', () =>
      spec([])
        .when({ ...register, session: undefined })
        .then([registered]));
    it('refuses an account that exists', () =>
      spec([registered]).when(register).thenRefuses('usernameTaken', 'conflict'));
  });

  describe('log in and out', () => {
    const logIn: AccountCommand = { type: 'LogIn', sessionId: 's2', expiresAt: '2099-01-01T00:00:00.000Z' };
    it('starts a session', () =>
      spec([registered])
        .when(logIn)
        .then([
          { type: 'UserLoggedIn', data: { userId, sessionId: 's2', expiresAt: '2099-01-01T00:00:00.000Z' } },
        ]));
    it('refuses a blocked account', () =>
      spec([registered, blocked]).when(logIn).thenRefuses('accountBlocked', 'forbidden'));
    it('refuses an unknown account', () => spec([]).when(logIn).thenRefuses('userNotFound', 'notFound'));
    it('ends a live session', () =>
      spec([registered, loggedIn])
        .when({ type: 'LogOut', sessionId: 's1' })
        .then([{ type: 'UserLoggedOut', data: { userId, sessionId: 's1' } }]));
    it('ignores logging out a session that is not live', () =>
      spec([registered]).when({ type: 'LogOut', sessionId: 'nope' }).then([]));
    it('a password change ends every session', () =>
      spec([
        registered,
        loggedIn,
        { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } },
      ])
        .when({ type: 'LogOut', sessionId: 's1' })
        .then([]));
    it('blocking ends every session', () =>
      spec([registered, loggedIn, blocked]).when({ type: 'LogOut', sessionId: 's1' }).then([]));
  });

  describe('profile', () => {
    it('changes the e-mail', () =>
      spec([registered])
        .when({ type: 'ChangeProfile', email: 'new@example.com' })
        .then([{ type: 'UserEmailChanged', data: { userId, email: 'new@example.com' } }]));
    it('changes the password', () =>
      spec([registered])
        .when({ type: 'ChangeProfile', email: 'anna@example.com', passwordHash: 'h2' })
        .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } }]));
    it('changes nothing when nothing changed', () =>
      spec([registered]).when({ type: 'ChangeProfile', email: 'anna@example.com' }).then([]));
  });

  describe('password reset', () => {
    it('records a request', () =>
      spec([registered])
        .when({
          type: 'RequestPasswordReset',
          requestId: 'r1',
          tokenHash: 't1',
          expiresAt: '2026-01-01T01:00:00.000Z',
        })
        .then([resetRequested]));
    it('sends nothing to a blocked account', () =>
      spec([registered, blocked])
        .when({
          type: 'RequestPasswordReset',
          requestId: 'r1',
          tokenHash: 't1',
          expiresAt: '2026-01-01T01:00:00.000Z',
        })
        .then([]));
    const reset: AccountCommand = { type: 'ResetPassword', tokenHash: 't1', passwordHash: 'h2', now };
    it('resets with a valid token', () =>
      spec([registered, resetRequested])
        .when(reset)
        .then([
          { type: 'PasswordResetCompleted', data: { userId, tokenHash: 't1' } },
          { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'reset' } },
        ]));
    it('refuses an unknown token', () =>
      spec([registered, resetRequested])
        .when({ ...reset, tokenHash: 'other' })
        .thenRefuses('resetLinkInvalid', 'invalid'));
    it('refuses a used token', () =>
      spec([
        registered,
        resetRequested,
        { type: 'PasswordResetCompleted', data: { userId, tokenHash: 't1' } },
      ])
        .when(reset)
        .thenRefuses('resetLinkInvalid'));
    it('refuses an expired token', () =>
      spec([registered, resetRequested])
        .when({ ...reset, now: '2026-01-01T01:00:00.001Z' })
        .thenRefuses('resetLinkInvalid'));
  });

  describe('onboarding and language', () => {
    it('saves a step', () =>
      spec([registered])
        .when({ type: 'SaveOnboardingStep', step: 2 })
        .then([{ type: 'OnboardingStepSaved', data: { userId, step: 2 } }]));
    it('ignores saving the current step', () =>
      spec([registered]).when({ type: 'SaveOnboardingStep', step: 1 }).then([]));
    it('refuses a step out of range', () => {
      spec([registered])
        .when({ type: 'SaveOnboardingStep', step: 0 })
        .thenRefuses('onboardingStepInvalid', 'invalid');
      spec([registered]).when({ type: 'SaveOnboardingStep', step: 4 }).thenRefuses('onboardingStepInvalid');
      spec([registered]).when({ type: 'SaveOnboardingStep', step: 1.5 }).thenRefuses('onboardingStepInvalid');
    });
    it('completes once', () => {
      spec([registered])
        .when({ type: 'CompleteOnboarding' })
        .then([{ type: 'OnboardingCompleted', data: { userId } }]);
      spec([registered, { type: 'OnboardingCompleted', data: { userId } }])
        .when({ type: 'CompleteOnboarding' })
        .then([]);
    });
    it('changes the language', () => {
      spec([registered])
        .when({ type: 'ChangeLanguage', language: 'en' })
        .then([{ type: 'LanguageChanged', data: { userId, language: 'en' } }]);
      spec([registered]).when({ type: 'ChangeLanguage', language: 'de' }).then([]);
    });
  });

  describe('administration', () => {
    const adminId = 1;
    it('grants and revokes admin rights', () => {
      spec([registered]).when({ type: 'SetAdmin', isAdmin: true, actorId: adminId }).then([admin]);
      spec([registered, admin])
        .when({ type: 'SetAdmin', isAdmin: false, actorId: adminId })
        .then([{ type: 'AdminRightsRevoked', data: { userId } }]);
      spec([registered, admin]).when({ type: 'SetAdmin', isAdmin: true, actorId: adminId }).then([]);
    });
    it('refuses demoting oneself', () =>
      spec([registered, admin])
        .when({ type: 'SetAdmin', isAdmin: false, actorId: userId })
        .thenRefuses('cannotChangeOwnAccount', 'forbidden'));
    it('blocks and unblocks', () => {
      spec([registered]).when({ type: 'SetBlocked', isBlocked: true, actorId: adminId }).then([blocked]);
      spec([registered, blocked])
        .when({ type: 'SetBlocked', isBlocked: false, actorId: adminId })
        .then([{ type: 'UserUnblocked', data: { userId } }]);
    });
    it('refuses blocking oneself', () =>
      spec([registered, admin])
        .when({ type: 'SetBlocked', isBlocked: true, actorId: userId })
        .thenRefuses('cannotChangeOwnAccount'));
    it('deletes, but not oneself and not the unknown', () => {
      spec([registered])
        .when({ type: 'Delete', actorId: adminId })
        .then([{ type: 'UserDeleted', data: { userId } }]);
      spec([registered, admin])
        .when({ type: 'Delete', actorId: userId })
        .thenRefuses('cannotChangeOwnAccount');
      spec([]).when({ type: 'Delete', actorId: adminId }).thenRefuses('userNotFound', 'notFound');
    });
    const start: AccountCommand = {
      type: 'StartImpersonation',
      adminId,
      sessionId: 'i1',
      expiresAt: '2099-01-01T00:00:00.000Z',
    };
    it('lets an admin act as a user, and back', () => {
      const started: AccountEvent = {
        type: 'ImpersonationStarted',
        data: { userId, adminId, sessionId: 'i1', expiresAt: '2099-01-01T00:00:00.000Z' },
      };
      spec([registered]).when(start).then([started]);
      spec([registered, started])
        .when({ type: 'EndImpersonation', adminId, sessionId: 'i1' })
        .then([{ type: 'ImpersonationEnded', data: { userId, adminId, sessionId: 'i1' } }]);
    });
    it('refuses acting as another admin or a blocked user', () => {
      spec([registered, admin]).when(start).thenRefuses('cannotImpersonateAdmin', 'forbidden');
      spec([registered, blocked]).when(start).thenRefuses('accountBlocked', 'forbidden');
    });
    it('ensures the configured admin', () => {
      spec([registered, blocked])
        .when({ type: 'EnsureAdmin', passwordHash: 'h9' })
        .then([
          admin,
          { type: 'UserUnblocked', data: { userId } },
          { type: 'PasswordChanged', data: { userId, passwordHash: 'h9', via: 'bootstrap' } },
        ]);
      spec([registered, admin]).when({ type: 'EnsureAdmin' }).then([]);
    });
  });
});
