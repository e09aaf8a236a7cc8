import { setTimeout } from 'node:timers/promises';
import {
  accountModels,
  languageBody,
  loginBody,
  OK,
  okAnswer,
  onboardingStepBody,
  profileBody,
  registerBody,
  requestPasswordResetBody,
  resetPasswordBody,
  userIdParams,
  userSchema,
} from '@et/contracts';
import {
  type AppendResult,
  HttpError,
  IMPERSONATION_TTL_MS,
  limitCookieToImpersonation,
  newSessionToken,
  requestLanguage,
  type ScopedRoutes,
  SESSION_TTL_MS,
  sessionIdOf,
  tokenHash,
} from '@et/platform';
import type { FastifyRequest } from 'fastify';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import {
  beginLogin,
  rememberLoginAddress,
  throttleRegistration,
  throttleResetRequest,
} from '../shared/throttles';
import {
  accountHandler,
  assertPasswordNotCommon,
  expiresIn,
  findLoginAccount,
  loadAccount,
  newResetRequest,
  presentUser,
  registerAccount,
} from './account-service';
import { claimName, releaseName } from './claims';
import { hashPassword, verifyPassword } from './passwords';

/** Logs out the cookie's session (and, while impersonating, the admin's too). */
async function endCurrentSession(ctx: CommandContext, request: FastifyRequest) {
  let last = null;
  for (const token of [request.session.get('token'), request.session.get('adminToken')]) {
    if (!token) continue;
    const auth = await ctx.auth.fromToken(token);
    if (!auth) continue;
    const { appended } = await accountHandler.handle(
      ctx.events,
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

/**
 * How long a reset request takes at least. Looking up the address and storing the request for an
 * account take a few milliseconds; an unknown address takes less, which a stopwatch could tell.
 */
const RESET_ANSWER_MS = 100;

async function requestReset(ctx: CommandContext, email: string): Promise<void> {
  const userId = await findLoginAccount(ctx, email);
  if (userId === null) return;
  await accountHandler.handle(
    ctx.events,
    userId,
    { type: 'RequestPasswordReset', ...newResetRequest(ctx.config.secret) },
    { actorId: userId },
  );
}

/** The answer of a change to the account: the user as the read model now shows them. */
const user = { 200: userSchema };
const ok = { 200: okAnswer };

/** Register, log in and out, password reset; the signed-in user's profile, onboarding, language. */
export const accountRoutes: ScopedRoutes<CommandContext> = {
  public(app, ctx) {
    const registerSchema = { body: registerBody, response: { 201: userSchema } };
    app.post('/api/register', { schema: registerSchema }, async (request, reply) => {
      const { body } = request;
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

    app.post('/api/login', { schema: { body: loginBody, response: user } }, async (request, reply) => {
      const { body } = request;
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
      await endCurrentSession(ctx, request);
      const session = newSessionToken();
      const { appended } = await accountHandler.handle(
        ctx.events,
        account.userId,
        { type: 'LogIn', sessionId: session.sessionId, expiresAt: expiresIn(SESSION_TTL_MS) },
        { actorId: account.userId },
      );
      await settle(ctx, reply, appended);
      request.session.set('token', session.token);
      request.session.set('adminToken', '');
      return presentUser(ctx, account.userId);
    });

    app.post('/api/logout', { schema: { response: ok } }, async (request, reply) => {
      const appended = await endCurrentSession(ctx, request);
      await settle(ctx, reply, appended);
      request.session.delete();
      return OK;
    });

    const resetRequestSchema = { body: requestPasswordResetBody, response: ok };
    app.post('/api/request-password-reset', { schema: resetRequestSchema }, async (request) => {
      const { email } = request.body;
      await throttleResetRequest(ctx.throttles, request.ip, email);
      // Answered once the request is stored (a 200 is never lost; a 503 stored nothing), and
      // never sooner than RESET_ANSWER_MS: the same answer at the same speed whether or not the
      // address has an account. The mail reactor sends the link.
      const answerAt = Date.now() + RESET_ANSWER_MS;
      await requestReset(ctx, email);
      await setTimeout(answerAt - Date.now());
      return OK;
    });

    const resetSchema = { body: resetPasswordBody, response: ok };
    app.post('/api/reset-password', { schema: resetSchema }, async (request, reply) => {
      const { body } = request;
      const hash = tokenHash(body.token);
      const doc = await ctx.readModels.collection(accountModels.passwordResetTokens).get(hash);
      if (!doc) throw new HttpError(400, 'resetLinkInvalid');
      assertPasswordNotCommon(body.password);
      const passwordHash = await hashPassword(body.password);
      const { appended } = await accountHandler.handle(
        ctx.events,
        doc.userId,
        { type: 'ResetPassword', tokenHash: hash, passwordHash, now: new Date().toISOString() },
        { actorId: doc.userId },
      );
      await settle(ctx, reply, appended);
      request.session.delete();
      return OK;
    });
  },

  user(app, ctx) {
    const profileSchema = { params: userIdParams, body: profileBody, response: user };
    app.patch('/api/users/:id/profile', { schema: profileSchema }, async (request, reply) => {
      const { auth, body } = request;
      const { id } = request.params;
      // Only one's own profile: anyone else's is as unknown as a missing one.
      if (id !== auth.user.id) throw new HttpError(404, 'userNotFound');
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
        ? ((await ctx.readModels.collection(accountModels.sessions).get(auth.sessionId))?.expiresAt ??
          expiresIn(IMPERSONATION_TTL_MS))
        : expiresIn(SESSION_TTL_MS);
      let appended: AppendResult | null;
      try {
        ({ appended } = await accountHandler.handle(
          ctx.events,
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

    app.post('/api/user/complete-onboarding', { schema: { response: user } }, async (request, reply) => {
      const { auth } = request;
      const { appended } = await accountHandler.handle(
        ctx.events,
        auth.user.id,
        { type: 'CompleteOnboarding' },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return presentUser(ctx, auth.user.id);
    });

    const stepSchema = { body: onboardingStepBody, response: user };
    app.post('/api/user/update-onboarding-step', { schema: stepSchema }, async (request, reply) => {
      const { auth } = request;
      const { appended } = await accountHandler.handle(
        ctx.events,
        auth.user.id,
        { type: 'SaveOnboardingStep', step: request.body.step },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return presentUser(ctx, auth.user.id);
    });

    const languageChange = { body: languageBody, response: user };
    app.patch('/api/user/language', { schema: languageChange }, async (request, reply) => {
      const { auth } = request;
      const { appended } = await accountHandler.handle(
        ctx.events,
        auth.user.id,
        { type: 'ChangeLanguage', language: request.body.language },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return presentUser(ctx, auth.user.id);
    });
  },
};
