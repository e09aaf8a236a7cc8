import type { SmtpSuggestion } from '@et/contracts';

/** Common providers by the domain of the address, German ones included. */
const providers: Array<{ domains: string[] } & SmtpSuggestion> = [
  { domains: ['gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch'], host: 'mail.gmx.net', port: 587, displayName: 'GMX' },
  { domains: ['web.de'], host: 'smtp.web.de', port: 587, displayName: 'WEB.DE' },
  {
    domains: ['t-online.de', 'magenta.de'],
    host: 'securesmtp.t-online.de',
    port: 465,
    displayName: 'T-Online',
  },
  {
    domains: ['ionos.de', 'online.de', '1und1.de'],
    host: 'smtp.ionos.de',
    port: 587,
    displayName: 'IONOS (1&1)',
  },
  { domains: ['gmail.com', 'googlemail.com'], host: 'smtp.gmail.com', port: 587, displayName: 'Gmail' },
  {
    domains: ['outlook.com', 'outlook.de', 'hotmail.com', 'hotmail.de', 'live.com', 'live.de', 'msn.com'],
    host: 'smtp-mail.outlook.com',
    port: 587,
    displayName: 'Outlook',
  },
  {
    domains: ['yahoo.com', 'yahoo.de', 'ymail.com'],
    host: 'smtp.mail.yahoo.com',
    port: 465,
    displayName: 'Yahoo',
  },
  {
    domains: ['icloud.com', 'me.com', 'mac.com'],
    host: 'smtp.mail.me.com',
    port: 587,
    displayName: 'iCloud',
  },
  { domains: ['posteo.de', 'posteo.net'], host: 'posteo.de', port: 587, displayName: 'Posteo' },
  { domains: ['mailbox.org'], host: 'smtp.mailbox.org', port: 587, displayName: 'mailbox.org' },
  { domains: ['freenet.de'], host: 'mx.freenet.de', port: 587, displayName: 'freenet' },
];

/** The SMTP server of the provider an address belongs to, or null for an unknown domain. */
export function suggestSmtp(email: string): SmtpSuggestion | null {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const provider = providers.find((p) => p.domains.includes(domain));
  return provider ? { host: provider.host, port: provider.port, displayName: provider.displayName } : null;
}
