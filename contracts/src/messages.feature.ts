import { defineFeature, type LiveRule } from './feature';
import { type InboxEvent, inboxStreams, messageModels } from './messages';
import { messagesTexts } from './messages-texts';

/** The `/ws` messages this feature's events send. */
export type MessagesLiveMessage = { type: 'MESSAGES_CHANGED' };

/** The addressee alone hears that their inbox changed (a new message, a read on another device). */
const messagesChanged: ReadonlyArray<LiveRule<unknown, MessagesLiveMessage>> = [
  { to: 'owner', message: { type: 'MESSAGES_CHANGED' } },
];

/** The trail says who wrote to whom and what became of the message, never what it says. */
export const messagesFeature = defineFeature<InboxEvent, MessagesLiveMessage>({
  name: 'messages',
  texts: messagesTexts,
  events: {
    MessageSent: { audit: ['messageId', 'userId', 'sentByUserId'], live: messagesChanged },
    MessageRead: { audit: ['messageId'], live: messagesChanged },
    MessageMarkedUnread: { audit: ['messageId'], live: messagesChanged },
    MessageDeleted: { audit: ['messageId'], live: messagesChanged },
    UnreadMessageMailed: { audit: ['messageId'] },
    MessageMailsPreferenceChanged: { audit: ['enabled'], live: messagesChanged },
  },
  personalData: {
    streams: (userId) => [inboxStreams.inbox(userId)],
    readModels: [
      { readModel: messageModels.userMessages, field: 'userId', erased: 'deleted' },
      { readModel: messageModels.unreadMessageCounts, field: 'userId', erased: 'deleted' },
      { readModel: messageModels.messageMailPreferences, field: 'userId', erased: 'deleted' },
    ],
  },
});
