import type { Language } from '@et/contracts';
import type { MailMessage } from '@et/platform';

const texts = {
  de: {
    subject: (subject: string) => `Ungelesene Nachricht: ${subject}`,
    greeting: (name: string) => `Hallo ${name},`,
    body: (sender: string) =>
      `in Ihrem Postfach wartet seit einer Stunde eine ungelesene Nachricht von ${sender}:`,
    button: 'Nachricht öffnen',
    system: 'System',
    optOut: 'Diese Erinnerung können Sie in den Einstellungen abschalten:',
  },
  en: {
    subject: (subject: string) => `Unread message: ${subject}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (sender: string) => `a message from ${sender} has been waiting unread in your inbox for an hour:`,
    button: 'Open the message',
    system: 'System',
    optOut: 'You can turn this reminder off in the settings:',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface UnreadMessageMailInput {
  to: string;
  username: string;
  senderName: string;
  subject: string;
  content: string;
  publicUrl: string;
  language: Language;
}

/** The reminder of a message unread for an hour, in the user's language: plain text and simple HTML. */
export function unreadMessageMail(input: UnreadMessageMailInput): MailMessage {
  const t = texts[input.language];
  const sender = input.senderName || t.system;
  const inbox = `${input.publicUrl}/messages`;
  const settings = `${input.publicUrl}/settings`;
  const text = `${t.greeting(input.username)}\n\n${t.body(sender)}\n\n${input.subject}\n\n${input.content}\n\n${inbox}\n\n${t.optOut} ${settings}\n`;
  const html = `<p>${escapeHtml(t.greeting(input.username))}</p>
<p>${escapeHtml(t.body(sender))}</p>
<p><strong>${escapeHtml(input.subject)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(input.content)}</p>
<p><a href="${escapeHtml(inbox)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t.optOut)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`;
  return { to: input.to, subject: t.subject(input.subject), text, html };
}
