import nodemailer, { type Transporter } from 'nodemailer';
import { decryptSecret } from './secret-box';

export class SmtpNotConfiguredError extends Error {
  override name = 'SmtpNotConfiguredError';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set by the sender when a mail may be sent again (after a takeover), so a copy can be recognised. */
  messageId?: string;
}

/** The stored mail settings (the settings feature's document satisfies it); the password encrypted. */
export interface SmtpSettings {
  smtpHost?: string | null;
  smtpPort?: string | null;
  smtpUser?: string | null;
  smtpPassEncrypted?: string | null;
  smtpFrom?: string | null;
}

/** A nodemailer transport from the stored settings (465: TLS from the start; else STARTTLS when offered). */
export function smtpTransport(settings: SmtpSettings | null, secret: string): Transporter {
  const password = settings?.smtpPassEncrypted ? decryptSecret(secret, settings.smtpPassEncrypted) : null;
  if (!settings?.smtpHost || !settings.smtpFrom || password === null) throw new SmtpNotConfiguredError();
  const port = Number(settings.smtpPort || 587);
  return nodemailer.createTransport({
    host: settings.smtpHost,
    port,
    secure: port === 465,
    auth: settings.smtpUser ? { user: settings.smtpUser, pass: password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export async function sendMail(
  settings: SmtpSettings | null,
  secret: string,
  message: MailMessage,
): Promise<void> {
  const transport = smtpTransport(settings, secret);
  try {
    const { to, subject, text, html, messageId } = message;
    // Without a messageId, nodemailer makes one.
    await transport.sendMail({ from: settings?.smtpFrom ?? undefined, to, subject, text, html, messageId });
  } finally {
    transport.close();
  }
}
