import {
  type ClearedImages,
  clearedImagesAnswer,
  DomainError,
  defaultRingTypes,
  OK,
  okAnswer,
  type RingType,
  ringStreams,
  ringTypeBody,
  ringTypeIdParams,
  ringTypeSchema,
  ringTypesAnswer,
  ringTypeUpdateBody,
} from '@et/contracts';
import { HttpError, type ScopedRoutes } from '@et/platform';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { latestAppend } from '../shared/latest-append';
import { listRingTypes, presentRingType, ringTypeHandler, ringTypeUsage } from './ring-service';

/** Admin: create, change and delete ring types; the four defaults; clear every image. */
export const ringTypeRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const createSchema = { body: ringTypeBody, response: { 201: ringTypeSchema } };
    app.post('/api/ring-types', { schema: createSchema }, async (request, reply) => {
      const { code, ...texts } = request.body;
      const ringTypeId = await allocateId(ctx.events, ringStreams.ringTypeIds, 'RingTypeIdAllocated');
      const { appended } = await ringTypeHandler.handle(
        ctx.events,
        code,
        { type: 'CreateRingType', ringTypeId, code, texts },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentRingType(ctx, ringTypeId);
    });

    const putSchema = {
      params: ringTypeIdParams,
      body: ringTypeUpdateBody,
      response: { 200: ringTypeSchema },
    };
    app.put('/api/ring-types/:id', { schema: putSchema }, async (request, reply) => {
      const { id } = request.params;
      const current = await presentRingType(ctx, id);
      const { code, ...texts } = request.body;
      const { appended } = await ringTypeHandler.handle(
        ctx.events,
        current.code,
        { type: 'UpdateRingType', ringTypeId: id, code, texts },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return presentRingType(ctx, id);
    });

    const deleteSchema = { params: ringTypeIdParams, response: { 200: okAnswer } };
    app.delete('/api/ring-types/:id', { schema: deleteSchema }, async (request, reply) => {
      const { id } = request.params;
      const current = await presentRingType(ctx, id);
      // Counted in the read models at the time of the command, as frequencies are (decision 0004).
      const usage = await ringTypeUsage(ctx, current.code);
      const { appended } = await ringTypeHandler.handle(
        ctx.events,
        current.code,
        { type: 'DeleteRingType', ringTypeId: id, usage },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });

    // Only while there are none: the admin's own types are never mixed with the defaults.
    const defaults = { schema: { response: { 201: ringTypesAnswer } } };
    app.post('/api/ring-types/defaults', defaults, async (request, reply): Promise<RingType[]> => {
      if ((await listRingTypes(ctx)).length > 0) throw new HttpError(409, 'ringTypesExist');
      const metadata = metadataOf(request.auth);
      const created = await Promise.all(
        defaultRingTypes.map(async ({ code, ...texts }) => {
          const ringTypeId = await allocateId(ctx.events, ringStreams.ringTypeIds, 'RingTypeIdAllocated');
          try {
            const command = { type: 'CreateRingType', ringTypeId, code, texts } as const;
            return (await ringTypeHandler.handle(ctx.events, code, command, metadata)).appended;
          } catch (error) {
            // Created by a simultaneous call meanwhile: it is there, which is what was asked.
            if (error instanceof DomainError && error.messageKey === 'ringTypeCodeExists') return null;
            throw error;
          }
        }),
      );
      await settle(ctx, reply, latestAppend(created));
      reply.code(201);
      return listRingTypes(ctx);
    });

    const clear = { schema: { response: { 200: clearedImagesAnswer } } };
    app.post('/api/ring-types/clear-images', clear, async (request, reply): Promise<ClearedImages> => {
      const metadata = metadataOf(request.auth);
      const withImage = (await listRingTypes(ctx)).filter((type) => type.imageUrl !== '');
      const cleared = await Promise.all(
        withImage.map(async (type) => {
          try {
            const command = { type: 'ClearRingTypeImage', ringTypeId: type.id } as const;
            return (await ringTypeHandler.handle(ctx.events, type.code, command, metadata)).appended;
          } catch (error) {
            // Deleted meanwhile: nothing to clear.
            if (error instanceof DomainError && error.messageKey === 'ringTypeNotFound') return null;
            throw error;
          }
        }),
      );
      await settle(ctx, reply, latestAppend(cleared));
      return { count: cleared.filter((appended) => appended !== null).length };
    });
  },
};
