import { frequencyFields } from './given';
import { type Attack, attacks, LONG_TEXT, type Route } from './hostile-input';
import { defaultPassword } from './test-app';

const hostileFrequencyFields = {
  nameDE: attacks.text,
  descriptionDE: attacks.multiLine,
  nameEN: attacks.text,
  descriptionEN: attacks.multiLine,
  color: attacks.text,
};
const smtp = {
  smtpHost: 'smtp.example.com',
  smtpPort: '587',
  smtpUser: 'mailer',
  smtpPass: 'mail-secret',
  smtpFrom: 'mailer@example.com',
  ringRequestEmails: 'a@example.com, b@example.com',
  testEmail: 'c@example.com',
};
const { text, number, boolean, password, port } = attacks;
const rewardFields = {
  title: 'Sonnenaufgang',
  description: 'Ein stiller Morgen',
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
  unlockTimeMinutes: 5,
  category: 'Natur',
  tags: ['morgen'],
  active: true,
};
const notNull = (list: Attack[]) => list.filter((a) => a.value !== null);
const hostileRewardFields = {
  title: attacks.text,
  description: notNull(attacks.multiLine),
  imageUrl: [
    ...attacks.text,
    { label: 'javascript URL', value: 'javascript:alert(1)' },
    { label: 'protocol-relative URL', value: '//evil.example/x.png' },
    { label: 'backslash path', value: '/\\evil.example/x.png' },
  ],
  unlockTimeMinutes: attacks.number,
  category: notNull(attacks.text),
  tags: [
    ...notNull(attacks.text).filter((a) => a.label !== 'array'),
    { label: 'NUL in a tag', value: ['\u0000'] },
    { label: 'CR LF in a tag', value: ['a\r\nb'] },
    { label: 'a long tag', value: [LONG_TEXT] },
    { label: '21 tags', value: Array.from({ length: 21 }, (_, i) => `t${i}`) },
  ],
  active: attacks.boolean,
};

/**
 * Every built route and its inputs, for the hostile-input test. A new route adds a row: who
 * reaches its validation (`as`), what its path parameter names, a valid body, and the kind of
 * each body field and query parameter.
 */
export const hostileInputRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/register',
    as: 'anonymous',
    throttled: true,
    body: (f) => ({ ...f.free, password: defaultPassword }),
    fields: { username: text, email: text, password },
  },
  {
    method: 'POST',
    path: '/api/login',
    as: 'anonymous',
    throttled: true,
    body: (f) => ({ username: f.userName, password: 'not-the-password-1' }),
    fields: { username: text, password: text },
  },
  { method: 'POST', path: '/api/logout', as: 'anonymous' },
  {
    method: 'POST',
    path: '/api/request-password-reset',
    as: 'anonymous',
    throttled: true,
    body: (f) => ({ email: f.userEmail }),
    fields: { email: text },
  },
  {
    method: 'POST',
    path: '/api/reset-password',
    as: 'anonymous',
    throttled: true,
    body: () => ({ token: 'no-such-token', password: defaultPassword }),
    fields: { token: text, password },
  },
  { method: 'GET', path: '/api/user', as: 'user' },
  { method: 'GET', path: '/api/user/export', as: 'user' },
  {
    method: 'DELETE',
    path: '/api/user',
    as: 'user',
    throttled: true,
    body: () => ({ password: 'not-the-password-1' }),
    fields: { password: text },
  },
  {
    method: 'PATCH',
    path: '/api/users/:id/profile',
    as: 'user',
    target: 'self',
    body: (f) => ({ email: f.userEmail }),
    fields: { email: text, password },
  },
  { method: 'POST', path: '/api/user/complete-onboarding', as: 'user' },
  {
    method: 'POST',
    path: '/api/user/update-onboarding-step',
    as: 'user',
    body: () => ({ step: 2 }),
    fields: { step: number },
  },
  {
    method: 'PATCH',
    path: '/api/user/language',
    as: 'user',
    body: () => ({ language: 'de' }),
    fields: { language: text },
  },
  { method: 'POST', path: '/api/admin/stop-impersonation', as: 'user' },
  {
    method: 'GET',
    path: '/api/users',
    as: 'admin',
    query: { search: 'text', page: 'number', pageSize: 'number' },
  },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    as: 'admin',
    target: 'victim',
    body: () => ({ isBlocked: true }),
    fields: { isBlocked: boolean },
  },
  { method: 'DELETE', path: '/api/users/:id', as: 'admin', target: 'victim' },
  { method: 'POST', path: '/api/admin/login-as/:id', as: 'admin', target: 'victim' },
  { method: 'GET', path: '/api/admin/stats', as: 'admin' },
  {
    method: 'GET',
    path: '/api/audit',
    as: 'admin',
    query: { userId: 'number', tokenId: 'number', code: 'text', page: 'number', pageSize: 'number' },
  },
  { method: 'GET', path: '/api/frequencies', as: 'user' },
  {
    method: 'POST',
    path: '/api/frequencies',
    as: 'admin',
    body: () => frequencyFields,
    fields: hostileFrequencyFields,
  },
  {
    method: 'PATCH',
    path: '/api/frequencies/:id',
    as: 'admin',
    target: 'frequency',
    body: () => frequencyFields,
    fields: hostileFrequencyFields,
  },
  { method: 'DELETE', path: '/api/frequencies/:id', as: 'admin', target: 'spareFrequency' },
  {
    method: 'GET',
    path: '/api/codes',
    as: 'admin',
    query: { search: 'text', status: 'number', page: 'number', pageSize: 'number', cursor: 'text' },
  },
  { method: 'POST', path: '/api/codes', as: 'admin' },
  {
    method: 'POST',
    path: '/api/codes/manual',
    as: 'admin',
    body: () => ({ code: '987654' }),
    fields: { code: text },
  },
  {
    method: 'POST',
    path: '/api/codes/batch',
    as: 'admin',
    body: () => ({ count: 2 }),
    // Digits as text are what the form's number field gives; anything else is refused.
    fields: { count: number.filter((a) => a.label !== 'digits as text') },
  },
  { method: 'DELETE', path: '/api/codes/:code', as: 'admin', target: 'code' },
  {
    method: 'POST',
    path: '/api/codes/:code/redeem',
    as: 'user',
    target: 'code',
    typedCode: [409, 429],
    throttled: true,
    body: (f) => ({ frequencyId: f.frequencyId }),
    fields: { name: text, frequencyId: number },
  },
  { method: 'GET', path: '/api/energy-tokens', as: 'user' },
  {
    method: 'PATCH',
    path: '/api/energy-tokens/:id',
    as: 'user',
    target: 'token',
    body: () => ({ name: 'Renamed' }),
    fields: { name: text, frequencyId: number, isActive: boolean },
  },
  { method: 'DELETE', path: '/api/energy-tokens/:id', as: 'admin', target: 'token' },
  { method: 'GET', path: '/api/token-activities', as: 'user', query: { tokenId: 'number' } },
  {
    method: 'POST',
    path: '/api/token-activities',
    as: 'user',
    body: (f) => ({ tokenId: f.tokenId, action: 'activated' }),
    fields: { tokenId: number, action: text },
  },
  { method: 'GET', path: '/api/website-settings', as: 'anonymous' },
  {
    method: 'PATCH',
    path: '/api/website-settings',
    as: 'admin',
    body: () => smtp,
    fields: { ...Object.fromEntries(Object.keys(smtp).map((field) => [field, text])), smtpPort: port },
  },
  {
    method: 'POST',
    path: '/api/website-settings/logo',
    as: 'admin',
    body: () => ({ logoUrl: '/logo.png' }),
    fields: { logoUrl: text },
  },
  { method: 'POST', path: '/api/verify-smtp', as: 'admin' },
  {
    method: 'POST',
    path: '/api/test-email',
    as: 'admin',
    body: () => ({ testEmail: 'c@example.com' }),
    fields: { testEmail: text },
  },
  { method: 'GET', path: '/api/smtp-suggestions', as: 'admin', query: { email: 'text' } },
  // Multipart, not JSON: its hostile files are in uploads.api.test.ts; here, who is refused.
  { method: 'POST', path: '/api/upload-image', as: 'admin' },
  // diary
  { method: 'GET', path: '/api/diary-entries', as: 'user' },
  {
    method: 'POST',
    path: '/api/diary-entries',
    as: 'user',
    body: () => ({ content: 'Ein Gedanke', isPositive: false, strength: 4, date: '2025-01-01' }),
    fields: { content: attacks.multiLine, isPositive: boolean, strength: number, date: text },
  },
  // The user's own id names no entry of theirs: odd ids are still not found.
  { method: 'DELETE', path: '/api/diary-entries/:id', as: 'user', target: 'self' },
  { method: 'DELETE', path: '/api/diary-entries', as: 'user' },
  { method: 'GET', path: '/api/diary-consent', as: 'user' },
  { method: 'POST', path: '/api/diary-consent', as: 'user' },
  { method: 'DELETE', path: '/api/diary-consent', as: 'user' },
  // faq: `/api/faqs/:id` has no fixture of its own yet; the user's id names no FAQ, so the
  // hostile fields are refused (400) before the id is looked up, and outsiders before that.
  { method: 'GET', path: '/api/faqs', as: 'user', query: { includeInactive: 'number', category: 'number' } },
  {
    method: 'POST',
    path: '/api/faqs',
    as: 'admin',
    body: () => ({ question: 'Eine Frage?', answer: 'Eine Antwort.', category: 'usage', sortOrder: 1 }),
    fields: {
      question: text,
      answer: attacks.multiLine,
      videoUrl: text.filter((a) => a.value !== null),
      category: text,
      // 0 is a valid order, and digits as text are what the form's number field gives.
      sortOrder: number.filter((a) => a.label !== 'zero' && a.label !== 'digits as text'),
      isActive: boolean,
    },
  },
  {
    method: 'PATCH',
    path: '/api/faqs/:id',
    as: 'admin',
    body: () => ({ isActive: false }),
    fields: { question: text, answer: attacks.multiLine, category: text, isActive: boolean },
  },
  { method: 'DELETE', path: '/api/faqs/:id', as: 'admin' },
  {
    method: 'POST',
    path: '/api/faqs/:id/feedback',
    as: 'user',
    body: () => ({ helpful: true }),
    fields: { helpful: boolean },
  },
  { method: 'GET', path: '/api/legal/datenschutz', as: 'anonymous' },
  {
    method: 'PATCH',
    path: '/api/legal/impressum',
    as: 'admin',
    body: () => ({ textDE: 'Anbieter', textEN: 'Provider' }),
    // A legal text may be long (up to 50,000 characters).
    fields: Object.fromEntries(
      ['textDE', 'textEN'].map((field) => [
        field,
        attacks.multiLine.filter((a) => a.label !== '10,000 characters'),
      ]),
    ),
  },
  // rewards and usage minutes. `:id` aims at a frequency's id: any plain id does, since the body
  // is refused before the handler looks the reward up. Null, and a list for tags, are allowed.
  { method: 'GET', path: '/api/reward-images', as: 'admin' },
  {
    method: 'POST',
    path: '/api/reward-images',
    as: 'admin',
    body: () => rewardFields,
    fields: hostileRewardFields,
  },
  {
    method: 'PATCH',
    path: '/api/reward-images/:id',
    as: 'admin',
    target: 'frequency',
    body: () => rewardFields,
    fields: hostileRewardFields,
  },
  { method: 'DELETE', path: '/api/reward-images/:id', as: 'admin', target: 'frequency' },
  // Minutes may be 0, which the id rules refuse: checked as text (every text attack is refused).
  { method: 'GET', path: '/api/user-rewards', as: 'user', query: { minutes: 'text' } },
  { method: 'POST', path: '/api/user-rewards/:id/viewed', as: 'user', target: 'frequency' },
  { method: 'POST', path: '/api/reward-session/minute', as: 'user' },
  { method: 'GET', path: '/api/reward-session', as: 'user' },
  { method: 'GET', path: '/api/usage-minutes', as: 'user' },
  { method: 'GET', path: '/api/health', as: 'anonymous' },
];
