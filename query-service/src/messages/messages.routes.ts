import {
  type MessageMailsAnswer,
  messageModels,
  type UnreadCountAnswer,
  type UserMessage,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** What the person sees of a message: the reminder's bookkeeping stays inside. */
const presented = ({ reminderPending: _, ...message }: UserMessage) => message;

/** The person's own inbox, newest first; the unread count is one document (no count per request). */
export const messageQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    app.get('/api/messages', async (request) => {
      const messages = await ctx.readModels
        .collection(messageModels.userMessages)
        .find({ userId: request.auth.user.id }, { sort: { createdAt: -1, id: -1 } });
      return messages.map(presented);
    });

    app.get('/api/messages/unread/count', async (request): Promise<UnreadCountAnswer> => {
      const counted = await ctx.readModels
        .collection(messageModels.unreadMessageCounts)
        .get(request.auth.user.id);
      return { count: counted?.count ?? 0 };
    });

    app.get('/api/message-mails', async (request): Promise<MessageMailsAnswer> => {
      const preference = await ctx.readModels
        .collection(messageModels.messageMailPreferences)
        .get(request.auth.user.id);
      return { enabled: preference?.enabled ?? true };
    });
  },
};
