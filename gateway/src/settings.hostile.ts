import type { HostileOverrides } from './testing/hostile-input';

const smtp = {
  smtpHost: 'smtp.example.com',
  smtpPort: '587',
  smtpUser: 'mailer',
  smtpPass: 'mail-secret',
  smtpFrom: 'mailer@example.com',
  ringRequestEmails: 'a@example.com, b@example.com',
  testEmail: 'c@example.com',
};

/** What the settings routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'PATCH /api/website-settings': { body: () => smtp },
  // The logo's check takes '' too (no logo), so it is not `isImageAddress` itself.
  'POST /api/website-settings/logo': { body: () => ({ logoUrl: '/logo.png' }), imageAddresses: ['logoUrl'] },
  'POST /api/test-email': { body: () => ({ testEmail: 'c@example.com' }) },
};
