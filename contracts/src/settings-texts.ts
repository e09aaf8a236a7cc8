import type { Language } from './language';

/** The website settings' messages: mail (SMTP) and the logo (spread into `texts`). */
export const settingsTexts = {
  logoUrlInvalid: {
    de: 'Bitte geben Sie eine Adresse ein, die mit https:// beginnt (oder /uploads/… für ein hochgeladenes Bild)',
    en: 'Please enter an address starting with https:// (or /uploads/… for an uploaded image)',
  },
  smtpHostRequired: { de: 'SMTP-Host ist erforderlich', en: 'SMTP Host is required' },
  smtpPortRequired: { de: 'SMTP-Port ist erforderlich', en: 'SMTP Port is required' },
  smtpUserRequired: { de: 'SMTP-Benutzername ist erforderlich', en: 'SMTP Username is required' },
  smtpPassRequired: { de: 'SMTP-Passwort ist erforderlich', en: 'SMTP Password is required' },
  smtpFromInvalid: {
    de: 'Eine gültige E-Mail-Adresse ist erforderlich',
    en: 'Valid email address is required',
  },
  ringRequestEmailsInvalid: {
    de: 'Die Empfänger müssen kommagetrennte gültige E-Mail-Adressen sein',
    en: 'Ring request emails must be comma-separated valid email addresses',
  },
  smtpNotConfigured: {
    de: 'Der E-Mail-Versand ist noch nicht eingerichtet',
    en: 'Outgoing e-mail is not configured yet',
  },
  smtpFailed: { de: 'SMTP-Fehler: {{detail}}', en: 'SMTP error: {{detail}}' },
  testEmailRequired: {
    de: 'Bitte geben Sie eine Test-E-Mail-Adresse ein',
    en: 'Please enter a test e-mail address',
  },
  smtpSuggestionEmailRequired: {
    de: 'Bitte geben Sie zuerst eine E-Mail-Adresse ein',
    en: 'Please enter an e-mail address first',
  },
  smtpSuggestionUnknown: {
    de: 'Für diese Adresse ist kein Anbieter bekannt',
    en: 'No provider is known for this address',
  },
} as const satisfies Record<string, Record<Language, string>>;
