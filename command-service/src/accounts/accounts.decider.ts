import { type AccountEvent, DomainError, ONBOARDING_STEPS } from '@et/contracts';

/** What the rules need to know about one account, folded from its stream. */
export interface AccountState {
  exists: boolean;
  userId: number;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  /** Created an admin: by a start (ADMIN_* or the generated admin), never by a registration. */
  createdAsAdmin: boolean;
  isBlocked: boolean;
  onboardingStep: number;
  hasCompletedOnboarding: boolean;
  language: 'de' | 'en';
  sessions: Set<string>;
  resetTokens: Map<string, { expiresAt: string; used: boolean }>;
}

export const initialAccountState = (): AccountState => ({
  exists: false,
  userId: 0,
  username: '',
  email: '',
  passwordHash: '',
  isAdmin: false,
  createdAsAdmin: false,
  isBlocked: false,
  onboardingStep: 1,
  hasCompletedOnboarding: false,
  language: 'de',
  sessions: new Set(),
  resetTokens: new Map(),
});

export type AccountCommand =
  | {
      type: 'Register';
      userId: number;
      username: string;
      email: string;
      passwordHash: string;
      isAdmin: boolean;
      language: 'de' | 'en';
      now: string;
      session?: { sessionId: string; expiresAt: string };
    }
  | { type: 'LogIn'; sessionId: string; expiresAt: string }
  | { type: 'LogOut'; sessionId: string }
  | {
      type: 'ChangeProfile';
      email: string;
      passwordHash?: string;
      /** With a new password: the fresh session this device goes on with (an admin's, while acting). */
      session?: { sessionId: string; expiresAt: string; adminId?: number };
    }
  | { type: 'RequestPasswordReset'; requestId: string; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'SaveOnboardingStep'; step: number }
  | { type: 'CompleteOnboarding' }
  | { type: 'ChangeLanguage'; language: 'de' | 'en' }
  | { type: 'SetAdmin'; isAdmin: boolean; actorId: number }
  | { type: 'SetBlocked'; isBlocked: boolean; actorId: number }
  | { type: 'Delete'; actorId: number }
  /** The owner erases their own account (GDPR Art. 17), after giving their password. */
  | { type: 'DeleteOwnAccount' }
  | { type: 'StartImpersonation'; adminId: number; sessionId: string; expiresAt: string }
  | { type: 'EndImpersonation'; adminId: number; sessionId: string }
  /**
   * The account ADMIN_USERNAME names, at start. `configuredPassword`: its password is ADMIN_PASSWORD
   * (checked outside: hashing is slow). Its password is never set here: ADMIN_PASSWORD only creates.
   */
  | { type: 'EnsureAdmin'; configuredPassword: boolean };

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  const next = { ...state };
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...initialAccountState(),
        exists: true,
        userId: event.data.userId,
        username: event.data.username,
        email: event.data.email,
        passwordHash: event.data.passwordHash,
        isAdmin: event.data.isAdmin,
        createdAsAdmin: event.data.isAdmin,
        language: event.data.language,
      };
    case 'UserLoggedIn':
      next.sessions = new Set(state.sessions).add(event.data.sessionId);
      return next;
    case 'ImpersonationStarted':
      next.sessions = new Set(state.sessions).add(event.data.sessionId);
      return next;
    case 'UserLoggedOut':
    case 'ImpersonationEnded': {
      const sessions = new Set(state.sessions);
      sessions.delete(event.data.sessionId);
      next.sessions = sessions;
      return next;
    }
    case 'UserEmailChanged':
      next.email = event.data.email;
      return next;
    case 'PasswordChanged':
      // A new password ends every session and voids the reset links still open.
      next.passwordHash = event.data.passwordHash;
      next.sessions = new Set();
      next.resetTokens = new Map();
      return next;
    case 'PasswordResetRequested':
      next.resetTokens = new Map(state.resetTokens).set(event.data.tokenHash, {
        expiresAt: event.data.expiresAt,
        used: false,
      });
      return next;
    case 'PasswordResetCompleted': {
      const tokens = new Map(state.resetTokens);
      const token = tokens.get(event.data.tokenHash);
      if (token) tokens.set(event.data.tokenHash, { ...token, used: true });
      next.resetTokens = tokens;
      return next;
    }
    case 'OnboardingStepSaved':
      next.onboardingStep = event.data.step;
      return next;
    case 'OnboardingCompleted':
      next.hasCompletedOnboarding = true;
      return next;
    case 'LanguageChanged':
      next.language = event.data.language;
      return next;
    case 'AdminRightsGranted':
      next.isAdmin = true;
      return next;
    case 'AdminRightsRevoked':
      next.isAdmin = false;
      return next;
    case 'UserBlocked':
      next.isBlocked = true;
      next.sessions = new Set();
      return next;
    case 'UserUnblocked':
      next.isBlocked = false;
      return next;
    case 'UserDeleted':
      return initialAccountState();
  }
}

function requireAccount(state: AccountState): void {
  if (!state.exists) throw new DomainError('notFound', 'userNotFound');
}

/** The account rules: given the state and a command, the events that follow, or a refusal. */
export function decide(state: AccountState, command: AccountCommand): AccountEvent[] {
  if (command.type === 'Register') {
    if (state.exists) throw new DomainError('conflict', 'usernameTaken');
    const { userId } = command;
    const events: AccountEvent[] = [
      {
        type: 'UserRegistered',
        data: {
          userId,
          username: command.username,
          email: command.email,
          passwordHash: command.passwordHash,
          isAdmin: command.isAdmin,
          language: command.language,
          registeredAt: command.now,
        },
      },
    ];
    if (command.session) events.push({ type: 'UserLoggedIn', data: { userId, ...command.session } });
    return events;
  }
  requireAccount(state);
  const userId = state.userId;
  switch (command.type) {
    case 'LogIn':
      if (state.isBlocked) throw new DomainError('forbidden', 'accountBlocked');
      return [
        {
          type: 'UserLoggedIn',
          data: { userId, sessionId: command.sessionId, expiresAt: command.expiresAt },
        },
      ];
    case 'LogOut':
      return state.sessions.has(command.sessionId)
        ? [{ type: 'UserLoggedOut', data: { userId, sessionId: command.sessionId } }]
        : [];
    case 'ChangeProfile': {
      const events: AccountEvent[] = [];
      if (command.email !== state.email)
        events.push({ type: 'UserEmailChanged', data: { userId, email: command.email } });
      if (command.passwordHash) {
        events.push({
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.passwordHash, via: 'profile' },
        });
        // In the same append: a new password never leaves this device logged out half-way.
        const session = command.session;
        if (session)
          events.push(
            ...decide(
              state,
              session.adminId === undefined
                ? { type: 'LogIn', sessionId: session.sessionId, expiresAt: session.expiresAt }
                : { type: 'StartImpersonation', ...session, adminId: session.adminId },
            ),
          );
      }
      return events;
    }
    case 'RequestPasswordReset':
      if (state.isBlocked) return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId,
            requestId: command.requestId,
            tokenHash: command.tokenHash,
            expiresAt: command.expiresAt,
          },
        },
      ];
    case 'ResetPassword': {
      const token = state.resetTokens.get(command.tokenHash);
      if (!token || token.used || Date.parse(token.expiresAt) <= Date.parse(command.now)) {
        throw new DomainError('invalid', 'resetLinkInvalid');
      }
      return [
        { type: 'PasswordResetCompleted', data: { userId, tokenHash: command.tokenHash } },
        { type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, via: 'reset' } },
      ];
    }
    case 'SaveOnboardingStep':
      if (!Number.isInteger(command.step) || command.step < 1 || command.step > ONBOARDING_STEPS) {
        throw new DomainError('invalid', 'onboardingStepInvalid');
      }
      return command.step === state.onboardingStep
        ? []
        : [{ type: 'OnboardingStepSaved', data: { userId, step: command.step } }];
    case 'CompleteOnboarding':
      return state.hasCompletedOnboarding ? [] : [{ type: 'OnboardingCompleted', data: { userId } }];
    case 'ChangeLanguage':
      return command.language === state.language
        ? []
        : [{ type: 'LanguageChanged', data: { userId, language: command.language } }];
    case 'SetAdmin':
      if (command.actorId === userId && !command.isAdmin)
        throw new DomainError('forbidden', 'cannotChangeOwnAccount');
      if (command.isAdmin === state.isAdmin) return [];
      return [{ type: command.isAdmin ? 'AdminRightsGranted' : 'AdminRightsRevoked', data: { userId } }];
    case 'SetBlocked':
      if (command.actorId === userId) throw new DomainError('forbidden', 'cannotChangeOwnAccount');
      if (command.isBlocked === state.isBlocked) return [];
      return [{ type: command.isBlocked ? 'UserBlocked' : 'UserUnblocked', data: { userId } }];
    case 'Delete':
      if (command.actorId === userId) throw new DomainError('forbidden', 'cannotChangeOwnAccount');
      return [{ type: 'UserDeleted', data: { userId } }];
    case 'DeleteOwnAccount':
      return [{ type: 'UserDeleted', data: { userId } }];
    case 'StartImpersonation':
      if (state.isAdmin) throw new DomainError('forbidden', 'cannotImpersonateAdmin');
      if (state.isBlocked) throw new DomainError('forbidden', 'accountBlocked');
      return [
        {
          type: 'ImpersonationStarted',
          data: {
            userId,
            adminId: command.adminId,
            sessionId: command.sessionId,
            expiresAt: command.expiresAt,
          },
        },
      ];
    case 'EndImpersonation':
      return state.sessions.has(command.sessionId)
        ? [
            {
              type: 'ImpersonationEnded',
              data: { userId, adminId: command.adminId, sessionId: command.sessionId },
            },
          ]
        : [];
    case 'EnsureAdmin': {
      // The operator's account is kept an admin: one that is an admin, was created as one, or
      // whose password is ADMIN_PASSWORD. Someone else who registered the name is left as they are.
      if (!state.isAdmin && !state.createdAsAdmin && !command.configuredPassword) return [];
      const events: AccountEvent[] = [];
      if (!state.isAdmin) events.push({ type: 'AdminRightsGranted', data: { userId } });
      if (state.isBlocked) events.push({ type: 'UserUnblocked', data: { userId } });
      return events;
    }
  }
}
