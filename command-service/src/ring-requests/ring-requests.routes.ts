import { randomUUID } from 'node:crypto';
import {
  OK,
  okAnswer,
  ringCodeRequestSchema,
  ringRequestBody,
  ringRequestIdParams,
  ringRequestPatchBody,
  ringRequestStreams,
  ringRequestSubmittedAnswer,
} from '@et/contracts';
import { requestLanguage, type ScopedRoutes } from '@et/platform';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import {
  codeAvailability,
  presentRequest,
  ringRequestHandler,
  throttleRingRequest,
} from './ring-request-service';
import type { Answer } from './ring-requests.decider';

/**
 * The public contact form (a signed-in requester's request is linked to the account), and the
 * admin's review: status, read flag, the answer with its code, deletion.
 */
export const ringRequestRoutes: ScopedRoutes<CommandContext> = {
  public(app, ctx) {
    const submitSchema = { body: ringRequestBody, response: { 201: ringRequestSubmittedAnswer } };
    app.post('/api/ring-code-request', { schema: submitSchema }, async (request, reply) => {
      const { body } = request;
      const auth = await ctx.auth.fromRequest(request);
      await throttleRingRequest(ctx, request.ip, body.email);
      const requestId = await allocateId(ctx.events, ringRequestStreams.ids, 'RingRequestIdAllocated');
      const { appended } = await ringRequestHandler.handle(
        ctx.events,
        requestId,
        {
          type: 'SubmitRingRequest',
          requestId,
          userId: auth?.user.id ?? null,
          ...body,
          language: requestLanguage(request),
        },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      // The requester learns only that it arrived: the list is the admins'.
      return reply.code(201).send({ ok: true, id: requestId });
    });
  },

  admin(app, ctx) {
    const patchSchema = {
      params: ringRequestIdParams,
      body: ringRequestPatchBody,
      response: { 200: ringCodeRequestSchema },
    };
    app.patch('/api/ring-code-requests/:id', { schema: patchSchema }, async (request, reply) => {
      const { auth, body } = request;
      const { id } = request.params;
      const current = await presentRequest(ctx, id);
      let answer: Answer | undefined;
      if (body.responseMessage) {
        const code = body.assignedCode === undefined ? current.assignedCode : body.assignedCode;
        answer = {
          messageId: randomUUID(),
          responseMessage: body.responseMessage,
          assignedCode: body.assignedCode,
          codeAvailability: code === null ? 'free' : await codeAvailability(ctx, code, id),
          answeredByUserId: auth.user.id,
          answeredByName: auth.user.username,
        };
      }
      const { appended } = await ringRequestHandler.handle(
        ctx.events,
        id,
        {
          type: 'UpdateRingRequest',
          status: body.status,
          isRead: body.isRead,
          assignedCode: answer ? undefined : body.assignedCode,
          answer,
        },
        metadataOf(auth),
      );
      await settle(ctx, reply, appended);
      return presentRequest(ctx, id);
    });

    app.delete(
      '/api/ring-code-requests/:id',
      { schema: { params: ringRequestIdParams, response: { 200: okAnswer } } },
      async (request, reply) => {
        const { appended } = await ringRequestHandler.handle(
          ctx.events,
          request.params.id,
          { type: 'DeleteRingRequest', reason: 'admin' },
          metadataOf(request.auth),
        );
        await settle(ctx, reply, appended);
        return OK;
      },
    );
  },
};
