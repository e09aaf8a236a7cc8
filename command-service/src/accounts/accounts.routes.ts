import {
  languageBody,
  loginBody,
  onboardingStepBody,
  profileBody,
  registerBody,
  requestPasswordResetBody,
  resetPasswordBody,
  userIdParams,
} from '@et/contracts';
import {
  type AppendResult,
  HttpError,
  IMPERSONATION_TTL_MS,
  limitCookieToImpersonation,
  newSessionToken,
  parseInput,
  requestLanguage,
  SESSION_TTL_MS,
  type SessionDocument,
  sessionIdOf,
  tokenHash,
} from '@et/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import {
  beginLogin,
  rememberLoginAddress,
  throttleRegistration,
  throttleResetRequest,
} from '../shared/throttles';
import {
  assertPasswordNotCommon,
  expiresIn,
  findLoginAccount,
  loadAccount,
  newResetRequest,
  presentUser,
  registerAccount,
  runAccountCommand,
} from './account-service';
import { claimName, releaseName } from './claims';
import { hashPassword, verifyPassword } from './passwords';

interface ResetTokenDocument {
  id: string;
  userId: number;
  expiresAt: string;
  used: boolean;
}

/** Register, log in and out, profile, onboarding, language, password reset. */
export async function accountRoutes(app: FastifyInstance, ctx: CommandContext): Promise<void> {
  app.post('/api/register', async (request, reply) => {
    const body = parseInput(registerBody, request.body);
    assertPasswordNotCommon(body.password);
    await throttleRegistration(ctx.throttles, request.ip);
    const { userId, token, appended } = await registerAccount(
      ctx,
      { ...body, isAdmin: false, language: requestLanguage(request), withSession: true },
      {},
    );
    await rememberLoginAddress(ctx.throttles, request.ip, userId);
    await settle(ctx, reply, appended);
    request.session.set('token', token!);
    return reply.status(201).send(await presentUser(ctx, userId));
  });

  app.post('/api/login', async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const userId = await findLoginAccount(ctx, body.username);
    const account = userId === null ? null : await loadAccount(ctx, userId);
    // Counted before the slow password check, so simultaneous guesses cannot all pass.
    const attempt = await beginLogin(
      ctx.throttles,
      request.ip,
      body.username,
      account?.exists ? account : null,
    );
    const valid = await verifyPassword(account?.exists ? account.passwordHash : undefined, body.password);
    if (!valid || !account) {
      await attempt.failed();
      throw new HttpError(401, 'invalidCredentials');
    }
    await attempt.succeeded();
    if (account.isBlocked) throw new HttpError(403, 'accountBlocked');
    await endCurrentSession(request);
    const session = newSessionToken();
    const { appended } = await runAccountCommand(
      ctx,
      account.userId,
      { type: 'LogIn', sessionId: session.sessionId, expiresAt: expiresIn(SESSION_TTL_MS) },
      { actorId: account.userId },
    );
    await settle(ctx, reply, appended);
    request.session.set('token', session.token);
    request.session.set('adminToken', '');
    return presentUser(ctx, account.userId);
  });

  /** Logs out the cookie's session (and, while impersonating, the admin's too). */
  async function endCurrentSession(request: FastifyRequest) {
    let last = null;
    for (const token of [request.session.get('token'), request.session.get('adminToken')]) {
      if (!token) continue;
      const auth = await ctx.auth.fromToken(token);
      if (!auth) continue;
      const { appended } = await runAccountCommand(
        ctx,
        auth.user.id,
        auth.impersonator
          ? { type: 'EndImpersonation', adminId: auth.impersonator.id, sessionId: sessionIdOf(token) }
          : { type: 'LogOut', sessionId: sessionIdOf(token) },
        metadataOf(auth),
      );
      last = appended ?? last;
    }
    return last;
  }

  app.post('/api/logout', async (request, reply) => {
    const appended = await endCurrentSession(request);
    await settle(ctx, reply, appended);
    request.session.delete();
    return { ok: true };
  });

  app.patch('/api/users/:id/profile', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const { id } = parseInput(userIdParams, request.params);
    if (id !== auth.user.id) throw new HttpError(404, 'userNotFound');
    const body = parseInput(profileBody, request.body);
    if (body.password) assertPasswordNotCommon(body.password);
    const metadata = metadataOf(auth);
    const oldEmail = auth.user.email;
    const emailChanged = body.email !== oldEmail;
    if (emailChanged && !(await claimName(ctx.events, 'email', body.email, id, metadata))) {
      throw new HttpError(409, 'emailTaken', {}, { email: 'emailTaken' });
    }
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    // A new password ends every session; this device gets a fresh one. An admin acting as the
    // user stays an impersonator, with the same time limit and the way back.
    const session = passwordHash ? newSessionToken() : undefined;
    const sessionExpiresAt = auth.impersonator
      ? ((await ctx.readModels.collection<SessionDocument>('sessions').get(auth.sessionId))?.expiresAt ??
        expiresIn(IMPERSONATION_TTL_MS))
      : expiresIn(SESSION_TTL_MS);
    let appended: AppendResult | null;
    try {
      ({ appended } = await runAccountCommand(
        ctx,
        id,
        {
          type: 'ChangeProfile',
          email: body.email,
          passwordHash,
          session: session && {
            sessionId: session.sessionId,
            expiresAt: sessionExpiresAt,
            adminId: auth.impersonator?.id,
          },
        },
        metadata,
      ));
    } catch (error) {
      // Nothing changed: the new address is not kept either.
      if (emailChanged) await releaseName(ctx.events, 'email', body.email, id, metadata).catch(() => {});
      throw error;
    }
    if (emailChanged && oldEmail) await releaseName(ctx.events, 'email', oldEmail, id, metadata);
    if (session) {
      request.session.set('token', session.token);
      if (auth.impersonator) limitCookieToImpersonation(request);
    }
    await settle(ctx, reply, appended);
    return presentUser(ctx, id);
  });

  app.post('/api/user/complete-onboarding', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const { appended } = await runAccountCommand(
      ctx,
      auth.user.id,
      { type: 'CompleteOnboarding' },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    return presentUser(ctx, auth.user.id);
  });

  app.post('/api/user/update-onboarding-step', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const { step } = parseInput(onboardingStepBody, request.body);
    const { appended } = await runAccountCommand(
      ctx,
      auth.user.id,
      { type: 'SaveOnboardingStep', step },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    return presentUser(ctx, auth.user.id);
  });

  app.patch('/api/user/language', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const { language } = parseInput(languageBody, request.body);
    const { appended } = await runAccountCommand(
      ctx,
      auth.user.id,
      { type: 'ChangeLanguage', language },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    return presentUser(ctx, auth.user.id);
  });

  app.post('/api/request-password-reset', async (request) => {
    const { email } = parseInput(requestPasswordResetBody, request.body);
    await throttleResetRequest(ctx.throttles, request.ip, email);
    // Answered before the lookup: the same answer, at the same speed, whether or not the
    // address has an account. The mail reactor sends the link once the event is stored.
    void requestReset(email).catch((error) =>
      request.log.error({ err: error }, 'password reset request failed'),
    );
    return { ok: true };
  });

  async function requestReset(email: string): Promise<void> {
    const userId = await findLoginAccount(ctx, email);
    if (userId === null) return;
    await runAccountCommand(
      ctx,
      userId,
      { type: 'RequestPasswordReset', ...newResetRequest(ctx.config.secret) },
      { actorId: userId },
    );
  }

  app.post('/api/reset-password', async (request, reply) => {
    const body = parseInput(resetPasswordBody, request.body);
    const hash = tokenHash(body.token);
    const doc = await ctx.readModels.collection<ResetTokenDocument>('password_reset_tokens').get(hash);
    if (!doc) throw new HttpError(400, 'resetLinkInvalid');
    assertPasswordNotCommon(body.password);
    const passwordHash = await hashPassword(body.password);
    const { appended } = await runAccountCommand(
      ctx,
      doc.userId,
      { type: 'ResetPassword', tokenHash: hash, passwordHash, now: new Date().toISOString() },
      { actorId: doc.userId },
    );
    await settle(ctx, reply, appended);
    request.session.delete();
    return { ok: true };
  });
}
