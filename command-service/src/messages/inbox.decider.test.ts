import type { InboxEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import { decide, evolve, type InboxCommand, type InboxState, initialInboxState } from './inbox.decider';

const spec = specFor<InboxState, InboxCommand, InboxEvent>({
  initialState: initialInboxState,
  evolve,
  decide,
});

const userId = 7;
const id = '0b7f4c1e-2f7a-4d8e-9c51-3a1f0e6b2d44';
const fromRequest = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const sent: InboxEvent = {
  type: 'MessageSent',
  data: {
    userId,
    messageId: id,
    subject: 'Hallo',
    content: 'Willkommen',
    sentByUserId: 1,
    senderName: 'admin',
  },
};
const read = (messageId = id): InboxEvent => ({ type: 'MessageRead', data: { userId, messageId } });
const unread = (messageId = id): InboxEvent => ({ type: 'MessageMarkedUnread', data: { userId, messageId } });
const deleted = (messageId = id): InboxEvent => ({ type: 'MessageDeleted', data: { userId, messageId } });
const mailed = (messageId = id): InboxEvent => ({ type: 'UnreadMessageMailed', data: { userId, messageId } });
const preference = (enabled: boolean): InboxEvent => ({
  type: 'MessageMailsPreferenceChanged',
  data: { userId, enabled },
});
const on = (
  type: 'MarkRead' | 'MarkUnread' | 'DeleteMessage' | 'MailUnread',
  messageId = id,
  known = null as { isRead: boolean } | null,
): InboxCommand => ({
  type,
  userId,
  messageId,
  known,
});

describe('inbox decider', () => {
  describe('send', () => {
    it('puts the message into the inbox with its sender', () =>
      spec([])
        .when({
          type: 'SendMessage',
          userId,
          messageId: id,
          subject: 'Hallo',
          content: 'Willkommen',
          sentByUserId: 1,
          senderName: 'admin',
        })
        .expectEvents([sent]));
    it('refuses an id the inbox already holds', () =>
      spec([sent])
        .when({
          type: 'SendMessage',
          userId,
          messageId: id,
          subject: 'x',
          content: 'y',
          sentByUserId: 1,
          senderName: 'a',
        })
        .expectRefusal('concurrentChange', 'conflict'));
  });

  describe('read and unread', () => {
    it('marks an unread message read', () => spec([sent]).when(on('MarkRead')).expectEvents([read()]));
    it('does nothing for a message already read', () =>
      spec([sent, read()]).when(on('MarkRead')).expectEvents([]));
    it('marks a read message unread again', () =>
      spec([sent, read()]).when(on('MarkUnread')).expectEvents([unread()]));
    it('does nothing for a message already unread', () =>
      spec([sent]).when(on('MarkUnread')).expectEvents([]));
    it('reads a message from an answered request that the read model holds for this user', () =>
      spec([])
        .when(on('MarkRead', fromRequest, { isRead: false }))
        .expectEvents([read(fromRequest)]));
    it('takes the stream’s word over the read model’s on such a message', () =>
      spec([read(fromRequest)])
        .when(on('MarkUnread', fromRequest, { isRead: false }))
        .expectEvents([unread(fromRequest)]));
    it('does not find a message that is neither in the inbox nor the user’s (someone else’s)', () =>
      spec([])
        .when(on('MarkRead', fromRequest, null))
        .expectRefusal('messageNotFound', 'notFound'));
    it('does not find a deleted message', () =>
      spec([sent, deleted()]).when(on('MarkUnread')).expectRefusal('messageNotFound', 'notFound'));
  });

  describe('delete', () => {
    it('deletes an own message', () => spec([sent]).when(on('DeleteMessage')).expectEvents([deleted()]));
    it('deletes a message from an answered request', () =>
      spec([])
        .when(on('DeleteMessage', fromRequest, { isRead: true }))
        .expectEvents([deleted(fromRequest)]));
    it('does not find it a second time', () =>
      spec([sent, deleted()])
        .when(on('DeleteMessage', id, { isRead: false }))
        .expectRefusal('messageNotFound', 'notFound'));
    it('does not find someone else’s message', () =>
      spec([]).when(on('DeleteMessage', fromRequest)).expectRefusal('messageNotFound', 'notFound'));
  });

  describe('the one-hour reminder', () => {
    it('is settled for an unread message', () =>
      spec([sent]).when(on('MailUnread')).expectEvents([mailed()]));
    it('is settled only once per message (a second scheduler appends nothing)', () =>
      spec([sent, mailed()]).when(on('MailUnread')).expectEvents([]));
    it('is not due for a read message', () => spec([sent, read()]).when(on('MailUnread')).expectEvents([]));
    it('is not due for a deleted message', () =>
      spec([sent, deleted()]).when(on('MailUnread')).expectEvents([]));
    it('is not due for a message unknown to this user', () =>
      spec([]).when(on('MailUnread', fromRequest)).expectEvents([]));
    it('is settled for an unread message from an answered request', () =>
      spec([])
        .when(on('MailUnread', fromRequest, { isRead: false }))
        .expectEvents([mailed(fromRequest)]));
  });

  describe('the mail preference', () => {
    it('is on until the user opts out', () =>
      spec([])
        .when({ type: 'SetMailsPreference', userId, enabled: false })
        .expectEvents([preference(false)]));
    it('records nothing when it does not change', () =>
      spec([]).when({ type: 'SetMailsPreference', userId, enabled: true }).expectEvents([]));
    it('can be turned on again', () =>
      spec([preference(false)])
        .when({ type: 'SetMailsPreference', userId, enabled: true })
        .expectEvents([preference(true)]));
  });
});
