import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Mailbox, startMailbox } from './testing/mailbox';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

describe.each(storeKinds)('first-run setup status and mail health on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);
  let mailbox: Mailbox;

  const smtpSettings = (port: number, overrides: Record<string, string> = {}) => ({
    smtpHost: '127.0.0.1',
    smtpPort: String(port),
    smtpUser: 'mailer@example.com',
    smtpPass: 'smtp-secret-Pa55word',
    smtpFrom: 'mailer@example.com',
    ringRequestEmails: '',
    ...overrides,
  });
  const status = async () => {
    const answer = await app.admin.get('/api/admin/setup-status');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const verifiedEvents = async () =>
    (await app.running.stores.events.readStream('website-settings')).filter((e) => e.type === 'SmtpVerified');

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.stop());

  it('shows a fresh site with nothing set up, and health says mail is not configured', async () => {
    expect(await status()).toEqual({
      frequencies: false,
      mailConfigured: false,
      mailVerified: false,
      logo: false,
      codes: false,
    });
    const health = await app.client().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', mail: 'not_configured' });
    expect(health.body.projections).toBeDefined();
  });

  it('is for admins only', async () => {
    const user = await app.given.user();
    expect((await user.get('/api/admin/setup-status')).status).toBe(403);
    expect((await app.client().get('/api/admin/setup-status')).status).toBe(401);
  });

  it('ticks frequencies, codes and the logo from the read models', async () => {
    const frequency = await app.given.frequency();
    expect((await status()).frequencies).toBe(true);
    const code = await app.given.code();
    expect((await status()).codes).toBe(true);
    expect(
      (await app.admin.post('/api/website-settings/logo', { logoUrl: '/uploads/logo.png' })).status,
    ).toBe(200);
    expect(await status()).toMatchObject({
      frequencies: true,
      codes: true,
      logo: true,
      mailConfigured: false,
    });
    // Taking them away unticks them again.
    expect((await app.admin.delete(`/api/codes/${code}`)).status).toBeLessThan(300);
    expect((await app.admin.delete(`/api/frequencies/${frequency.id}`)).status).toBeLessThan(300);
    expect((await app.admin.post('/api/website-settings/logo', { logoUrl: '' })).status).toBe(200);
    expect(await status()).toMatchObject({ frequencies: false, codes: false, logo: false });
  });

  it('counts mail as configured once saved, and verified only after a successful check', async () => {
    const unreachable = await freePort();
    expect((await app.admin.patch('/api/website-settings', smtpSettings(unreachable))).status).toBe(200);
    expect(await status()).toMatchObject({ mailConfigured: true, mailVerified: false });
    expect((await app.client().get('/api/health')).body.mail).toBe('configured');

    // A failed check verifies nothing.
    expect((await app.admin.post('/api/verify-smtp')).status).toBe(400);
    expect((await status()).mailVerified).toBe(false);

    expect((await app.admin.patch('/api/website-settings', smtpSettings(mailbox.port))).status).toBe(200);
    expect((await app.admin.post('/api/verify-smtp')).status).toBe(200);
    expect((await status()).mailVerified).toBe(true);
    expect((await app.admin.get('/api/website-settings')).body).not.toHaveProperty('smtpPassEncrypted');

    // Recorded once per settings; the audit trail names it without secrets.
    expect((await app.admin.post('/api/verify-smtp')).status).toBe(200);
    expect(await verifiedEvents()).toHaveLength(1);
    const audit = await app.admin.get('/api/audit?pageSize=5');
    const entry = audit.body.items.find((item: { type: string }) => item.type === 'SmtpVerified');
    expect(entry.details).toEqual({ smtpHost: '127.0.0.1', via: 'verify' });

    // Other recipients for ring requests (the same password typed again) keep it; another connection
    // asks for a new check.
    await app.admin.patch(
      '/api/website-settings',
      smtpSettings(mailbox.port, { ringRequestEmails: 'a@example.com' }),
    );
    expect((await status()).mailVerified).toBe(true);
    await app.admin.patch(
      '/api/website-settings',
      smtpSettings(mailbox.port, { smtpUser: 'other@example.com' }),
    );
    expect(await status()).toMatchObject({ mailConfigured: true, mailVerified: false });

    // A test mail that went out counts as a check too.
    expect((await app.admin.post('/api/test-email', { testEmail: 'first-run@example.com' })).status).toBe(
      200,
    );
    await mailbox.next('first-run@example.com');
    expect((await status()).mailVerified).toBe(true);
    expect((await verifiedEvents()).map((event) => (event.data as { via: string }).via)).toEqual([
      'verify',
      'testMail',
    ]);
  });
});
