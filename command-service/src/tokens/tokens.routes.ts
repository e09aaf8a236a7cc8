import { tokenActivityBody, tokenIdParams, tokenPatchBody } from '@et/contracts';
import { parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { ownToken, presentToken, runCodeCommand } from '../codes/code-service';
import { assertFrequencyExists } from '../frequencies/frequencies.routes';
import { type CommandContext, metadataOf, settle } from '../shared/context';

/** Owners rename, re-assign and switch their tokens; admins delete tokens. */
export async function tokenRoutes(app: FastifyInstance, ctx: CommandContext): Promise<void> {
  app.patch('/api/energy-tokens/:id', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const { id } = parseInput(tokenIdParams, request.params);
    const patch = parseInput(tokenPatchBody, request.body);
    const token = await ownToken(ctx, id, auth.user.id);
    if (patch.frequencyId !== undefined && patch.frequencyId !== token.frequencyId)
      await assertFrequencyExists(ctx, patch.frequencyId);
    const { appended } = await runCodeCommand(
      ctx,
      token.code,
      { type: 'ChangeToken', userId: auth.user.id, ...patch },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    return presentToken(ctx, id);
  });

  app.delete('/api/energy-tokens/:id', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { id } = parseInput(tokenIdParams, request.params);
    const token = await presentToken(ctx, id);
    const { appended } = await runCodeCommand(
      ctx,
      token.code,
      { type: 'DeleteToken', reason: 'admin' },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    return { ok: true };
  });

  // The spec's client reports each switch here after its PATCH. The history is already in the
  // token's own events (TokenActivated/TokenDeactivated), so nothing is written twice.
  app.post('/api/token-activities', async (request) => {
    const auth = await ctx.auth.requireUser(request);
    const { tokenId } = parseInput(tokenActivityBody, request.body);
    await ownToken(ctx, tokenId, auth.user.id);
    return { ok: true };
  });
}
