import { randomBytes } from 'node:crypto';
import {
  accountModels,
  DomainError,
  type EventMetadata,
  RESET_TOKEN_TTL_MS,
  streams,
  type User,
} from '@et/contracts';
import {
  type AppendResult,
  HttpError,
  newSessionToken,
  resetTokenFor,
  SESSION_TTL_MS,
  tokenHash,
} from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, readMade } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { type AccountState, decide, evolve, initialAccountState } from './accounts.decider';
import { claimHolder, claimName, releaseName } from './claims';
import { hashPassword, isCommonPassword } from './passwords';

export const accountDecider = { initialState: initialAccountState, evolve, decide };

/** An account's commands, on its stream `user-{id}`. */
export const accountHandler = commandHandler(accountDecider, streams.user);

export async function loadAccount(ctx: CommandContext, userId: number): Promise<AccountState> {
  return (await accountHandler.load(ctx.events, userId)).state;
}

export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password))
    throw new HttpError(400, 'passwordTooCommon', {}, { password: 'passwordTooCommon' });
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  isAdmin: boolean;
  language: 'de' | 'en';
  withSession: boolean;
}

/**
 * Registers an account: claims the username and the e-mail (exactly one winner under
 * concurrency), then starts the account's stream. Returns the session token when asked.
 */
export async function registerAccount(
  ctx: CommandContext,
  input: Registration,
  metadata: EventMetadata,
): Promise<{ userId: number; token?: string; appended: AppendResult | null }> {
  if ((await claimHolder(ctx.events, 'username', input.username)) !== null) {
    throw new DomainError('conflict', 'usernameTaken');
  }
  if (input.email && (await claimHolder(ctx.events, 'email', input.email)) !== null) {
    throw new DomainError('conflict', 'emailTaken');
  }
  const passwordHash = await hashPassword(input.password);
  const userId = await allocateId(ctx.events, streams.userIds, 'UserIdAllocated');
  const claimMeta = { ...metadata, actorId: metadata.actorId ?? userId };
  if (!(await claimName(ctx.events, 'username', input.username, userId, claimMeta))) {
    throw new DomainError('conflict', 'usernameTaken');
  }
  if (input.email && !(await claimName(ctx.events, 'email', input.email, userId, claimMeta))) {
    await releaseName(ctx.events, 'username', input.username, userId, claimMeta);
    throw new DomainError('conflict', 'emailTaken');
  }
  const session = input.withSession ? newSessionToken() : undefined;
  try {
    const { appended } = await accountHandler.handle(
      ctx.events,
      userId,
      {
        type: 'Register',
        userId,
        username: input.username,
        email: input.email,
        passwordHash,
        isAdmin: input.isAdmin,
        language: input.language,
        now: new Date().toISOString(),
        session: session && { sessionId: session.sessionId, expiresAt: expiresIn(SESSION_TTL_MS) },
      },
      claimMeta,
    );
    return { userId, token: session?.token, appended };
  } catch (error) {
    // No account, so no claims: the names are free again (or, should this fail too, freed by
    // the claim's own timeout in claims.ts).
    await releaseName(ctx.events, 'username', input.username, userId, claimMeta).catch(() => {});
    if (input.email) await releaseName(ctx.events, 'email', input.email, userId, claimMeta).catch(() => {});
    throw error;
  }
}

export function expiresIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** Finds the account for a login name: a username, or an e-mail address. */
export async function findLoginAccount(ctx: CommandContext, login: string): Promise<number | null> {
  const byUsername = await claimHolder(ctx.events, 'username', login);
  if (byUsername !== null) return byUsername;
  return login.includes('@') ? claimHolder(ctx.events, 'email', login) : null;
}

export function newResetRequest(secret: string): { requestId: string; tokenHash: string; expiresAt: string } {
  const requestId = randomBytes(16).toString('base64url');
  return {
    requestId,
    tokenHash: tokenHash(resetTokenFor(secret, requestId)),
    expiresAt: expiresIn(RESET_TOKEN_TTL_MS),
  };
}

/** The user as the read model shows it, after the command's events were projected. */
export async function presentUser(ctx: CommandContext, userId: number): Promise<User> {
  const user = await readMade(ctx, () => ctx.readModels.collection(accountModels.users).get(userId));
  if (!user) throw new HttpError(404, 'userNotFound');
  return user;
}
