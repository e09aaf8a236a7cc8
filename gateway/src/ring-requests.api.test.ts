import type { RingCodeRequest, RingCodeRequestPage, RingRequestUnreadCount } from '@et/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { connectLive } from './testing/live-socket';
import { type Mailbox, startMailbox } from './testing/mailbox';
import { givenRequest, mailSubject, mailText, requestForm } from './testing/ring-requests-given';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

describe.each(storeKinds)('ring-code requests API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);
  let mailbox: Mailbox;
  const notified = `notify-${kind}@example.com`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const smtp = await app.admin.patch('/api/website-settings', {
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: 'mailer@example.com',
      smtpPass: 'smtp-secret-1',
      smtpFrom: 'mailer@example.com',
      ringRequestEmails: `${notified}, second-${kind}@example.com`,
    });
    expect(smtp.status).toBe(200);
  });
  afterAll(() => mailbox?.stop());

  it('validates the public form with the spec’s messages in German and English', async () => {
    const german = await app.client().post('/api/ring-code-request', { name: ' ', email: '' });
    expect(german.status).toBe(400);
    expect(german.body.errors).toEqual({
      name: 'Bitte geben Sie Ihren Namen ein.',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    });
    const english = await app
      .client({ language: 'en' })
      .post('/api/ring-code-request', { name: 'Anna', email: 'not-an-address' });
    expect(english).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } });
    const missing = await app.client({ language: 'en' }).post('/api/ring-code-request', {});
    expect(missing.body.errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
    });
    const long = await app.client().post('/api/ring-code-request', requestForm({ notes: 'x'.repeat(2001) }));
    expect(long.body.message).toBe('Die Anmerkungen dürfen höchstens 2000 Zeichen haben.');
    const extra = await app.client().post('/api/ring-code-request', requestForm({ isRead: true }));
    expect(extra.status).toBe(400);
  });

  it('takes a visitor’s request: pending, unread, listed for admins; confirmation and notifications mailed', async () => {
    const email = `${uniqueName('visitor')}@example.com`;
    const sent = await app.client({ language: 'en' }).post('/api/ring-code-request', {
      name: 'Ben <b>Bold</b>',
      email: email.toUpperCase(),
      orderNumber: '',
      notes: 'Please & thanks',
    });
    expect(sent.status).toBe(201);
    const list = await app.admin.get<RingCodeRequestPage>(`/api/ring-code-requests?search=${email}`);
    expect(list.body.items).toEqual([
      {
        id: sent.body.id,
        userId: null,
        name: 'Ben <b>Bold</b>',
        email,
        orderNumber: null,
        notes: 'Please & thanks',
        status: 'pending',
        isRead: false,
        processedByUserId: null,
        responseMessage: null,
        assignedCode: null,
        language: 'en',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        answeredAt: null,
        seq: expect.any(Number),
      },
    ]);
    expect(list.body.unread).toBeGreaterThan(0);

    const confirmation = await mailbox.next(email);
    expect(mailSubject(confirmation)).toBe('We received your ring-code request');
    const text = mailText(confirmation);
    expect(text).toContain('Hello Ben <b>Bold</b>,');
    expect(text).toContain('Ben &lt;b&gt;Bold&lt;/b&gt;'); // the HTML part escapes it
    expect(text).not.toContain('<p>Hello Ben <b>');
    for (const to of [notified, `second-${kind}@example.com`]) {
      const notice = await mailbox.next(to);
      const noticeText = mailText(notice);
      expect(mailSubject(notice)).toBe(`Neue Ring-Code-Anfrage #${sent.body.id}`);
      expect(noticeText).toContain(email);
      expect(noticeText).toContain('Please & thanks');
      expect(noticeText).toContain('/admin/requests');
    }
  });

  it('links a signed-in requester’s request to the account, in their language', async () => {
    const user = await app.given.user();
    const request = await givenRequest(user, app.admin, { email: user.user.email, orderNumber: undefined });
    expect(request).toMatchObject({ userId: user.user.id, language: 'de', orderNumber: null });
    const confirmation = await mailbox.next(user.user.email);
    expect(mailSubject(confirmation)).toBe('Ihre Ring-Code-Anfrage ist eingegangen');
  });

  it('throttles per e-mail address and per IP address, saying when to try again', async () => {
    const email = `${uniqueName('often')}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await app.client().post('/api/ring-code-request', requestForm({ email }))).status).toBe(201);
    const german = await app.client().post('/api/ring-code-request', requestForm({ email }));
    expect(german.status).toBe(429);
    expect(german.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(german.body.message).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );
    const english = await app
      .client({ language: 'en' })
      .post('/api/ring-code-request', requestForm({ email }));
    expect(english.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);

    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++)
      expect((await app.client({ ip }).post('/api/ring-code-request', requestForm())).status).toBe(201);
    expect((await app.client({ ip }).post('/api/ring-code-request', requestForm())).status).toBe(429);
    // A refused form takes nothing from the budget.
    expect((await app.client().post('/api/ring-code-request', requestForm({ email: 'x' }))).status).toBe(400);
  });

  it('lets admins search, filter by status, mark read and unread, set the status and delete', async () => {
    const marker = uniqueName('find');
    const first = await givenRequest(app.client(), app.admin, { notes: `Notiz ${marker}` });
    const second = await givenRequest(app.client(), app.admin, { orderNumber: `ORD-${marker}` });
    const search = (query: string) =>
      app.admin.get<RingCodeRequestPage>(`/api/ring-code-requests?${query}`).then((a) => a.body);
    expect((await search(`search=${marker}`)).items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await search(`search=${marker.toUpperCase()}&status=pending`)).total).toBe(2);

    const unreadBefore = (await app.admin.get<RingRequestUnreadCount>('/api/ring-code-requests/unread-count'))
      .body.count;
    const read = await app.admin.patch<RingCodeRequest>(`/api/ring-code-requests/${first.id}`, {
      isRead: true,
    });
    expect(read.body).toMatchObject({ id: first.id, isRead: true });
    const count = await app.admin.get<RingRequestUnreadCount>('/api/ring-code-requests/unread-count');
    expect(count.body.count).toBe(unreadBefore - 1);
    expect((await search(`search=${marker}`)).unread).toBe(unreadBefore - 1);
    const unread = await app.admin.patch(`/api/ring-code-requests/${first.id}`, { isRead: false });
    expect(unread.body.isRead).toBe(false);

    const approved = await app.admin.patch(`/api/ring-code-requests/${second.id}`, { status: 'approved' });
    const adminId = (await app.admin.me())!.id;
    expect(approved.body).toMatchObject({ status: 'approved', processedByUserId: adminId });
    expect((await search(`search=${marker}&status=approved`)).items.map((r) => r.id)).toEqual([second.id]);
    expect((await search(`search=${marker}&status=rejected`)).items).toEqual([]);
    const wrong = await app.admin
      .copy({ language: 'en' })
      .patch(`/api/ring-code-requests/${second.id}`, { status: 'done' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Status must be pending, approved or rejected' },
    });
    const empty = await app.admin.patch(`/api/ring-code-requests/${second.id}`, {});
    expect(empty.status).toBe(400);

    expect((await app.admin.delete(`/api/ring-code-requests/${first.id}`)).status).toBe(200);
    expect((await search(`search=${marker}`)).items.map((r) => r.id)).toEqual([second.id]);
    const again = await app.admin.delete(`/api/ring-code-requests/${first.id}`);
    expect(again).toMatchObject({ status: 404, body: { message: 'Anfrage nicht gefunden' } });
    const gone = await app.admin.patch(`/api/ring-code-requests/${first.id}`, { isRead: true });
    expect(gone.status).toBe(404);
    expect((await app.admin.patch('/api/ring-code-requests/999999', { isRead: true })).status).toBe(404);
  });

  it('refuses non-admins (403) and visitors (401); the list is the admins’ alone', async () => {
    const user = await app.given.user();
    const request = await givenRequest(user, app.admin);
    for (const call of [
      () => user.get('/api/ring-code-requests'),
      () => user.get('/api/ring-code-requests/unread-count'),
      () => user.get('/api/ring-code-requests/free-codes'),
      () => user.patch(`/api/ring-code-requests/${request.id}`, { isRead: true }),
      () => user.delete(`/api/ring-code-requests/${request.id}`),
    ])
      expect((await call()).status).toBe(403);
    expect((await app.client().get('/api/ring-code-requests')).status).toBe(401);
    expect(
      (await app.admin.get(`/api/ring-code-requests?search=${request.email}`)).body.items[0].isRead,
    ).toBe(false);
  });

  it('tells admins live when a request arrives', async () => {
    const live = connectLive(app, app.admin);
    const userLive = connectLive(app, await app.given.user());
    await Promise.all([live.opened, userLive.opened]);
    await app.client().post('/api/ring-code-request', requestForm());
    await live.waitFor('RING_REQUESTS_CHANGED', 2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(userLive.messages.map((m) => m.type)).not.toContain('RING_REQUESTS_CHANGED');
    live.socket.close();
    userLive.socket.close();
  });
});
