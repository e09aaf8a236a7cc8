import { accountModels, streams } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted, userRegistered } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { accountsProjection } from './accounts.projection';

const expiresAt = '2026-02-01T00:00:00.000Z';
/** An event of user `userId`'s account stream. */
const about = (type: string, userId: number, data: Record<string, unknown> = {}): GivenEvent => ({
  type,
  data: { userId, ...data },
  streamId: streams.user(userId),
});
const loggedIn = (userId: number, sessionId: string) =>
  about('UserLoggedIn', userId, { sessionId, expiresAt });
const impersonated = (userId: number, adminId: number, sessionId: string) =>
  about('ImpersonationStarted', userId, { adminId, sessionId, expiresAt });
const resetRequested = (userId: number, tokenHash: string) =>
  about('PasswordResetRequested', userId, { requestId: `r-${tokenHash}`, tokenHash, expiresAt });
const anna = {
  id: 7,
  username: 'anna',
  email: 'anna@example.com',
  isAdmin: false,
  isBlocked: false,
  hasCompletedOnboarding: false,
  onboardingStep: 1,
  language: 'en' as const,
  createdAt: '2026-01-01T09:00:00.000Z',
};

describeProjection(accountsProjection, (spec) => {
  it('makes a registered user: not blocked, at the first onboarding step, in their language', () =>
    spec
      .given(userRegistered(7, 'anna', { language: 'en' }))
      .expect(accountModels.users)
      .toEqual([anna]));

  it('reads an old registration without a language (version 1) as German', () => {
    const { language: _, ...v1 } = userRegistered(7, 'anna').data as Record<string, unknown>;
    return spec
      .given({ ...userRegistered(7, 'anna'), data: v1, schemaVersion: 1 })
      .expect(accountModels.users)
      .toMatchObject([{ id: 7, language: 'de' }]);
  });

  const registered = () => spec.given(userRegistered(7, 'anna', { language: 'en' }));
  it('changes the e-mail', () =>
    registered()
      .when(about('UserEmailChanged', 7, { email: 'a@example.org' }))
      .expect(accountModels.users)
      .toEqual([{ ...anna, email: 'a@example.org' }]));
  it('keeps the onboarding step, and that onboarding is done', async () => {
    await registered()
      .when(about('OnboardingStepSaved', 7, { step: 3 }))
      .expect(accountModels.users)
      .toEqual([{ ...anna, onboardingStep: 3 }]);
    await registered()
      .when(about('OnboardingCompleted', 7))
      .expect(accountModels.users)
      .toEqual([{ ...anna, hasCompletedOnboarding: true }]);
  });
  it('changes the language', () =>
    registered()
      .when(about('LanguageChanged', 7, { language: 'de' }))
      .expect(accountModels.users)
      .toEqual([{ ...anna, language: 'de' }]));
  it('grants and revokes admin rights', async () => {
    const granted = registered().when(about('AdminRightsGranted', 7));
    await granted.expect(accountModels.users).toEqual([{ ...anna, isAdmin: true }]);
    await granted.when(about('AdminRightsRevoked', 7)).expect(accountModels.users).toEqual([anna]);
  });
  it('blocks and unblocks', async () => {
    const blocked = registered().when(about('UserBlocked', 7));
    await blocked.expect(accountModels.users).toEqual([{ ...anna, isBlocked: true }]);
    await blocked.when(about('UserUnblocked', 7)).expect(accountModels.users).toEqual([anna]);
  });

  it('keeps a session from the login, until the logout', async () => {
    const session = { id: 's1', userId: 7, expiresAt, createdAt: recordedAt(2) };
    const loggedInOnce = spec.given(userRegistered(7, 'anna'), loggedIn(7, 's1'), loggedIn(7, 's2'));
    await loggedInOnce.expect(accountModels.sessions).toContain(session);
    await loggedInOnce
      .when(about('UserLoggedOut', 7, { sessionId: 's1' }))
      .expect(accountModels.sessions)
      .toMatchObject([{ id: 's2' }]);
  });

  it('keeps an impersonation’s session with the admin, until it ends', async () => {
    const started = spec.given(impersonated(7, 1, 'i1'));
    await started
      .expect(accountModels.sessions)
      .toEqual([{ id: 'i1', userId: 7, impersonatorId: 1, expiresAt, createdAt: recordedAt(1) }]);
    await started
      .when(about('ImpersonationEnded', 7, { adminId: 1, sessionId: 'i1' }))
      .expect(accountModels.sessions)
      .toBeEmpty();
  });

  it('keeps a reset token by its hash until it is used', async () => {
    const requested = spec.given(resetRequested(7, 'h1'), resetRequested(7, 'h2'));
    await requested.expect(accountModels.passwordResetTokens).toEqual([
      { id: 'h1', userId: 7, expiresAt, used: false },
      { id: 'h2', userId: 7, expiresAt, used: false },
    ]);
    await requested
      .when(about('PasswordResetCompleted', 7, { tokenHash: 'h1' }))
      .expect(accountModels.passwordResetTokens)
      .toMatchObject([{ id: 'h2' }]);
  });

  it('ends the user’s sessions and reset tokens on a password change, and nobody else’s', async () => {
    const changed = spec
      .given(loggedIn(7, 's7'), loggedIn(9, 's9'), resetRequested(7, 'h7'), resetRequested(9, 'h9'))
      .when(about('PasswordChanged', 7, { passwordHash: 'new', via: 'profile' }));
    await changed.expect(accountModels.sessions).toMatchObject([{ id: 's9' }]);
    await changed.expect(accountModels.passwordResetTokens).toMatchObject([{ id: 'h9' }]);
  });

  it('ends a blocked user’s sessions, also those where they impersonate someone', () =>
    spec
      .given(loggedIn(1, 'admin'), impersonated(7, 1, 'as-7'), loggedIn(7, 's7'), loggedIn(9, 's9'))
      .when(about('UserBlocked', 1))
      .expect(accountModels.sessions)
      .toMatchObject([{ id: 's7' }, { id: 's9' }]));

  const story = [
    userRegistered(7, 'anna', { isAdmin: true }),
    userRegistered(9, 'ben'),
    loggedIn(7, 's7'),
    loggedIn(9, 's9'),
    impersonated(9, 7, 'as-9'),
    resetRequested(7, 'h7'),
    resetRequested(9, 'h9'),
    about('OnboardingStepSaved', 9, { step: 2 }),
  ];

  it('erases the person: account, sessions (also where the admin impersonates) and reset tokens; nobody else’s', async () => {
    const erased = spec.given(...story).when(userDeleted(7));
    await erased.expectErased(7);
    await erased.expect(accountModels.users).toMatchObject([{ id: 9, onboardingStep: 2 }]);
    await erased.expect(accountModels.sessions).toMatchObject([{ id: 's9' }]);
    await erased.expect(accountModels.passwordResetTokens).toMatchObject([{ id: 'h9' }]);
  });

  it('gives the same documents applied twice or rebuilt', () =>
    spec
      .given(
        ...story,
        about('PasswordChanged', 9, { passwordHash: 'x', via: 'reset' }),
        about('UserBlocked', 7),
      )
      .expectStable());

  it('after an erasure, a rebuild without the person’s account stream gives the same documents', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expectStable({ withoutStreams: [streams.user(7)] }));
});
