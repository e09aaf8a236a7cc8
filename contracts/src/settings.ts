import { z } from 'zod';
import type { DomainEvent } from './events';
import { singleLineText } from './text';
import type { MessageKey } from './texts';

export const SMTP_PORTS = ['587', '465', '25'] as const;
export const DEFAULT_SMTP_PORT = '587';

const required = (key: MessageKey) =>
  singleLineText(key)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, key).max(254, key));

const emailList = singleLineText('ringRequestEmailsInvalid')
  .max(2000, 'ringRequestEmailsInvalid')
  .transform((s) => s.trim())
  .refine(
    (s) => s === '' || s.split(',').every((part) => z.email().safeParse(part.trim()).success),
    'ringRequestEmailsInvalid',
  )
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', '),
  );

/** PATCH /api/website-settings. An empty password keeps the stored one. */
export const smtpSettingsBody = z.strictObject({
  smtpHost: required('smtpHostRequired'),
  smtpPort: z
    .union([z.string(), z.number()], { error: 'smtpPortRequired' })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,5}$/, 'smtpPortRequired')),
  smtpUser: required('smtpUserRequired'),
  smtpPass: singleLineText('smtpPassRequired').max(500, 'smtpPassRequired').optional(),
  smtpFrom: singleLineText('smtpFromInvalid')
    .transform((s) => s.trim())
    .pipe(z.email('smtpFromInvalid')),
  ringRequestEmails: emailList.optional(),
  // The admin settings tab sends its test address along; it is not stored.
  testEmail: singleLineText().max(254).optional(),
});
export type SmtpSettingsBody = z.input<typeof smtpSettingsBody>;

export const logoBody = z.strictObject({
  logoUrl: singleLineText('logoUrlInvalid')
    .trim()
    .max(2000, 'logoUrlInvalid')
    .refine((s) => s === '' || /^(https?:\/\/|\/)/.test(s), 'logoUrlInvalid')
    .refine((s) => s === '' || s.startsWith('/') || URL.canParse(s), 'logoUrlInvalid'),
});

export const testEmailBody = z
  .strictObject({
    testEmail: singleLineText('emailInvalid')
      .trim()
      .max(254, 'emailInvalid')
      .optional()
      .refine((s) => !s || z.email().safeParse(s).success, 'emailInvalid'),
  })
  .optional();

export const smtpSuggestionQuery = z.strictObject({
  email: singleLineText('smtpSuggestionEmailRequired')
    .trim()
    .min(1, 'smtpSuggestionEmailRequired')
    .max(254, 'smtpSuggestionEmailRequired'),
});

export interface SmtpSuggestion {
  host: string;
  port: number;
  displayName: string;
}

/** Read model `website_settings`, one document (id 1). Never leaves the server as it is. */
export interface WebsiteSettingsDocument {
  id: number;
  logoUrl: string | null;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  /** AES-GCM ciphertext under a key derived from SECRET. */
  smtpPassEncrypted: string | null;
  smtpFrom: string;
  ringRequestEmails: string;
  updatedAt: string | null;
}

/** What GET /api/website-settings answers: the logo for everyone, SMTP fields for admins. */
export interface WebsiteSettings {
  logoUrl: string | null;
  smtpHost?: string;
  smtpPort?: string;
  smtpUser?: string;
  hasSmtpPass?: boolean;
  smtpFrom?: string;
  ringRequestEmails?: string;
}

export type SmtpSettingsChanged = DomainEvent<
  'WebsiteSettingsChanged',
  {
    smtpHost: string;
    smtpPort: string;
    smtpUser: string;
    smtpPassEncrypted: string | null;
    smtpFrom: string;
    ringRequestEmails: string;
  }
>;
export type LogoChanged = DomainEvent<'LogoChanged', { logoUrl: string | null }>;
export type SettingsEvent = SmtpSettingsChanged | LogoChanged;

export const SETTINGS_STREAM = 'website-settings';
