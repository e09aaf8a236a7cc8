import { inboxStreams, messageModels, ringRequestStreams } from '@et/contracts';
import { expect, it } from 'vitest';
import { userDeleted } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { messagesProjection } from './messages.projection';

const inInbox = (userId: number) => ({ streamId: inboxStreams.inbox(userId) });
const sent = (messageId: string, userId = 7): GivenEvent => ({
  type: 'MessageSent',
  data: { messageId, userId, subject: 'Hallo', content: 'Willkommen', sentByUserId: 1, senderName: 'admin' },
  ...inInbox(userId),
});
const about = (type: string, messageId: string, userId = 7): GivenEvent => ({
  type,
  data: { messageId, userId },
  ...inInbox(userId),
});
const answered = (requestId: number, userId: number | null, assignedCode: string | null): GivenEvent => ({
  type: 'RingRequestAnswered',
  data: {
    requestId,
    userId,
    messageId: `answer-${requestId}`,
    subject: 'Ihr Ring',
    content: 'Hier ist er.',
    assignedCode,
    answeredByUserId: 1,
    answeredByName: 'admin',
    language: 'en',
  },
  streamId: ringRequestStreams.request(requestId),
});
const mails = (userId: number, enabled: boolean): GivenEvent => ({
  type: 'MessageMailsPreferenceChanged',
  data: { userId, enabled },
  ...inInbox(userId),
});
const unread = (userId: number, ...unreadIds: string[]) => ({
  id: userId,
  userId,
  count: unreadIds.length,
  unreadIds,
});

describeProjection(messagesProjection, (spec) => {
  it('puts a sent message in the inbox, unread, its reminder due, and counts it', async () => {
    const scenario = spec.given(sent('m1'));
    await scenario.expect(messageModels.userMessages).toEqual([
      {
        id: 'm1',
        userId: 7,
        subject: 'Hallo',
        content: 'Willkommen',
        isRead: false,
        sentByUserId: 1,
        senderName: 'admin',
        requestId: null,
        assignedCode: null,
        createdAt: recordedAt(1),
        reminderPending: true,
      },
    ]);
    await scenario.expect(messageModels.unreadMessageCounts).toEqual([unread(7, 'm1')]);
  });

  it('makes an answered ring request a message, with the code and its link, no reminder', async () => {
    const scenario = spec.given(answered(3, 7, 'RING42'));
    await scenario.expect(messageModels.userMessages).toMatchObject([
      {
        id: 'answer-3',
        userId: 7,
        requestId: 3,
        assignedCode: 'RING42',
        isRead: false,
        reminderPending: false,
      },
    ]);
    const [message] = await scenario.documents(messageModels.userMessages);
    expect(message!.content).toMatch(/^Hier ist er\.\n\n.*RING42.*\/dimension-rings\?code=RING42/);
    await scenario.expect(messageModels.unreadMessageCounts).toEqual([unread(7, 'answer-3')]);
  });

  it('takes an answer without a code as it is written', () =>
    spec
      .given(answered(3, 7, null))
      .expect(messageModels.userMessages)
      .toMatchObject([{ content: 'Hier ist er.', assignedCode: null }]));

  it('has no inbox for the answer to a request made without an account', async () => {
    const scenario = spec.given(answered(3, null, 'RING42'));
    await scenario.expect(messageModels.userMessages).toBeEmpty();
    await scenario.expect(messageModels.unreadMessageCounts).toBeEmpty();
  });

  it('marks a message read: counted no more, no reminder', async () => {
    const read = spec.given(sent('m1'), sent('m2')).when(about('MessageRead', 'm1'));
    await read.expect(messageModels.userMessages).toMatchObject([
      { id: 'm1', isRead: true, reminderPending: false },
      { id: 'm2', isRead: false, reminderPending: true },
    ]);
    await read.expect(messageModels.unreadMessageCounts).toEqual([unread(7, 'm2')]);
  });

  it('marks a read message unread again: counted again, still no reminder', async () => {
    const marked = spec
      .given(sent('m1'), about('MessageRead', 'm1'))
      .when(about('MessageMarkedUnread', 'm1'));
    await marked
      .expect(messageModels.userMessages)
      .toMatchObject([{ isRead: false, reminderPending: false }]);
    await marked.expect(messageModels.unreadMessageCounts).toEqual([unread(7, 'm1')]);
  });

  it('ignores reading a message that is gone', async () => {
    const scenario = spec.given(sent('m1'), about('MessageDeleted', 'm1')).when(about('MessageRead', 'm1'));
    await scenario.expect(messageModels.userMessages).toBeEmpty();
    await scenario.expect(messageModels.unreadMessageCounts).toEqual([unread(7)]);
  });

  it('settles the reminder once mailed, and brings no deleted message back for it', async () => {
    await spec
      .given(sent('m1'))
      .when(about('UnreadMessageMailed', 'm1'))
      .expect(messageModels.userMessages)
      .toMatchObject([{ isRead: false, reminderPending: false }]);
    await spec
      .given(sent('m1'), about('MessageDeleted', 'm1'))
      .when(about('UnreadMessageMailed', 'm1'))
      .expect(messageModels.userMessages)
      .toBeEmpty();
  });

  it('drops a deleted message, and from the unread count', async () => {
    const deleted = spec.given(sent('m1'), sent('m2')).when(about('MessageDeleted', 'm1'));
    await deleted.expect(messageModels.userMessages).toMatchObject([{ id: 'm2' }]);
    await deleted.expect(messageModels.unreadMessageCounts).toEqual([unread(7, 'm2')]);
  });

  it('keeps each person’s choice about the reminder e-mail, the latest', () =>
    spec
      .given(mails(7, false), mails(9, false), mails(7, true))
      .expect(messageModels.messageMailPreferences)
      .toEqual([
        { id: 7, userId: 7, enabled: true },
        { id: 9, userId: 9, enabled: false },
      ]));

  const story = [
    sent('m1'),
    sent('m2'),
    sent('m9', 9),
    answered(3, 7, 'RING42'),
    about('MessageRead', 'm1'),
    about('MessageRead', 'm1'),
    about('UnreadMessageMailed', 'm2'),
    mails(7, false),
    mails(9, true),
    about('MessageMarkedUnread', 'm1'),
    about('MessageRead', 'm9', 9),
  ];

  it('erases the person’s messages, count and choice, and nobody else’s', async () => {
    const erased = spec.given(...story).when(userDeleted(7));
    await erased.expectErased(7);
    await erased.expect(messageModels.userMessages).toMatchObject([{ id: 'm9', isRead: true }]);
    await erased.expect(messageModels.unreadMessageCounts).toEqual([unread(9)]);
    await erased.expect(messageModels.messageMailPreferences).toMatchObject([{ id: 9 }]);
  });

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(...story, about('MessageDeleted', 'm2')).expectStable());

  it('after an erasure, a rebuild without the person’s inbox and request gives the same documents', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expectStable({ withoutStreams: [inboxStreams.inbox(7), ringRequestStreams.request(3)] }));
});
