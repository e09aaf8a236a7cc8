import { randomUUID } from 'node:crypto';
import {
  accountModels,
  DomainError,
  type MessageMailsAnswer,
  messageIdParams,
  messageMailsAnswer,
  messageMailsBody,
  messageModels,
  OK,
  okAnswer,
  sendMessageBody,
  userMessageSchema,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { inboxHandler, knownMessage } from './inbox';

/**
 * Admins write to a user (design reading 6); a person reads, marks unread and deletes their own
 * messages and chooses whether a message unread for an hour is e-mailed (reading 15).
 */
export const messageRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    // Written by its schema: the reminder's bookkeeping stays inside.
    const sendSchema = { body: sendMessageBody, response: { 201: userMessageSchema } };
    app.post('/api/messages', { schema: sendSchema }, async (request, reply) => {
      const { userId, subject, content } = request.body;
      const recipient = await ctx.readModels.collection(accountModels.users).get(userId);
      if (!recipient) throw new DomainError('notFound', 'messageRecipientNotFound');
      const sender = request.auth.user;
      const messageId = randomUUID();
      const { appended } = await inboxHandler.handle(
        ctx.events,
        userId,
        {
          type: 'SendMessage',
          userId,
          messageId,
          subject,
          content,
          sentByUserId: sender.id,
          senderName: sender.username,
        },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      const stored = await ctx.readModels.collection(messageModels.userMessages).get(messageId);
      // Projections lagging (x-projection-pending): the message as sent.
      return (
        stored ?? {
          id: messageId,
          userId,
          subject,
          content,
          isRead: false,
          sentByUserId: sender.id,
          senderName: sender.username,
          requestId: null,
          assignedCode: null,
          createdAt: new Date().toISOString(),
          reminderPending: true,
        }
      );
    });
  },

  user(app, ctx) {
    const byId = { schema: { params: messageIdParams, response: { 200: okAnswer } } };
    for (const [method, path, type] of [
      ['PATCH', '/api/messages/:id/read', 'MarkRead'],
      ['PATCH', '/api/messages/:id/unread', 'MarkUnread'],
      ['DELETE', '/api/messages/:id', 'DeleteMessage'],
    ] as const) {
      app.route({
        method,
        url: path,
        ...byId,
        handler: async (request, reply) => {
          const userId = request.auth.user.id;
          const messageId = request.params.id;
          const known = await knownMessage(ctx.readModels, userId, messageId);
          const { appended } = await inboxHandler.handle(
            ctx.events,
            userId,
            { type, userId, messageId, known },
            metadataOf(request.auth),
          );
          await settle(ctx, reply, appended);
          return OK;
        },
      });
    }

    app.patch(
      '/api/message-mails',
      { schema: { body: messageMailsBody, response: { 200: messageMailsAnswer } } },
      async (request, reply): Promise<MessageMailsAnswer> => {
        const userId = request.auth.user.id;
        const { state, appended } = await inboxHandler.handle(
          ctx.events,
          userId,
          { type: 'SetMailsPreference', userId, enabled: request.body.enabled },
          metadataOf(request.auth),
        );
        await settle(ctx, reply, appended);
        return { enabled: state.mailsEnabled };
      },
    );
  },
};
