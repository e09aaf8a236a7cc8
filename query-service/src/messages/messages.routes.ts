import {
  type MessageMailsAnswer,
  messageMailsAnswer,
  messageModels,
  type UnreadCountAnswer,
  type UserMessage,
  unreadCountAnswer,
  userMessagesAnswer,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** The person's own inbox, newest first; the unread count is one document (no count per request). */
export const messageQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // Written by its schema: the reminder's bookkeeping (`reminderPending`) stays inside.
    const list = { schema: { response: { 200: userMessagesAnswer } } };
    app.get('/api/messages', list, (request): Promise<UserMessage[]> => {
      const messages = ctx.readModels.collection(messageModels.userMessages);
      return messages.find({ userId: request.auth.user.id }, { sort: { createdAt: -1, id: -1 } });
    });

    const unread = { schema: { response: { 200: unreadCountAnswer } } };
    app.get('/api/messages/unread/count', unread, async (request): Promise<UnreadCountAnswer> => {
      const counted = await ctx.readModels
        .collection(messageModels.unreadMessageCounts)
        .get(request.auth.user.id);
      return { count: counted?.count ?? 0 };
    });

    const mails = { schema: { response: { 200: messageMailsAnswer } } };
    app.get('/api/message-mails', mails, async (request): Promise<MessageMailsAnswer> => {
      const preference = await ctx.readModels
        .collection(messageModels.messageMailPreferences)
        .get(request.auth.user.id);
      return { enabled: preference?.enabled ?? true };
    });
  },
};
