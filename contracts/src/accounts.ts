import { z } from 'zod';
import type { DomainEvent } from './events';
import { languages } from './language';
import { ONBOARDING_STEPS } from './limits';
import { readModel } from './read-model';
import { idParam, isVisibleName, pathParams, plainNumberParam, singleLineText } from './text';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const USERNAME_MAX = 50;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** One spelling per name: "é" typed as one character or as "e" and an accent is the same name. */
const trimmedName = (s: string) => s.normalize('NFC').trim();

export const usernameSchema = singleLineText('usernameRequired')
  .transform(trimmedName)
  .pipe(
    z
      .string()
      .min(1, 'usernameRequired')
      .max(USERNAME_MAX, 'usernameTooLong')
      .refine((s) => !s.includes('@'), 'usernameInvalid')
      .refine(isVisibleName, 'textInvalid'),
  );

export const emailSchema = singleLineText('emailInvalid')
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.email('emailInvalid').max(254, 'emailInvalid'));

export const newPasswordSchema = singleLineText('passwordRequired')
  .min(PASSWORD_MIN, 'passwordTooShort')
  .max(PASSWORD_MAX, 'passwordTooLong')
  .refine((s) => /\S/.test(s), 'passwordBlank');

export const languageSchema = z.enum(languages);

export const registerBody = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.strictObject({
  username: singleLineText('usernameRequired').trim().min(1, 'usernameRequired').max(254, 'usernameRequired'),
  password: singleLineText('passwordRequired')
    .min(1, 'passwordRequired')
    .max(PASSWORD_MAX, 'passwordTooLong'),
});
export type LoginBody = z.input<typeof loginBody>;

export const profileBody = z.strictObject({
  email: singleLineText('emailInvalidShort')
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.email('emailInvalidShort').max(254, 'emailInvalidShort')),
  password: z
    .string()
    .optional()
    .transform((s) => (s === '' ? undefined : s))
    .pipe(newPasswordSchema.optional()),
});
export type ProfileBody = z.input<typeof profileBody>;

export const requestPasswordResetBody = z.strictObject({
  email: singleLineText('emailInvalidShort')
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.email('emailInvalidShort').max(254, 'emailInvalidShort')),
});

export const resetPasswordBody = z.strictObject({
  token: singleLineText('tokenRequired').min(1, 'tokenRequired').max(200, 'tokenRequired'),
  password: newPasswordSchema,
});

export const onboardingStepBody = z.strictObject({
  step: z
    .number({ error: 'onboardingStepInvalid' })
    .int('onboardingStepInvalid')
    .min(1, 'onboardingStepInvalid')
    .max(ONBOARDING_STEPS, 'onboardingStepInvalid'),
});

export const languageBody = z.strictObject({ language: languageSchema });

export const adminUserPatchBody = z.union([
  z.strictObject({ isAdmin: z.boolean() }),
  z.strictObject({ isBlocked: z.boolean() }),
]);

export const userIdParams = pathParams('userNotFound', { id: idParam('userNotFound') });

export const usersQuery = z.strictObject({
  search: singleLineText().max(100).optional(),
  page: plainNumberParam().default(1),
  pageSize: plainNumberParam().pipe(z.number().max(100)).default(20),
});

export const auditQuery = z.strictObject({
  userId: idParam().optional(),
  /** The history of one energy token (its activations, renames …) or of one code. */
  tokenId: idParam().optional(),
  code: singleLineText().trim().toUpperCase().max(40).optional(),
  /** One ring code's history: the code, the ring it became and its changes (rings feature). */
  ringCode: singleLineText().trim().toUpperCase().max(40).optional(),
  /** One ring-code request's history: submitted, read, status, answers (who, which code), deleted. */
  requestId: idParam().optional(),
  page: plainNumberParam().default(1),
  pageSize: plainNumberParam().pipe(z.number().max(100)).default(50),
});

/** Read model `users`: the user as the client sees it. Never carries a password or hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isBlocked: z.boolean(),
  hasCompletedOnboarding: z.boolean(),
  onboardingStep: z.number().int(),
  language: languageSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Read model `sessions`: one document per live session, keyed by the token's hash. */
export interface SessionDocument {
  id: string;
  userId: number;
  expiresAt: string;
  createdAt: string;
  impersonatorId?: number;
}

/** Read model `password_reset_tokens`: a reset link's token, keyed by its hash. */
export interface ResetTokenDocument {
  id: string;
  userId: number;
  expiresAt: string;
  used: boolean;
}

/** The accounts' read models: users (as the client sees them), live sessions, reset tokens. */
export const accountModels = {
  users: readModel<User>('users'),
  sessions: readModel<SessionDocument>('sessions'),
  passwordResetTokens: readModel<ResetTokenDocument>('password_reset_tokens'),
};

/**
 * What the HTTP layer authenticates with (platform's `AccountDirectory`): sessions and users, and
 * which user an event changes. They change only in the account streams (`user-{id}`, `user-erasures`).
 */
export const accountDirectory = {
  sessions: accountModels.sessions,
  users: accountModels.users,
  affects(event: { streamId: string; data: unknown }): number | 'all' | undefined {
    if (!event.streamId.startsWith('user-')) return undefined;
    const userId = (event.data as { userId?: unknown } | null)?.userId;
    return typeof userId === 'number' ? userId : 'all';
  },
};

/** GET /api/user: the signed-in user; while an admin acts as them, who that admin is. */
export const currentUserSchema = userSchema.extend({
  impersonator: z.object({ id: z.number().int(), username: z.string() }).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** An entry of GET /api/audit: an event with the names of the people in it (`#id` once erased). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  /** The admin who acted as the actor. */
  impersonatorId: z.number().int().nullable(),
  impersonatorName: z.string().nullable(),
  subjectUserId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  /** The event's fields its feature allows admins to read. */
  details: z.record(z.string(), z.unknown()),
  /** Names of the people the details name by id (`fromUserId`, `toUserId`, …), by that id. */
  people: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---- events (stream `user-{id}` unless noted) ----

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: number;
    username: string;
    email: string;
    passwordHash: string;
    isAdmin: boolean;
    language: 'de' | 'en';
    registeredAt: string;
  }
>;
export type UserLoggedIn = DomainEvent<
  'UserLoggedIn',
  { userId: number; sessionId: string; expiresAt: string; impersonatorId?: number }
>;
export type UserLoggedOut = DomainEvent<'UserLoggedOut', { userId: number; sessionId: string }>;
export type UserEmailChanged = DomainEvent<'UserEmailChanged', { userId: number; email: string }>;
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: number; passwordHash: string; via: 'profile' | 'reset' | 'bootstrap' }
>;
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: number; requestId: string; tokenHash: string; expiresAt: string }
>;
export type PasswordResetCompleted = DomainEvent<
  'PasswordResetCompleted',
  { userId: number; tokenHash: string }
>;
export type OnboardingStepSaved = DomainEvent<'OnboardingStepSaved', { userId: number; step: number }>;
export type OnboardingCompleted = DomainEvent<'OnboardingCompleted', { userId: number }>;
export type LanguageChanged = DomainEvent<'LanguageChanged', { userId: number; language: 'de' | 'en' }>;
export type AdminRightsGranted = DomainEvent<'AdminRightsGranted', { userId: number }>;
export type AdminRightsRevoked = DomainEvent<'AdminRightsRevoked', { userId: number }>;
export type UserBlocked = DomainEvent<'UserBlocked', { userId: number }>;
export type UserUnblocked = DomainEvent<'UserUnblocked', { userId: number }>;
/** Stream `user-erasures`: the personal stream itself is deleted. Carries ids only. */
export type UserDeleted = DomainEvent<'UserDeleted', { userId: number }>;
export type ImpersonationStarted = DomainEvent<
  'ImpersonationStarted',
  { userId: number; adminId: number; sessionId: string; expiresAt: string }
>;
export type ImpersonationEnded = DomainEvent<
  'ImpersonationEnded',
  { userId: number; adminId: number; sessionId: string }
>;

export type AccountEvent =
  | UserRegistered
  | UserLoggedIn
  | UserLoggedOut
  | UserEmailChanged
  | PasswordChanged
  | PasswordResetRequested
  | PasswordResetCompleted
  | OnboardingStepSaved
  | OnboardingCompleted
  | LanguageChanged
  | AdminRightsGranted
  | AdminRightsRevoked
  | UserBlocked
  | UserUnblocked
  | UserDeleted
  | ImpersonationStarted
  | ImpersonationEnded;

/** Claim streams keep usernames and e-mails unique (`username-{hash}`, `email-{hash}`). */
export type NameClaimed = DomainEvent<'NameClaimed', { userId: number }>;
export type NameReleased = DomainEvent<'NameReleased', { userId: number }>;
export type ClaimEvent = NameClaimed | NameReleased;

export const streams = {
  user: (id: number) => `user-${id}`,
  userIds: 'ids-user',
  userErasures: 'user-erasures',
} as const;
