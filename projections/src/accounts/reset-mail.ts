import type { Language } from '@et/contracts';
import type { MailMessage } from '@et/platform';

const texts = {
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (name: string) => `Hallo ${name},`,
    body: 'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über diesen Link legen Sie ein neues fest (eine Stunde gültig):',
    button: 'Neues Passwort festlegen',
    ignore: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'You asked to reset your password. Use this link to choose a new one (valid for one hour):',
    button: 'Choose a new password',
    ignore: 'If this was not you, ignore this e-mail; your password stays as it is.',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password-reset mail in the user's language: plain text and simple HTML. */
export function resetMail(to: string, username: string, link: string, language: Language): MailMessage {
  const t = texts[language];
  const text = `${t.greeting(username)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.greeting(username))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}
