import type { CommandFeature } from '../feature';
import { messageRoutes } from './messages.routes';
import { unreadMessageMailAfterSeconds } from './messages.settings';
import { UnreadMessageReminders } from './unread-reminders';

/** Design reading 15: the leader settles messages unread past the hour; the mail reactor mails them. */
export const messagesCommands: CommandFeature = {
  name: 'messages',
  routes: [messageRoutes],
  settings: [unreadMessageMailAfterSeconds],
  jobs: (ctx) => [
    new UnreadMessageReminders(ctx.events, ctx.readModels, {
      afterSeconds: unreadMessageMailAfterSeconds(ctx.config),
      log: ctx.log,
    }),
  ],
};
