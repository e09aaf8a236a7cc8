import type { Language } from '@et/contracts';
import type { MailMessage } from '@et/platform';

/** What the requester wrote, as the mails show it. */
export interface RequestDetails {
  requestId: number;
  name: string;
  email: string;
  orderNumber: string | null;
  notes: string | null;
}

const texts = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    confirmSubject: 'Ihre Ring-Code-Anfrage ist eingegangen',
    confirmBody:
      'vielen Dank für Ihre Anfrage. Wir prüfen sie und antworten Ihnen per E-Mail (und, wenn Sie ein Konto haben, in Ihrem Postfach).',
    details: 'Ihre Angaben:',
    notifySubject: (id: number) => `Neue Ring-Code-Anfrage #${id}`,
    notifyBody: 'eine neue Ring-Code-Anfrage ist eingegangen:',
    notifyLink: 'Zur Anfrage im Admin-Bereich:',
    name: 'Name',
    email: 'E-Mail',
    orderNumber: 'Bestellnummer',
    notes: 'Anmerkungen',
    none: '—',
    answerBody: 'wir haben Ihre Ring-Code-Anfrage beantwortet:',
    code: 'Ihr Ring-Code',
    codeHint:
      'Der Code ist für Sie reserviert. Über diesen Link aktivieren Sie Ihren Ring (nach der Anmeldung):',
    button: 'Ring aktivieren',
    team: 'Ihr Energietaler-Team',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    confirmSubject: 'We received your ring-code request',
    confirmBody:
      'thank you for your request. We will look at it and answer you by e-mail (and in your inbox, if you have an account).',
    details: 'What you sent:',
    notifySubject: (id: number) => `New ring-code request #${id}`,
    notifyBody: 'a new ring-code request has arrived:',
    notifyLink: 'Open it in the admin area:',
    name: 'Name',
    email: 'E-mail',
    orderNumber: 'Order number',
    notes: 'Notes',
    none: '—',
    answerBody: 'we have answered your ring-code request:',
    code: 'Your ring code',
    codeHint: 'The code is reserved for you. Use this link to activate your ring (after logging in):',
    button: 'Activate ring',
    team: 'Your Energietaler team',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Several lines of someone's text as HTML: escaped, line breaks kept. */
const htmlLines = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

function detailRows(details: RequestDetails, language: Language): Array<[string, string]> {
  const t = texts[language];
  return [
    [t.name, details.name],
    [t.email, details.email],
    [t.orderNumber, details.orderNumber ?? t.none],
    [t.notes, details.notes ?? t.none],
  ];
}

function detailsText(details: RequestDetails, language: Language): string {
  return detailRows(details, language)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function detailsHtml(details: RequestDetails, language: Language): string {
  const rows = detailRows(details, language)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${htmlLines(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse">${rows}</table>`;
}

/** To the requester, in the language of the form: it arrived, and what they sent. */
export function confirmationMail(details: RequestDetails, language: Language): MailMessage {
  const t = texts[language];
  const text = `${t.greeting(details.name)}\n\n${t.confirmBody}\n\n${t.details}\n${detailsText(details, language)}\n\n${t.team}\n`;
  const html = `<p>${escapeHtml(t.greeting(details.name))}</p>
<p>${escapeHtml(t.confirmBody)}</p>
<p>${escapeHtml(t.details)}</p>
${detailsHtml(details, language)}
<p>${escapeHtml(t.team)}</p>`;
  return { to: details.email, subject: t.confirmSubject, text, html };
}

/** To the admins' addresses (German, the site's language): a new request with its details. */
export function notificationMail(to: string, details: RequestDetails, adminLink: string): MailMessage {
  const t = texts.de;
  const text = `Hallo,\n\n${t.notifyBody}\n\n${detailsText(details, 'de')}\n\n${t.notifyLink}\n${adminLink}\n`;
  const html = `<p>Hallo,</p>
<p>${escapeHtml(t.notifyBody)}</p>
${detailsHtml(details, 'de')}
<p>${escapeHtml(t.notifyLink)} <a href="${escapeHtml(adminLink)}">${escapeHtml(adminLink)}</a></p>`;
  return { to, subject: t.notifySubject(details.requestId), text, html };
}

/** To the requester, in their language: the response, and the reserved code with its link. */
export function answerMail(
  to: string,
  name: string,
  subject: string,
  response: string,
  code: { code: string; link: string } | null,
  language: Language,
): MailMessage {
  const t = texts[language];
  const codeText = code ? `\n\n${t.code}: ${code.code}\n${t.codeHint}\n${code.link}` : '';
  const text = `${t.greeting(name)}\n\n${t.answerBody}\n\n${response}${codeText}\n\n${t.team}\n`;
  const codeHtml = code
    ? `<p>${escapeHtml(t.code)}: <strong style="font-family:monospace;font-size:18px;letter-spacing:2px">${escapeHtml(code.code)}</strong></p>
<p>${escapeHtml(t.codeHint)}</p>
<p><a href="${escapeHtml(code.link)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(code.link)}</p>`
    : '';
  const html = `<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.answerBody)}</p>
<p>${htmlLines(response)}</p>
${codeHtml}
<p>${escapeHtml(t.team)}</p>`;
  return { to, subject, text, html };
}
