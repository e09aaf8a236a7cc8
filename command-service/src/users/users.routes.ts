import { adminUserPatchBody, OK, okAnswer, userIdParams, userSchema } from '@et/contracts';
import {
  HttpError,
  IMPERSONATION_TTL_MS,
  limitCookieToImpersonation,
  newSessionToken,
  notWhileImpersonating,
  restoreCookieLifetime,
  type ScopedRoutes,
  sessionIdOf,
} from '@et/platform';
import { accountHandler, expiresIn, presentUser } from '../accounts/account-service';
import type { AccountState } from '../accounts/accounts.decider';
import { eraseAccount } from '../privacy/erasure';
import { type CommandContext, metadataOf, settle } from '../shared/context';

/** Admin: change flags, delete (erase) accounts, log in as a user and back. */
export const userAdminRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const user = { 200: userSchema };
    const patchSchema = { params: userIdParams, body: adminUserPatchBody, response: user };
    app.patch('/api/users/:id', { schema: patchSchema }, async (request, reply) => {
      const { auth, body } = request;
      const { id } = request.params;
      const command =
        'isAdmin' in body
          ? ({ type: 'SetAdmin', isAdmin: body.isAdmin, actorId: auth.user.id } as const)
          : ({ type: 'SetBlocked', isBlocked: body.isBlocked, actorId: auth.user.id } as const);
      const { appended } = await accountHandler.handle(ctx.events, id, command, metadataOf(auth));
      await settle(ctx, reply, appended);
      return presentUser(ctx, id);
    });

    const deleteSchema = { params: userIdParams, response: { 200: okAnswer } };
    app.delete('/api/users/:id', { schema: deleteSchema }, async (request, reply) => {
      const { auth } = request;
      const { id } = request.params;
      // Deleting is first recorded in the account's own stream, with its expected version: a
      // command racing with the erasure then fails instead of appending to a stream being erased.
      let account: AccountState | undefined;
      await accountHandler.handle(
        ctx.events,
        id,
        (state) => {
          account = state;
          return { type: 'Delete', actorId: auth.user.id }; // refuses unknown users and oneself
        },
        metadataOf(auth),
      );
      const appended = await eraseAccount(ctx, account!, metadataOf(auth));
      await settle(ctx, reply, appended);
      return OK;
    });

    // An admin acting as someone else cannot start another impersonation from there.
    const loginAs = {
      preValidation: notWhileImpersonating('forbidden'),
      schema: { params: userIdParams, response: user },
    };
    app.post('/api/admin/login-as/:id', loginAs, async (request, reply) => {
      const { auth } = request;
      const { id } = request.params;
      const session = newSessionToken();
      const { appended } = await accountHandler.handle(
        ctx.events,
        id,
        {
          type: 'StartImpersonation',
          adminId: auth.user.id,
          sessionId: session.sessionId,
          expiresAt: expiresIn(IMPERSONATION_TTL_MS),
        },
        { actorId: auth.user.id, impersonatorId: auth.user.id },
      );
      await settle(ctx, reply, appended);
      request.session.set('adminToken', request.session.get('token')!);
      request.session.set('token', session.token);
      limitCookieToImpersonation(request);
      return presentUser(ctx, id);
    });
  },

  // The way back is taken as the impersonated user, who is no admin.
  user(app, ctx) {
    const user = { 200: userSchema };
    app.post('/api/admin/stop-impersonation', { schema: { response: user } }, async (request, reply) => {
      const { auth } = request;
      const token = request.session.get('token');
      const adminToken = request.session.get('adminToken');
      if (!auth.impersonator || !token || !adminToken) throw new HttpError(400, 'notImpersonating');
      const { appended } = await accountHandler.handle(
        ctx.events,
        auth.user.id,
        { type: 'EndImpersonation', adminId: auth.impersonator.id, sessionId: sessionIdOf(token) },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      request.session.set('token', adminToken);
      request.session.set('adminToken', '');
      restoreCookieLifetime(request);
      const admin = await ctx.auth.fromToken(adminToken);
      if (!admin) {
        request.session.delete();
        throw new HttpError(401, 'notLoggedIn');
      }
      return presentUser(ctx, admin.user.id);
    });
  },
};
