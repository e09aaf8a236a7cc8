import { type AccountEvent, accountModels } from '@et/contracts';
import type { Projection } from '../projection';

/** Users (as the client sees them), live sessions and pending password-reset tokens. */
export const accountsProjection: Projection = {
  name: 'accounts',
  // 2: a password change removes the user's open reset tokens.
  version: 2,
  collections: [accountModels.users, accountModels.sessions, accountModels.passwordResetTokens],
  // What the admin's user list searches (query-service users.routes.ts).
  searchIndexes: [[accountModels.users, ['username', 'email']]],
  async apply(recorded, ctx) {
    const event = recorded as unknown as AccountEvent;
    const users = ctx.collection(accountModels.users);
    const sessions = ctx.collection(accountModels.sessions);
    const resetTokens = ctx.collection(accountModels.passwordResetTokens);
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await users.upsert({
          id: d.userId,
          username: d.username,
          email: d.email,
          isAdmin: d.isAdmin,
          isBlocked: false,
          hasCompletedOnboarding: false,
          onboardingStep: 1,
          language: d.language,
          createdAt: d.registeredAt,
        });
        return;
      }
      case 'UserLoggedIn':
        await sessions.upsert({
          id: event.data.sessionId,
          userId: event.data.userId,
          expiresAt: event.data.expiresAt,
          createdAt: recorded.recordedAt,
        });
        return;
      case 'ImpersonationStarted':
        await sessions.upsert({
          id: event.data.sessionId,
          userId: event.data.userId,
          impersonatorId: event.data.adminId,
          expiresAt: event.data.expiresAt,
          createdAt: recorded.recordedAt,
        });
        return;
      case 'UserLoggedOut':
      case 'ImpersonationEnded':
        await sessions.delete(event.data.sessionId);
        return;
      case 'UserEmailChanged':
        await users.update(event.data.userId, { email: event.data.email });
        return;
      case 'PasswordChanged':
        await sessions.deleteMany({ userId: event.data.userId });
        await resetTokens.deleteMany({ userId: event.data.userId });
        return;
      case 'PasswordResetRequested':
        await resetTokens.upsert({
          id: event.data.tokenHash,
          userId: event.data.userId,
          expiresAt: event.data.expiresAt,
          used: false,
        });
        return;
      case 'PasswordResetCompleted':
        await resetTokens.delete(event.data.tokenHash);
        return;
      case 'OnboardingStepSaved':
        await users.update(event.data.userId, { onboardingStep: event.data.step });
        return;
      case 'OnboardingCompleted':
        await users.update(event.data.userId, { hasCompletedOnboarding: true });
        return;
      case 'LanguageChanged':
        await users.update(event.data.userId, { language: event.data.language });
        return;
      case 'AdminRightsGranted':
      case 'AdminRightsRevoked':
        await users.update(event.data.userId, { isAdmin: event.type === 'AdminRightsGranted' });
        return;
      case 'UserBlocked':
        await users.update(event.data.userId, { isBlocked: true });
        await sessions.deleteMany({ userId: event.data.userId });
        await sessions.deleteMany({ impersonatorId: event.data.userId });
        return;
      case 'UserUnblocked':
        await users.update(event.data.userId, { isBlocked: false });
        return;
      case 'UserDeleted':
        await users.delete(event.data.userId);
        await sessions.deleteMany({ userId: event.data.userId });
        await sessions.deleteMany({ impersonatorId: event.data.userId });
        await resetTokens.deleteMany({ userId: event.data.userId });
        return;
    }
  },
};
