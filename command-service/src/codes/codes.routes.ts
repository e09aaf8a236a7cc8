import {
  accessCodeSchema,
  codeBatchAnswer,
  codeBatchBody,
  codeParams,
  energyTokenSchema,
  manualCodeBody,
  OK,
  okAnswer,
  redeemBody,
  redeemParams,
} from '@et/contracts';
import { beginRedemption, requestLanguage, type ScopedRoutes } from '@et/platform';
import { assertFrequencyExists } from '../frequencies/frequency-service';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import {
  codeHandler,
  generateCode,
  generateCodes,
  presentCode,
  presentCodes,
  presentToken,
  redeemCode,
} from './code-service';
import { RedemptionRefused } from './codes.decider';

/** Admin: generate, add and delete access codes. Users: redeem one into an energy token. */
export const codeRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const created = { 201: accessCodeSchema };
    app.post('/api/codes', { schema: { response: created } }, async (request, reply) => {
      const { code, appended } = await generateCode(ctx, metadataOf(request.auth));
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentCode(ctx, code);
    });

    const manualSchema = { body: manualCodeBody, response: created };
    app.post('/api/codes/manual', { schema: manualSchema }, async (request, reply) => {
      const { code } = request.body;
      const { appended } = await codeHandler.handle(
        ctx.events,
        code,
        { type: 'CreateCode', code, origin: 'manual' },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentCode(ctx, code);
    });

    const batchSchema = { body: codeBatchBody, response: { 201: codeBatchAnswer } };
    app.post('/api/codes/batch', { schema: batchSchema }, async (request, reply) => {
      const { codes, appended } = await generateCodes(ctx, request.body.count, metadataOf(request.auth));
      await settle(ctx, reply, appended);
      reply.code(201);
      return { codes: await presentCodes(ctx, codes) };
    });

    const deleteSchema = { params: codeParams, response: { 200: okAnswer } };
    app.delete('/api/codes/:code', { schema: deleteSchema }, async (request, reply) => {
      const { code } = request.params;
      const { appended } = await codeHandler.handle(
        ctx.events,
        code,
        { type: 'DeleteCode' },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });
  },

  user(app, ctx) {
    // Not `codeParams`: a malformed code must get the same answer as every other refusal.
    // 201 with the new token; 200 with it when the owner redeems their own code again.
    const token = { 200: energyTokenSchema, 201: energyTokenSchema };
    const schema = { params: redeemParams, body: redeemBody, response: token };
    app.post('/api/codes/:code/redeem', { schema }, async (request, reply) => {
      const { auth, body } = request;
      // Six digits can be guessed: failed attempts are limited per user (counted before the
      // attempt, so simultaneous guesses cannot all pass) and per address. The frequency is
      // checked meanwhile; when it is unknown, that is the answer and the point goes back.
      const counting = Promise.allSettled([
        assertFrequencyExists(ctx, body.frequencyId),
        beginRedemption(ctx.throttles, request.ip, auth.user.id),
      ]).then(async ([frequency, counted]) => {
        if (frequency.status === 'rejected') {
          if (counted.status === 'fulfilled') await counted.value.succeeded();
          throw frequency.reason;
        }
        if (counted.status === 'rejected') throw counted.reason;
        return counted.value;
      });
      // Awaited below in every case; until then a refusal must not count as unhandled.
      counting.catch(() => {});
      const redemption = {
        ...body,
        userId: auth.user.id,
        code: request.params.code,
        language: requestLanguage(request),
      };
      // The code's stream is read while the attempt is counted; nothing is written before.
      const redeemed = await redeemCode(ctx, redemption, metadataOf(auth), counting).catch(async (error) => {
        // The count's refusal comes first: it is the answer, whatever the code.
        const attempt = await counting;
        if (error instanceof RedemptionRefused) await attempt.failed();
        throw error;
      });
      // The point goes back while the projections catch up: it costs the answer no time. An
      // owner's retry is no failure either, and waits for the redemption it repeats.
      await Promise.all([(await counting).succeeded(), settle(ctx, reply, redeemed.head)]);
      reply.code(redeemed.appended ? 201 : 200);
      return presentToken(ctx, redeemed.tokenId);
    });
  },
};
