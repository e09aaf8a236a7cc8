import type { AuditEntry, DimensionRing, Page, RingCodeRequest, UserExport } from '@et/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from './testing/live-socket';
import { type Mailbox, startMailbox } from './testing/mailbox';
import { givenRequest, mailSubject, mailText } from './testing/ring-requests-given';
import { givenRingCode, givenRingType } from './testing/rings-given';
import {
  allEvents,
  defaultPassword,
  type StoreKind,
  storeKinds,
  useTestApp,
  withAdmin,
} from './testing/test-app';

describe.each(storeKinds)('answering ring-code requests on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const shared = await withAdmin(app);
    return { ...shared, type: await givenRingType(shared.admin) };
  });
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const smtp = await app.admin.patch('/api/website-settings', {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-secret-1',
      smtpFrom: `admins-${kind}@example.com`,
      ringRequestEmails: '',
    });
    expect(smtp.status).toBe(200);
  });
  afterAll(() => mailbox?.stop());

  const freeCodes = () =>
    app.admin
      .get<Array<{ code: string; type: string }>>('/api/ring-code-requests/free-codes')
      .then((a) => a.body);

  it('answers a signed-in requester: e-mail in their language, code reserved for them, history in the audit', async () => {
    const requester = await app.given.user({ language: 'en' });
    const request = await givenRequest(requester, app.admin, { email: requester.user.email });
    const code = await givenRingCode(app.admin, app.type.code);
    expect((await freeCodes()).map((c) => c.code)).toContain(code);

    const requesterLive = connectLive(app, requester);
    await requesterLive.opened;
    const opened = await app.admin.patch(`/api/ring-code-requests/${request.id}`, { isRead: true });
    expect(opened.body.isRead).toBe(true);
    const answer = await app.admin.patch<RingCodeRequest>(`/api/ring-code-requests/${request.id}`, {
      status: 'approved',
      assignedCode: code.toLowerCase(),
      responseMessage: 'Here is your code.\nEnjoy!',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'approved',
      assignedCode: code,
      responseMessage: 'Here is your code.\nEnjoy!',
      answeredAt: expect.any(String),
    });
    expect((await freeCodes()).map((c) => c.code)).not.toContain(code);
    // The answer is a message in their inbox: their open pages hear of it (and of nothing else here).
    await requesterLive.waitFor('MESSAGES_CHANGED', 2000);
    expect(requesterLive.messages.map((m) => m.type)).not.toContain('RING_REQUESTS_CHANGED');
    requesterLive.socket.close();

    // The answer mail (after the confirmation) in the requester's language, with code and link.
    const mail = await waitForMail(requester.user.email, 'Reply to your ring-code request');
    const text = mailText(mail);
    expect(text).toContain('Here is your code.');
    expect(text).toContain(code);
    expect(text).toMatch(new RegExp(`https?://[^\\s]+/dimension-rings\\?code=${code}`));
    // One event carries the answer, with what the inbox needs.
    const events = await allEvents(app);
    const answered = events.filter(
      (e) => e.type === 'RingRequestAnswered' && e.streamId === `ring-request-${request.id}`,
    );
    expect(answered.map((e) => e.data)).toEqual([
      {
        requestId: request.id,
        userId: requester.user.id,
        messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        subject: 'Reply to your ring-code request',
        content: 'Here is your code.\nEnjoy!',
        assignedCode: code,
        answeredByUserId: (await app.admin.me())!.id,
        answeredByName: 'root',
        language: 'en',
      },
    ]);

    const audit = await app.admin.get<Page<AuditEntry>>(`/api/audit?requestId=${request.id}`);
    expect(audit.body.items.map((entry) => entry.type)).toEqual([
      'RingRequestAnswered',
      'RingRequestStatusChanged',
      'RingRequestReadChanged',
      'RingRequestSubmitted',
    ]);
    const [answerEntry] = audit.body.items;
    expect(answerEntry).toMatchObject({ actorName: 'root', subjectUserId: requester.user.id });
    expect(answerEntry!.details).toMatchObject({ requestId: request.id, assignedCode: code });
    // Never what the requester wrote, nor the response's text.
    const trail = JSON.stringify(audit.body);
    for (const secret of [
      'Anna Berg',
      requester.user.email,
      'B-2024-17',
      'der Code fehlt',
      'Here is your code',
    ])
      expect(trail).not.toContain(secret);

    // The reserved code: refused to anyone else like any wrong code, activated by the requester.
    const stranger = await app.given.user();
    const refused = await stranger.post('/api/dimension-rings', { code });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Ungültiger oder bereits verwendeter Ring-Code' },
    });
    const ring = await requester.post<DimensionRing>('/api/dimension-rings', { code });
    expect(ring.status).toBe(201);
    expect(ring.body).toMatchObject({ code, userId: requester.user.id, isActive: true });
  });

  it('refuses a code that is used, unknown, deleted or reserved for another request', async () => {
    const first = await givenRequest(app.client(), app.admin);
    const second = await givenRequest(app.client(), app.admin);
    const code = await givenRingCode(app.admin, app.type.code);
    const answer = (id: number, assignedCode: string, language: 'de' | 'en' = 'de') =>
      app.admin
        .copy({ language })
        .patch(`/api/ring-code-requests/${id}`, { assignedCode, responseMessage: 'Ihr Code' });
    expect((await answer(first.id, code)).status).toBe(200);
    expect(await answer(second.id, code)).toMatchObject({
      status: 409,
      body: { message: 'Dieser Ring-Code ist bereits für eine andere Anfrage reserviert' },
    });
    expect((await answer(second.id, 'ZZZZZ9', 'en')).body.message).toBe(
      'This ring code does not exist (or was deleted)',
    );
    const used = await givenRingCode(app.admin, app.type.code);
    expect((await (await app.given.user()).post('/api/dimension-rings', { code: used })).status).toBe(201);
    expect((await answer(second.id, used)).body.message).toBe('Dieser Ring-Code ist bereits aktiviert');
    const deleted = await givenRingCode(app.admin, app.type.code);
    await app.admin.delete(`/api/ring-codes/${deleted}`);
    expect((await answer(second.id, deleted)).status).toBe(409);
    expect((await answer(second.id, 'x')).body.message).toBe(
      'Ring-Code muss genau 6 Buchstaben oder Ziffern haben',
    );
    // A code without a response would never reach the requester.
    const silent = await app.admin.patch(`/api/ring-code-requests/${second.id}`, {
      assignedCode: await givenRingCode(app.admin, app.type.code),
    });
    expect(silent.status).toBe(400);
    // Nothing of the refused answers was saved; the first request keeps its code.
    const rows = await app.admin.get(`/api/ring-code-requests?search=${second.email}`);
    expect(rows.body.items[0]).toMatchObject({
      assignedCode: null,
      responseMessage: null,
      status: 'pending',
    });
    // Deleting the first request frees its code for the second.
    expect((await app.admin.delete(`/api/ring-code-requests/${first.id}`)).status).toBe(200);
    expect((await answer(second.id, code)).status).toBe(200);
  });

  it('reserves by e-mail for a visitor: the account with that address may activate it', async () => {
    const email = `visitor-${kind}-${Date.now()}@example.com`;
    const request = await givenRequest(app.client(), app.admin, { email });
    const code = await givenRingCode(app.admin, app.type.code);
    await app.admin.patch(`/api/ring-code-requests/${request.id}`, {
      assignedCode: code,
      responseMessage: 'Bitte sehr',
    });
    // Without `ringRequestEmails` the notice goes to the sender address.
    await waitForMail(`admins-${kind}@example.com`, `Neue Ring-Code-Anfrage #${request.id}`);
    const mail = await waitForMail(email, 'Antwort auf Ihre Ring-Code-Anfrage');
    expect(mailText(mail)).toContain(`/dimension-rings?code=${code}`);
    expect((await (await app.given.user()).post('/api/dimension-rings', { code })).status).toBe(409);
    const later = await app.given.user({ email });
    expect((await later.post('/api/dimension-rings', { code })).status).toBe(201);
  });

  it('exports a requester’s requests and erases them with the account, streams included', async () => {
    const requester = await app.given.user();
    const request = await givenRequest(requester, app.admin, { notes: 'meine Notiz' });
    const code = await givenRingCode(app.admin, app.type.code);
    await app.admin.patch(`/api/ring-code-requests/${request.id}`, {
      assignedCode: code,
      responseMessage: 'Ok',
    });
    const exported = await requester.get<UserExport>('/api/user/export');
    expect(exported.body.data.ringRequests!.ring_code_requests).toEqual([
      expect.objectContaining({ id: request.id, notes: 'meine Notiz', assignedCode: code }),
    ]);
    expect((await requester.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
    expect(await app.running.stores.events.readStream(`ring-request-${request.id}`)).toEqual([]);
    const rows = await app.admin.get(`/api/ring-code-requests?search=${request.email}`);
    expect(rows.body.items).toEqual([]);
    // Its code is free again.
    expect((await freeCodes()).map((c) => c.code)).toContain(code);
  });

  async function waitForMail(to: string, subject: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = mailbox.mails.find((m) => m.to === to && mailSubject(m) === subject);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
