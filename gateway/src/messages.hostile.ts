import type { HostileOverrides } from './testing/hostile-input';

// Message ids are UUIDs: this one names no message.
const noMessage = { param: '00000000-0000-4000-8000-000000000000' };

/** What the message routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/messages': {
    body: (f) => ({ userId: f.ids.self, subject: 'Hallo', content: 'Eine Nachricht' }),
  },
  'PATCH /api/messages/:id/read': noMessage,
  'PATCH /api/messages/:id/unread': noMessage,
  'DELETE /api/messages/:id': noMessage,
  'PATCH /api/message-mails': { body: () => ({ enabled: false }) },
};
