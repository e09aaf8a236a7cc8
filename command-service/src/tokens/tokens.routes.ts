import {
  energyTokenSchema,
  OK,
  okAnswer,
  tokenActivityBody,
  tokenIdParams,
  tokenPatchBody,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import { codeHandler, ownToken, presentToken } from '../codes/code-service';
import { assertFrequencyExists } from '../frequencies/frequency-service';
import { type CommandContext, metadataOf, settle } from '../shared/context';

/** Owners rename, re-assign and switch their tokens; admins delete tokens. */
export const tokenRoutes: ScopedRoutes<CommandContext> = {
  user(app, ctx) {
    const schema = { params: tokenIdParams, body: tokenPatchBody, response: { 200: energyTokenSchema } };
    app.patch('/api/energy-tokens/:id', { schema }, async (request, reply) => {
      const { auth, body: patch } = request;
      const { id } = request.params;
      const token = await ownToken(ctx, id, auth.user.id);
      if (patch.frequencyId !== undefined && patch.frequencyId !== token.frequencyId)
        await assertFrequencyExists(ctx, patch.frequencyId);
      const { appended } = await codeHandler.handle(
        ctx.events,
        token.code,
        { type: 'ChangeToken', userId: auth.user.id, ...patch },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return presentToken(ctx, id);
    });

    // The spec's client reports each switch here after its PATCH. The history is already in the
    // token's own events (TokenActivated/TokenDeactivated), so nothing is written twice.
    const activitySchema = { body: tokenActivityBody, response: { 200: okAnswer } };
    app.post('/api/token-activities', { schema: activitySchema }, async (request) => {
      await ownToken(ctx, request.body.tokenId, request.auth.user.id);
      return OK;
    });
  },

  admin(app, ctx) {
    const deleteSchema = { params: tokenIdParams, response: { 200: okAnswer } };
    app.delete('/api/energy-tokens/:id', { schema: deleteSchema }, async (request, reply) => {
      const token = await presentToken(ctx, request.params.id);
      const { appended } = await codeHandler.handle(
        ctx.events,
        token.code,
        { type: 'DeleteToken', reason: 'admin' },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });
  },
};
