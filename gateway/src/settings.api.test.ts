import { settingsModels } from '@et/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, resetLinkIn, startMailbox } from './testing/mailbox';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

const SMTP_PASSWORD = 'smtp-secret-Pa55word';

describe.each(storeKinds)('settings and mail on %s', (kind: StoreKind) => {
  // The last test restarts the app: a mail kept while SMTP was down must not go out twice.
  const app = useTestApp(kind, { persistent: true }, withAdmin);
  let mailbox: Mailbox;

  const smtpSettings = (port: number) => ({
    smtpHost: '127.0.0.1',
    smtpPort: String(port),
    smtpUser: 'mailer@example.com',
    smtpPass: SMTP_PASSWORD,
    smtpFrom: 'mailer@example.com',
    ringRequestEmails: 'a@example.com, b@example.com',
  });

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.stop());

  it('validates SMTP settings with the spec’s messages', async () => {
    const en = app.admin.copy({ language: 'en' });
    const answer = await en.patch('/api/website-settings', {
      smtpHost: ' ',
      smtpPort: '',
      smtpUser: '',
      smtpPass: '',
      smtpFrom: 'nope',
      ringRequestEmails: 'a@example.com, nope',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      smtpHost: 'SMTP Host is required',
      smtpPort: 'SMTP Port is required',
      smtpUser: 'SMTP Username is required',
      smtpFrom: 'Valid email address is required',
      ringRequestEmails: 'Ring request emails must be comma-separated valid email addresses',
    });
    const noPassword = await en.patch('/api/website-settings', {
      ...smtpSettings(mailbox.port),
      smtpPass: '',
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('SMTP Password is required');
  });

  it('stores the SMTP password encrypted and never gives it out', async () => {
    expect((await app.admin.patch('/api/website-settings', smtpSettings(mailbox.port))).status).toBe(200);
    const seen = await app.admin.get('/api/website-settings');
    expect(seen.body).toMatchObject({
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      hasSmtpPass: true,
    });
    expect(JSON.stringify(seen.body)).not.toContain(SMTP_PASSWORD);
    expect(seen.body).not.toHaveProperty('smtpPass');
    expect(seen.body).not.toHaveProperty('smtpPassEncrypted');
    const { stores } = app.running;
    const events = await stores.events.readStream('website-settings');
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain(SMTP_PASSWORD);
    const doc = await app.running.readModels.collection(settingsModels.websiteSettings).get(1);
    expect(JSON.stringify(doc)).not.toContain(SMTP_PASSWORD);
    // An empty password keeps the stored one.
    expect(
      (await app.admin.patch('/api/website-settings', { ...smtpSettings(mailbox.port), smtpPass: '' }))
        .status,
    ).toBe(200);
    expect((await app.admin.get('/api/website-settings')).body.hasSmtpPass).toBe(true);
  });

  it('shows the logo to everyone and SMTP fields only to admins', async () => {
    expect(
      (await app.admin.post('/api/website-settings/logo', { logoUrl: 'https://example.com/logo.png' }))
        .status,
    ).toBe(200);
    const anonymous = await app.client().get('/api/website-settings');
    expect(anonymous.body).toEqual({ logoUrl: 'https://example.com/logo.png' });
    const user = await app.given.user();
    expect((await user.get('/api/website-settings')).body).toEqual({
      logoUrl: 'https://example.com/logo.png',
    });
    expect(
      (await app.admin.post('/api/website-settings/logo', { logoUrl: 'javascript:alert(1)' })).status,
    ).toBe(400);
    expect((await app.admin.post('/api/website-settings/logo', { logoUrl: '' })).status).toBe(200);
    expect((await app.client().get('/api/website-settings')).body.logoUrl).toBeNull();
  });

  it('suggests SMTP servers for common providers', async () => {
    expect((await app.admin.get('/api/smtp-suggestions?email=anna@gmx.de')).body).toEqual({
      host: 'mail.gmx.net',
      port: 587,
      displayName: 'GMX',
    });
    expect((await app.admin.get('/api/smtp-suggestions?email=anna@web.de')).body.host).toBe('smtp.web.de');
    expect((await app.admin.get('/api/smtp-suggestions?email=anna@t-online.de')).body.port).toBe(465);
    expect((await app.admin.get('/api/smtp-suggestions?email=anna@unknown-provider.example')).status).toBe(
      404,
    );
    const missing = await app.admin.get('/api/smtp-suggestions?email=');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Bitte geben Sie zuerst eine E-Mail-Adresse ein');
  });

  it('verifies the connection and sends a test mail', async () => {
    await app.admin.patch('/api/website-settings', smtpSettings(mailbox.port));
    expect((await app.admin.post('/api/verify-smtp')).status).toBe(200);
    expect((await app.admin.post('/api/test-email', { testEmail: 'test-target@example.com' })).status).toBe(
      200,
    );
    const mail = await mailbox.next('test-target@example.com');
    expect(mail.raw).toContain('Test-E-Mail');
  });

  it('sends the reset link; the link works once', async () => {
    await app.admin.patch('/api/website-settings', smtpSettings(mailbox.port));
    const name = (await app.given.user({ password: 'old-password-1' })).user.username;
    const email = `${name}@example.com`;
    expect((await app.client().post('/api/request-password-reset', { email })).status).toBe(200);
    const mail = await mailbox.next(email);
    expect(mail.raw).toContain('Passwort zur');
    const link = resetLinkIn(mail);
    expect(link.startsWith(app.url) || link.startsWith('http://localhost')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const events = JSON.stringify(
      (await app.running.stores.events.readAll([0n, 0n], 10_000)).map((e) => e.data),
    );
    expect(events).not.toContain(token);
    expect(
      (await app.client().post('/api/reset-password', { token, password: 'new-password-2' })).status,
    ).toBe(200);
    await app.client().login(name, 'new-password-2');
    const again = await app.client().post('/api/reset-password', { token, password: 'third-password-3' });
    expect(again.status).toBe(400);
    expect(
      (await app.client().post('/api/login', { username: name, password: 'old-password-1' })).status,
    ).toBe(401);
  });

  it('keeps a mail while SMTP is down and sends it once it is back, once', async () => {
    const port = mailbox.port;
    await app.admin.patch('/api/website-settings', smtpSettings(port));
    await mailbox.stop();
    const name = (await app.given.user()).user.username;
    const email = `${name}@example.com`;
    await app.client().post('/api/request-password-reset', { email });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    mailbox = await startMailbox(port);
    await mailbox.next(email, 30_000);
    // Restarting the app does not send it again.
    await app.restart();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await app.running.mail.idle();
    expect(mailbox.mails.filter((mail) => mail.to === email)).toHaveLength(1);
  }, 60_000);
});
