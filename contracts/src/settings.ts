import { z } from 'zod';
import type { DomainEvent } from './events';
import { isImageAddress } from './image-address';
import { readModel } from './read-model';
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
    .refine((s) => s === '' || isImageAddress(s), 'logoUrlInvalid'),
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

/** GET /api/smtp-suggestions: a provider's SMTP server for the domain of an address. */
export const smtpSuggestionSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  displayName: z.string(),
});
export type SmtpSuggestion = z.infer<typeof smtpSuggestionSchema>;

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
  /** When a check (verify or test mail) last succeeded with these connection settings; null after a change. */
  smtpVerifiedAt?: string | null;
}

export const settingsModels = {
  websiteSettings: readModel<WebsiteSettingsDocument>('website_settings'),
};

/**
 * What GET /api/website-settings answers: the logo for everyone, SMTP fields for admins. Never
 * the SMTP password, only whether one is stored.
 */
export const websiteSettingsSchema = z.object({
  logoUrl: z.string().nullable(),
  smtpHost: z.string().optional(),
  smtpPort: z.string().optional(),
  smtpUser: z.string().optional(),
  hasSmtpPass: z.boolean().optional(),
  smtpFrom: z.string().optional(),
  ringRequestEmails: z.string().optional(),
  smtpVerifiedAt: z.string().nullable().optional(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

/** The answer of POST /api/website-settings/logo: the logo now (null: none). */
export const logoAnswer = z.object({ logoUrl: z.string().nullable() });
export type LogoAnswer = z.infer<typeof logoAnswer>;

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
/** A connection check or test mail succeeded with the settings then stored (once per change of them). */
export type SmtpVerified = DomainEvent<'SmtpVerified', { smtpHost: string; via: 'verify' | 'testMail' }>;
export type SettingsEvent = SmtpSettingsChanged | LogoChanged | SmtpVerified;

/** The settings a connection check depends on: changing one of them asks for a new check. */
export const SMTP_CONNECTION_FIELDS = [
  'smtpHost',
  'smtpPort',
  'smtpUser',
  'smtpPassEncrypted',
  'smtpFrom',
] as const;
export type SmtpConnection = Pick<SmtpSettingsChanged['data'], (typeof SMTP_CONNECTION_FIELDS)[number]>;

export const sameSmtpConnection = (
  a: SmtpConnection | null | undefined,
  b: SmtpConnection | null | undefined,
) => !!a && !!b && SMTP_CONNECTION_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

/** Whether mail is set up, as the query service's health answer says it. */
export const mailStatusSchema = z.enum(['configured', 'not_configured']);

/** Mail can go out: a host, a sender and a password are stored (the transport's own test). */
export const isMailConfigured = (settings: Partial<SmtpConnection> | null | undefined) =>
  !!settings?.smtpHost && !!settings.smtpFrom && !!settings.smtpPassEncrypted;

/**
 * GET /api/admin/setup-status: the admin's first-run checklist, each item derived from read models.
 * `mailConfigured` also drives the "mail is not set up" warning.
 */
export const setupStatusSchema = z.object({
  frequencies: z.boolean(),
  mailConfigured: z.boolean(),
  mailVerified: z.boolean(),
  logo: z.boolean(),
  codes: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const SETTINGS_STREAM = 'website-settings';
