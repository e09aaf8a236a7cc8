import { describe, it } from 'vitest';
import type { AccountCommand } from './accounts.decider';
import {
  admin,
  blocked,
  loggedIn,
  now,
  registered,
  resetRequested,
  spec,
  userId,
} from './accounts.decider.fixtures';

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
    it('registers and logs in', () => spec([]).when(register).expectEvents([registered, loggedIn]));
    it('registers without a session (bootstrap)', () =>
      spec([])
        .when({ ...register, session: undefined })
        .expectEvents([registered]));
    it('refuses an account that exists', () =>
      spec([registered]).when(register).expectRefusal('usernameTaken', 'conflict'));
  });

  describe('log in and out', () => {
    const logIn: AccountCommand = { type: 'LogIn', sessionId: 's2', expiresAt: '2099-01-01T00:00:00.000Z' };
    it('starts a session', () =>
      spec([registered])
        .when(logIn)
        .expectEvents([
          { type: 'UserLoggedIn', data: { userId, sessionId: 's2', expiresAt: '2099-01-01T00:00:00.000Z' } },
        ]));
    it('refuses a blocked account', () =>
      spec([registered, blocked]).when(logIn).expectRefusal('accountBlocked', 'forbidden'));
    it('refuses an unknown account', () => spec([]).when(logIn).expectRefusal('userNotFound', 'notFound'));
    it('ends a live session', () =>
      spec([registered, loggedIn])
        .when({ type: 'LogOut', sessionId: 's1' })
        .expectEvents([{ type: 'UserLoggedOut', data: { userId, sessionId: 's1' } }]));
    it('ignores logging out a session that is not live', () =>
      spec([registered]).when({ type: 'LogOut', sessionId: 'nope' }).expectEvents([]));
    it('a password change ends every session', () =>
      spec([
        registered,
        loggedIn,
        { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } },
      ])
        .when({ type: 'LogOut', sessionId: 's1' })
        .expectEvents([]));
    it('blocking ends every session', () =>
      spec([registered, loggedIn, blocked]).when({ type: 'LogOut', sessionId: 's1' }).expectEvents([]));
  });

  describe('profile', () => {
    it('changes the e-mail', () =>
      spec([registered])
        .when({ type: 'ChangeProfile', email: 'new@example.com' })
        .expectEvents([{ type: 'UserEmailChanged', data: { userId, email: 'new@example.com' } }]));
    it('changes the password', () =>
      spec([registered])
        .when({ type: 'ChangeProfile', email: 'anna@example.com', passwordHash: 'h2' })
        .expectEvents([{ type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } }]));
    it('changes nothing when nothing changed', () =>
      spec([registered]).when({ type: 'ChangeProfile', email: 'anna@example.com' }).expectEvents([]));
    it('starts this device’s fresh session in the same append as a new password', () =>
      spec([registered])
        .when({
          type: 'ChangeProfile',
          email: 'anna@example.com',
          passwordHash: 'h2',
          session: { sessionId: 's9', expiresAt: '2030-01-01T00:00:00.000Z' },
        })
        .expectEvents([
          { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } },
          { type: 'UserLoggedIn', data: { userId, sessionId: 's9', expiresAt: '2030-01-01T00:00:00.000Z' } },
        ]));
    it('keeps an admin acting as the user an impersonator after a new password', () =>
      spec([registered])
        .when({
          type: 'ChangeProfile',
          email: 'anna@example.com',
          passwordHash: 'h2',
          session: { sessionId: 's9', expiresAt: '2030-01-01T00:00:00.000Z', adminId: 1 },
        })
        .expectEvents([
          { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } },
          {
            type: 'ImpersonationStarted',
            data: { userId, adminId: 1, sessionId: 's9', expiresAt: '2030-01-01T00:00:00.000Z' },
          },
        ]));
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
        .expectEvents([resetRequested]));
    it('sends nothing to a blocked account', () =>
      spec([registered, blocked])
        .when({
          type: 'RequestPasswordReset',
          requestId: 'r1',
          tokenHash: 't1',
          expiresAt: '2026-01-01T01:00:00.000Z',
        })
        .expectEvents([]));
    const reset: AccountCommand = { type: 'ResetPassword', tokenHash: 't1', passwordHash: 'h2', now };
    it('resets with a valid token', () =>
      spec([registered, resetRequested])
        .when(reset)
        .expectEvents([
          { type: 'PasswordResetCompleted', data: { userId, tokenHash: 't1' } },
          { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'reset' } },
        ]));
    it('refuses an unknown token', () =>
      spec([registered, resetRequested])
        .when({ ...reset, tokenHash: 'other' })
        .expectRefusal('resetLinkInvalid', 'invalid'));
    it('refuses a used token', () =>
      spec([
        registered,
        resetRequested,
        { type: 'PasswordResetCompleted', data: { userId, tokenHash: 't1' } },
      ])
        .when(reset)
        .expectRefusal('resetLinkInvalid'));
    it('refuses a token requested before the password was changed', () =>
      spec([
        registered,
        resetRequested,
        { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } },
      ])
        .when(reset)
        .expectRefusal('resetLinkInvalid', 'invalid'));
    it('refuses an expired token', () =>
      spec([registered, resetRequested])
        .when({ ...reset, now: '2026-01-01T01:00:00.001Z' })
        .expectRefusal('resetLinkInvalid'));
  });

  describe('onboarding and language', () => {
    it('saves a step', () =>
      spec([registered])
        .when({ type: 'SaveOnboardingStep', step: 2 })
        .expectEvents([{ type: 'OnboardingStepSaved', data: { userId, step: 2 } }]));
    it('ignores saving the current step', () =>
      spec([registered]).when({ type: 'SaveOnboardingStep', step: 1 }).expectEvents([]));
    it('refuses a step out of range', () => {
      spec([registered])
        .when({ type: 'SaveOnboardingStep', step: 0 })
        .expectRefusal('onboardingStepInvalid', 'invalid');
      spec([registered]).when({ type: 'SaveOnboardingStep', step: 4 }).expectRefusal('onboardingStepInvalid');
      spec([registered])
        .when({ type: 'SaveOnboardingStep', step: 1.5 })
        .expectRefusal('onboardingStepInvalid');
    });
    it('completes once', () => {
      spec([registered])
        .when({ type: 'CompleteOnboarding' })
        .expectEvents([{ type: 'OnboardingCompleted', data: { userId } }]);
      spec([registered, { type: 'OnboardingCompleted', data: { userId } }])
        .when({ type: 'CompleteOnboarding' })
        .expectEvents([]);
    });
    it('changes the language', () => {
      spec([registered])
        .when({ type: 'ChangeLanguage', language: 'en' })
        .expectEvents([{ type: 'LanguageChanged', data: { userId, language: 'en' } }]);
      spec([registered]).when({ type: 'ChangeLanguage', language: 'de' }).expectEvents([]);
    });
  });

  describe('more rules', () => {
    it('changes e-mail and password together, in that order', () =>
      spec([registered])
        .when({ type: 'ChangeProfile', email: 'new@example.com', passwordHash: 'h2' })
        .expectEvents([
          { type: 'UserEmailChanged', data: { userId, email: 'new@example.com' } },
          { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', via: 'profile' } },
        ]));
    it('a token stays single use after a later request', () =>
      spec([
        registered,
        resetRequested,
        { type: 'PasswordResetCompleted', data: { userId, tokenHash: 't1' } },
        {
          type: 'PasswordResetRequested',
          data: { userId, requestId: 'r2', tokenHash: 't2', expiresAt: '2026-01-01T01:00:00.000Z' },
        },
      ])
        .when({ type: 'ResetPassword', tokenHash: 't1', passwordHash: 'h3', now })
        .expectRefusal('resetLinkInvalid', 'invalid'));
    it('ignores ending an impersonation that is not live', () =>
      spec([registered]).when({ type: 'EndImpersonation', adminId: 1, sessionId: 'nope' }).expectEvents([]));
    it('changes nothing when blocking a blocked account or unblocking a free one', () => {
      spec([registered, blocked]).when({ type: 'SetBlocked', isBlocked: true, actorId: 1 }).expectEvents([]);
      spec([registered]).when({ type: 'SetBlocked', isBlocked: false, actorId: 1 }).expectEvents([]);
    });
    it('lets an admin keep their own rights (promoting oneself is a no-op)', () =>
      spec([registered, admin]).when({ type: 'SetAdmin', isAdmin: true, actorId: userId }).expectEvents([]));
    it('makes a plain account the configured admin without touching a matching password', () =>
      spec([registered]).when({ type: 'EnsureAdmin', configuredPassword: true }).expectEvents([admin]));
    it('refuses logging in again after being blocked, also with a live session', () =>
      spec([registered, loggedIn, blocked])
        .when({ type: 'LogIn', sessionId: 's3', expiresAt: '2099-01-01T00:00:00.000Z' })
        .expectRefusal('accountBlocked', 'forbidden'));
    it('logs in again once unblocked', () =>
      spec([registered, blocked, { type: 'UserUnblocked', data: { userId } }])
        .when({ type: 'LogIn', sessionId: 's3', expiresAt: '2099-01-01T00:00:00.000Z' })
        .expectEvents([
          { type: 'UserLoggedIn', data: { userId, sessionId: 's3', expiresAt: '2099-01-01T00:00:00.000Z' } },
        ]));
    it('ends an impersonation session at logout like any other', () =>
      spec([
        registered,
        {
          type: 'ImpersonationStarted',
          data: { userId, adminId: 1, sessionId: 'i1', expiresAt: '2099-01-01T00:00:00.000Z' },
        },
      ])
        .when({ type: 'EndImpersonation', adminId: 1, sessionId: 'i1' })
        .expectEvents([{ type: 'ImpersonationEnded', data: { userId, adminId: 1, sessionId: 'i1' } }]));
  });
});
