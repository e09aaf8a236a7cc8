import {
  type AccessCode,
  codeBatchBody,
  codeParams,
  codeStreams,
  DomainError,
  defaultTokenName,
  type EnergyToken,
  manualCodeBody,
  redeemableCode,
  redeemBody,
  redeemParams,
} from '@et/contracts';
import { type AppendResult, comparePositions, parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { assertFrequencyExists } from '../frequencies/frequencies.routes';
import { allocateId } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { beginRedemption } from '../shared/throttles';
import { generateCode, presentCode, presentToken, runCodeCommand } from './code-service';

/** How many codes of a batch are created at the same time. */
const BATCH_PARALLELISM = 8;

const latest = (results: Array<AppendResult | null>): AppendResult | null =>
  results.reduce<AppendResult | null>(
    (last, r) => (r && (!last || comparePositions(r.position, last.position) > 0) ? r : last),
    null,
  );

/** Admin: generate, add and delete access codes. Users: redeem one into an energy token. */
export async function codeRoutes(app: FastifyInstance, ctx: CommandContext): Promise<void> {
  app.post('/api/codes', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { code, appended } = await generateCode(ctx, metadataOf(auth));
    await settle(ctx, reply, appended);
    reply.code(201);
    return presentCode(ctx, code);
  });

  app.post('/api/codes/manual', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { code } = parseInput(manualCodeBody, request.body);
    const { appended } = await runCodeCommand(
      ctx,
      code,
      { type: 'CreateCode', code, origin: 'manual' },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    reply.code(201);
    return presentCode(ctx, code);
  });

  app.post('/api/codes/batch', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { count } = parseInput(codeBatchBody, request.body);
    const created: Array<{ code: string; appended: AppendResult | null }> = [];
    for (let start = 0; start < count; start += BATCH_PARALLELISM) {
      const size = Math.min(BATCH_PARALLELISM, count - start);
      created.push(
        ...(await Promise.all(Array.from({ length: size }, () => generateCode(ctx, metadataOf(auth))))),
      );
    }
    await settle(ctx, reply, latest(created.map((c) => c.appended)));
    const docs = await ctx.readModels
      .collection<AccessCode>('codes')
      .find({ code: { $in: created.map((c) => c.code) } }, { sort: { seq: 1 } });
    reply.code(201);
    return { codes: docs };
  });

  app.delete('/api/codes/:code', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { code } = parseInput(codeParams, request.params);
    const { appended } = await runCodeCommand(ctx, code, { type: 'DeleteCode' }, metadataOf(auth));
    await settle(ctx, reply, appended);
    return { ok: true };
  });

  app.post('/api/codes/:code/redeem', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const body = parseInput(redeemBody, request.body);
    // Not `codeParams`: a malformed code must get the same answer as every other refusal.
    const { code } = parseInput(redeemParams, request.params);
    await assertFrequencyExists(ctx, body.frequencyId);
    // Six digits can be guessed: failed attempts are limited per user (counted before the
    // attempt, so simultaneous guesses cannot all pass) and per address.
    const attempt = await beginRedemption(ctx.throttles, request.ip, auth.user.id);
    const metadata = metadataOf(auth);

    const refuse = async (reason: 'unknown' | 'used' | 'malformed') => {
      await attempt.failed();
      await ctx.events.append(
        codeStreams.redeemAttempts(auth.user.id),
        [{ type: 'CodeRedemptionFailed', data: { userId: auth.user.id, code, reason }, metadata }],
        'any',
      );
      return new DomainError('conflict', 'codeInvalidOrUsed');
    };

    if (!redeemableCode.test(code)) throw await refuse('malformed');
    const tokens = ctx.readModels.collection<EnergyToken>('energy_tokens');
    const name = body.name || defaultTokenName(await tokens.count({ userId: auth.user.id }));
    const tokenId = await allocateId(ctx.events, codeStreams.tokenIds, 'TokenIdAllocated');
    let appended: AppendResult | null;
    let refusedAs: 'unknown' | 'used' = 'unknown';
    try {
      ({ appended } = await runCodeCommand(
        ctx,
        code,
        (state) => {
          if (state.status !== 'available') refusedAs = state.status === 'none' ? 'unknown' : 'used';
          return { type: 'RedeemCode', userId: auth.user.id, tokenId, name, frequencyId: body.frequencyId };
        },
        metadata,
      ));
    } catch (error) {
      if (error instanceof DomainError && error.messageKey === 'codeInvalidOrUsed')
        throw await refuse(refusedAs);
      throw error;
    }
    // The point goes back while the projections catch up: it costs the answer no time.
    await Promise.all([attempt.succeeded(), settle(ctx, reply, appended)]);
    reply.code(201);
    return presentToken(ctx, tokenId);
  });
}
