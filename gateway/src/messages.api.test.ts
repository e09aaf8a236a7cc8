import { type AnyReadModel, messageModels, type UserExport, type UserMessage } from '@et/contracts';
import { projections } from '@et/projections';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { connectLive } from './testing/live-socket';
import { documentsOf, liveState, rebuild } from './testing/read-models';
import {
  allEvents,
  defaultPassword,
  type StoreKind,
  storeKinds,
  type TestClient,
  useTestApp,
  withAdmin,
} from './testing/test-app';

const inbox = (userId: number) => `inbox-${userId}`;
const unreadCount = async (client: TestClient) =>
  (await client.get<{ count: number }>('/api/messages/unread/count')).body.count;
const list = async (client: TestClient) => (await client.get<UserMessage[]>('/api/messages')).body;

describe.each(storeKinds)('messages on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);
  const send = (to: number, subject = 'Hallo', content = 'Eine Nachricht') =>
    app.admin.post<UserMessage>('/api/messages', { userId: to, subject, content });

  it('lets admins send; others get 403, visitors 401; bad input is refused in the user’s language', async () => {
    const user = await app.given.user();
    const sent = await send(user.user.id, '  Willkommen  ', 'Schön, dass Sie da sind.\nViele Grüße');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      userId: user.user.id,
      subject: 'Willkommen',
      content: 'Schön, dass Sie da sind.\nViele Grüße',
      isRead: false,
      senderName: 'root',
      requestId: null,
    });
    expect(sent.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const body = { userId: user.user.id, subject: 'x', content: 'y' };
    expect((await user.post('/api/messages', body)).status).toBe(403);
    expect((await app.client().post('/api/messages', body)).status).toBe(401);

    const german = await app.admin.post('/api/messages', { userId: user.user.id, subject: ' ', content: '' });
    expect(german.status).toBe(400);
    expect(german.body.errors).toEqual({
      subject: 'Bitte geben Sie einen Betreff ein',
      content: 'Bitte schreiben Sie eine Nachricht',
    });
    const english = await app.admin
      .copy({ language: 'en' })
      .post('/api/messages', { userId: 'x', subject: 'a'.repeat(201), content: 'y' });
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual({
      userId: 'Please choose a recipient',
      subject: 'The subject must be at most 200 characters',
    });
    const nobody = await app.admin.post('/api/messages', { ...body, userId: 999_999 });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('Diesen Benutzer gibt es nicht');
    expect(await list(user)).toHaveLength(1);
  });

  it('lists only the own messages, newest first, with the sender’s name', async () => {
    const anna = await app.given.user();
    const bob = await app.given.user();
    await send(anna.user.id, 'erste');
    await send(bob.user.id, 'für bob');
    await send(anna.user.id, 'zweite');
    const messages = await list(anna);
    expect(messages.map((m) => m.subject)).toEqual(['zweite', 'erste']);
    expect(messages.every((m) => m.senderName === 'root' && m.sentByUserId !== null)).toBe(true);
    expect(messages[0]).not.toHaveProperty('reminderPending');
    expect((await list(bob)).map((m) => m.subject)).toEqual(['für bob']);
    expect((await app.client().get('/api/messages')).status).toBe(401);
  });

  it('reads, marks unread and deletes; the unread count rises and falls with them', async () => {
    const user = await app.given.user();
    expect(await unreadCount(user)).toBe(0);
    const first = (await send(user.user.id, 'eins')).body;
    const second = (await send(user.user.id, 'zwei')).body;
    expect(await unreadCount(user)).toBe(2);

    expect((await user.patch(`/api/messages/${first.id}/read`)).status).toBe(200);
    expect(await unreadCount(user)).toBe(1);
    // Reading again changes nothing.
    expect((await user.patch(`/api/messages/${first.id}/read`)).status).toBe(200);
    expect(await unreadCount(user)).toBe(1);
    expect((await list(user)).find((m) => m.id === first.id)?.isRead).toBe(true);

    expect((await user.patch(`/api/messages/${first.id}/unread`)).status).toBe(200);
    expect(await unreadCount(user)).toBe(2);
    expect((await user.delete(`/api/messages/${second.id}`)).status).toBe(200);
    expect(await unreadCount(user)).toBe(1);
    expect((await list(user)).map((m) => m.id)).toEqual([first.id]);

    const gone = await user.delete(`/api/messages/${second.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Nachricht nicht gefunden');
    const types = (await app.running.stores.events.readStream(inbox(user.user.id))).map((e) => e.type);
    expect(types).toEqual([
      'MessageSent',
      'MessageSent',
      'MessageRead',
      'MessageMarkedUnread',
      'MessageDeleted',
    ]);
  });

  it('does not find someone else’s message (404) and leaves it as it was', async () => {
    const owner = await app.given.user();
    const other = await app.given.user({ language: 'en' });
    const message = (await send(owner.user.id)).body;
    for (const answer of [
      await other.patch(`/api/messages/${message.id}/read`),
      await other.patch(`/api/messages/${message.id}/unread`),
      await other.delete(`/api/messages/${message.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Message not found');
    }
    for (const odd of ['7', 'abc', `${message.id}x`, message.id.toUpperCase(), '%00'])
      expect((await owner.delete(`/api/messages/${odd}`)).status).toBe(404);
    expect(await list(owner)).toMatchObject([{ id: message.id, isRead: false }]);
    expect(await unreadCount(owner)).toBe(1);
    expect(await app.running.stores.events.readStream(inbox(other.user.id))).toEqual([]);
  });

  it('tells the addressee over /ws within a second, with the count already raised, and nobody else', async () => {
    const user = await app.given.user();
    const other = await app.given.user();
    const live = connectLive(app, user);
    const elsewhere = connectLive(app, other);
    await Promise.all([live.opened, elsewhere.opened]);
    const message = (await send(user.user.id)).body;
    const started = performance.now();
    const { at } = await live.next('MESSAGES_CHANGED', { since: 0, timeoutMs: 1000 });
    expect(at - started).toBeLessThan(1000);
    expect(await unreadCount(user)).toBe(1);

    // A read on another device reaches the open page too.
    const since = live.messages.length;
    await user.copy().patch(`/api/messages/${message.id}/read`);
    await live.next('MESSAGES_CHANGED', { since });
    expect(await unreadCount(user)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(elsewhere.messages.filter((m) => m.type === 'MESSAGES_CHANGED')).toEqual([]);
    live.socket.close();
    elsewhere.socket.close();
  });

  it('keeps the mail choice (on until opted out) and validates it', async () => {
    const user = await app.given.user();
    expect((await user.get('/api/message-mails')).body).toEqual({ enabled: true });
    expect((await user.patch('/api/message-mails', { enabled: false })).body).toEqual({ enabled: false });
    expect((await user.get('/api/message-mails')).body).toEqual({ enabled: false });
    const bad = await user.copy({ language: 'en' }).patch('/api/message-mails', { enabled: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ enabled: 'Please say whether you want e-mails (true or false)' });
  });

  it('puts the messages into the export, and erasure removes them everywhere', async () => {
    const marker = uniqueName('messagemarker');
    const user = await app.given.user();
    const other = await app.given.user();
    await send(user.user.id, 'Betreff', `${marker} Inhalt`);
    await send(other.user.id, 'fremd', 'fremder Inhalt');
    await user.patch('/api/message-mails', { enabled: false });

    const exported = await user.get<UserExport>('/api/user/export');
    expect(exported.status).toBe(200);
    expect(exported.body.data.messages!.user_messages).toEqual([
      expect.objectContaining({ subject: 'Betreff', content: `${marker} Inhalt` }),
    ]);
    expect(exported.body.data.messages!.unread_message_counts).toEqual([
      expect.objectContaining({ count: 1 }),
    ]);
    expect(exported.body.data.messages!.message_mail_preferences).toEqual([
      expect.objectContaining({ enabled: false }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('fremd');

    expect((await user.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
    expect(await app.running.stores.events.readStream(inbox(user.user.id))).toEqual([]);
    for (const model of Object.values<AnyReadModel>(messageModels))
      expect(await app.running.readModels.collection(model).find({ userId: user.user.id })).toEqual([]);
    const holding = (await allEvents(app)).filter((event) => JSON.stringify(event.data).includes(marker));
    expect(holding).toEqual([]);
    expect(await list(other)).toHaveLength(1);
  });

  it('shows message text in no admin answer: the trail says who wrote to whom', async () => {
    const marker = uniqueName('secretsubject');
    const user = await app.given.user();
    const message = (await send(user.user.id, marker, `${marker} body`)).body;
    await user.patch(`/api/messages/${message.id}/read`);
    const audit = await app.admin.get(`/api/audit?userId=${user.user.id}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).not.toContain(marker);
    expect(JSON.stringify(audit.body)).toContain('MessageSent');
  });

  it('builds the same inbox documents again in a replay', async () => {
    const messagesProjection = projections.find((projection) => projection.name === 'messages')!;
    const user = await app.given.user();
    const first = (await send(user.user.id, 'eins')).body;
    const second = (await send(user.user.id, 'zwei')).body;
    await send(user.user.id, 'drei');
    await user.patch(`/api/messages/${first.id}/read`);
    await user.patch(`/api/messages/${first.id}/unread`);
    await user.patch(`/api/messages/${second.id}/read`);
    await user.delete(`/api/messages/${second.id}`);
    await user.patch('/api/message-mails', { enabled: false });
    const snapshot = async () => {
      const { generation } = await liveState(app, 'messages');
      return Promise.all(messagesProjection.collections.map((model) => documentsOf(app, model, generation)));
    };
    const before = await snapshot();
    await rebuild(app, messagesProjection);
    expect(await snapshot()).toEqual(before);
    expect(await unreadCount(user)).toBe(2);
  });
});
