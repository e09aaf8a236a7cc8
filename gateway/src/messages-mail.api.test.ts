import { UnreadMessageReminders } from '@et/command-service/testing';
import { messageModels, type UserMessage } from '@et/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mail, type Mailbox, startMailbox } from './testing/mailbox';
import { type StoreKind, storeKinds, type TestApp, useTestApp, withAdmin } from './testing/test-app';

/** The reminder's hour, shortened: a second. */
const AFTER_SECONDS = 1;
const inbox = (userId: number) => `inbox-${userId}`;
const decoded = (mail: Mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function reminders(app: TestApp, userId: number) {
  const events = await app.running.stores.events.readStream(inbox(userId));
  return events.filter((event) => event.type === 'UnreadMessageMailed');
}

/** Waits until the user's reminder is settled and the mail reactor has done what it asks. */
async function settled(app: TestApp, userId: number, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while ((await reminders(app, userId)).length === 0) {
    if (Date.now() > deadline) throw new Error(`no reminder for user ${userId}`);
    await pause(50);
  }
  const [event] = await reminders(app, userId);
  await app.running.progress.waitFor(event!.position, 2000);
  await pause(100);
  await app.running.mail.idle();
}

describe.each(storeKinds)('unread message reminder mails on %s', (kind: StoreKind) => {
  const app = useTestApp(
    kind,
    { env: { UNREAD_MESSAGE_MAIL_AFTER_SECONDS: String(AFTER_SECONDS) } },
    withAdmin,
  );
  let mailbox: Mailbox;
  const send = (to: number, subject: string, content = 'Bitte melden Sie sich.') =>
    app.admin.post<UserMessage>('/api/messages', { userId: to, subject, content });
  const mailsTo = (client: { user: { email: string } }) =>
    mailbox.mails.filter((mail) => mail.to === client.user.email);

  beforeAll(async () => {
    mailbox = await startMailbox();
    const smtp = {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-secret-Pa55word',
      smtpFrom: 'mailer@example.com',
    };
    expect((await app.admin.patch('/api/website-settings', smtp)).status).toBe(200);
  });
  afterAll(() => mailbox?.stop());

  it('mails a message still unread after the (shortened) hour once, in the user’s language', async () => {
    const anna = await app.given.user();
    const emma = await app.given.user({ language: 'en' });
    const sentAt = Date.now();
    await send(anna.user.id, 'Ihr Termin', 'Morgen um 10 Uhr.');
    await send(emma.user.id, 'Your appointment', 'Tomorrow at 10.');
    const german = decoded(await mailbox.next(anna.user.email, 10_000));
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(AFTER_SECONDS * 1000);
    expect(german).toContain('Subject: Ungelesene Nachricht: Ihr Termin');
    expect(german).toContain('Morgen um 10 Uhr.');
    expect(german).toContain('/messages');
    const english = decoded(await mailbox.next(emma.user.email, 10_000));
    expect(english).toContain('Subject: Unread message: Your appointment');

    // Later scans and a second scheduler on the same stores send nothing more.
    const second = new UnreadMessageReminders(app.running.stores.events, app.running.readModels, {
      afterSeconds: AFTER_SECONDS,
      log: { error: () => {} },
    });
    expect(await Promise.all([second.scan(), second.scan()])).toEqual([0, 0]);
    await pause(1500);
    await app.running.mail.idle();
    expect(mailsTo(anna)).toHaveLength(1);
    expect(await reminders(app, anna.user.id)).toHaveLength(1);
    // The message stays unread: the mail does not read it.
    expect((await anna.get<{ count: number }>('/api/messages/unread/count')).body).toEqual({ count: 1 });
  });

  it('settles a due message exactly once when two schedulers scan at the same moment', async () => {
    const user = await app.given.user();
    await app.running.stores.events.append(
      inbox(user.user.id),
      [
        {
          type: 'MessageSent',
          data: {
            userId: user.user.id,
            messageId: '11111111-2222-4333-8444-555555555555',
            subject: 'Gleichzeitig',
            content: 'x',
            sentByUserId: 1,
            senderName: 'root',
          },
          metadata: {},
        },
      ],
      0,
    );
    const make = () =>
      new UnreadMessageReminders(app.running.stores.events, app.running.readModels, {
        afterSeconds: AFTER_SECONDS,
        log: { error: () => {} },
      });
    // Scanned as if an hour had passed already, before the app's own scheduler comes to it.
    const later = Date.now() + 3_600_000;
    const counts = await Promise.all([make().scan(later), make().scan(later), make().scan(later)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    await settled(app, user.user.id);
    expect(await reminders(app, user.user.id)).toHaveLength(1);
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('sends nothing to a user who opted out, and nothing for a message read in time', async () => {
    const quiet = await app.given.user();
    expect((await quiet.patch('/api/message-mails', { enabled: false })).status).toBe(200);
    await send(quiet.user.id, 'Leise');
    const reader = await app.given.user();
    const message = (await send(reader.user.id, 'Gelesen')).body;
    expect((await reader.patch(`/api/messages/${message.id}/read`)).status).toBe(200);
    // Marking it unread again asks for no reminder either.
    expect((await reader.patch(`/api/messages/${message.id}/unread`)).status).toBe(200);

    await settled(app, quiet.user.id);
    await pause(AFTER_SECONDS * 1000 + 1000);
    await app.running.mail.idle();
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(reader)).toEqual([]);
    expect(await reminders(app, reader.user.id)).toEqual([]);
  });

  it('turns an answered ring-code request into an inbox message with the code’s link', async () => {
    const user = await app.given.user();
    const messageId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
    await app.running.stores.events.append(
      'ring-code-request-test-1',
      [
        {
          type: 'RingRequestAnswered',
          data: {
            requestId: 1,
            userId: user.user.id,
            messageId,
            subject: 'Ihre Ring-Code-Anfrage',
            content: 'Vielen Dank für Ihre Bestellung.',
            assignedCode: '654321',
            answeredByUserId: 1,
            answeredByName: 'root',
            language: 'de',
          },
          metadata: {},
        },
      ],
      0,
    );
    const deadline = Date.now() + 5000;
    let messages: UserMessage[] = [];
    while (messages.length === 0 && Date.now() < deadline) {
      messages = (await user.get<UserMessage[]>('/api/messages')).body;
      if (messages.length === 0) await pause(50);
    }
    expect(messages).toEqual([
      expect.objectContaining({
        id: messageId,
        requestId: 1,
        senderName: 'root',
        assignedCode: '654321',
        isRead: false,
        content:
          'Vielen Dank für Ihre Bestellung.\n\nIhr Ring-Code: 654321 – aktivieren unter /dimension-rings?code=654321',
      }),
    ]);
    expect((await user.get<{ count: number }>('/api/messages/unread/count')).body).toEqual({ count: 1 });
    // The answer was e-mailed already: no reminder repeats it.
    const stored = await app.running.readModels.collection(messageModels.userMessages).get(messageId);
    expect(stored?.reminderPending).toBe(false);
    expect((await user.patch(`/api/messages/${messageId}/read`)).status).toBe(200);
    expect((await user.get<{ count: number }>('/api/messages/unread/count')).body).toEqual({ count: 0 });
    const other = await app.given.user();
    expect((await other.delete(`/api/messages/${messageId}`)).status).toBe(404);
    expect((await user.delete(`/api/messages/${messageId}`)).status).toBe(200);
    expect((await user.get<UserMessage[]>('/api/messages')).body).toEqual([]);
  });
});
