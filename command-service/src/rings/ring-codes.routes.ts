import {
  manualRingCodeBody,
  OK,
  okAnswer,
  ringCodeBatchAnswer,
  ringCodeBatchBody,
  ringCodeGenerateBody,
  ringCodeParams,
  ringCodeSchema,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import {
  assertRingTypeExists,
  generateRingCode,
  generateRingCodes,
  presentRingCode,
  presentRingCodes,
  ringCodeHandler,
} from './ring-service';

/** Admin: generate, add and delete ring codes of a ring type. */
export const ringCodeRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const created = { 201: ringCodeSchema };
    const generateSchema = { body: ringCodeGenerateBody, response: created };
    app.post('/api/ring-codes', { schema: generateSchema }, async (request, reply) => {
      await assertRingTypeExists(ctx, request.body.type);
      const { code, appended } = await generateRingCode(ctx, request.body.type, metadataOf(request.auth));
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentRingCode(ctx, code);
    });

    const manualSchema = { body: manualRingCodeBody, response: created };
    app.post('/api/ring-codes/manual', { schema: manualSchema }, async (request, reply) => {
      const { code, type } = request.body;
      await assertRingTypeExists(ctx, type);
      const { appended } = await ringCodeHandler.handle(
        ctx.events,
        code,
        { type: 'CreateRingCode', ringCode: code, ringType: type, origin: 'manual' },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentRingCode(ctx, code);
    });

    const batchSchema = { body: ringCodeBatchBody, response: { 201: ringCodeBatchAnswer } };
    app.post('/api/ring-codes/batch', { schema: batchSchema }, async (request, reply) => {
      const { type, count } = request.body;
      await assertRingTypeExists(ctx, type);
      const { codes, appended } = await generateRingCodes(ctx, type, count, metadataOf(request.auth));
      await settle(ctx, reply, appended);
      reply.code(201);
      return { codes: await presentRingCodes(ctx, codes) };
    });

    const deleteSchema = { params: ringCodeParams, response: { 200: okAnswer } };
    app.delete('/api/ring-codes/:code', { schema: deleteSchema }, async (request, reply) => {
      const { code } = request.params;
      const { appended } = await ringCodeHandler.handle(
        ctx.events,
        code,
        { type: 'DeleteRingCode' },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });
  },
};
