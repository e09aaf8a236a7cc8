import {
  frequencyBody,
  frequencyIdParams,
  frequencySchema,
  frequencyStreams,
  OK,
  okAnswer,
  ringModels,
  tokenModels,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { frequencyHandler, presentFrequency } from './frequency-service';

/** Admin: create, change and delete frequencies (a frequency in use stays). */
export const frequencyRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const createSchema = { body: frequencyBody, response: { 201: frequencySchema } };
    app.post('/api/frequencies', { schema: createSchema }, async (request, reply) => {
      const frequencyId = await allocateId(ctx.events, frequencyStreams.ids, 'FrequencyIdAllocated');
      const { appended } = await frequencyHandler.handle(
        ctx.events,
        frequencyId,
        { type: 'CreateFrequency', frequencyId, fields: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentFrequency(ctx, frequencyId);
    });

    const patchSchema = {
      params: frequencyIdParams,
      body: frequencyBody,
      response: { 200: frequencySchema },
    };
    app.patch('/api/frequencies/:id', { schema: patchSchema }, async (request, reply) => {
      const { id } = request.params;
      const { appended } = await frequencyHandler.handle(
        ctx.events,
        id,
        { type: 'UpdateFrequency', fields: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return presentFrequency(ctx, id);
    });

    const deleteSchema = { params: frequencyIdParams, response: { 200: okAnswer } };
    app.delete('/api/frequencies/:id', { schema: deleteSchema }, async (request, reply) => {
      const { id } = request.params;
      const [tokens, rings] = await Promise.all([
        ctx.readModels.collection(tokenModels.energyTokens).count({ frequencyId: id }),
        ctx.readModels.collection(ringModels.dimensionRings).count({ frequencyId: id }),
      ]);
      const usage = tokens + rings;
      const { appended } = await frequencyHandler.handle(
        ctx.events,
        id,
        { type: 'DeleteFrequency', usage },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });
  },
};
