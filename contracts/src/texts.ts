import { diaryTexts } from './diary-texts';
import { faqTexts } from './faq-texts';
import { legalTexts } from './legal-texts';
import { messagesTexts } from './messages-texts';
import { rewardsTexts } from './rewards-texts';
import { ringRequestsTexts } from './ring-requests-texts';
import { ringsTexts } from './rings-texts';

/**
 * Every message the server or a form can show, in both languages. Zod schemas carry the key
 * as their message; the server and the client translate it with `translate`.
 * Where the spec gives a text, that text is used verbatim in its language.
 */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

export const texts = {
  // generic
  invalidInput: { de: 'Ungültige Eingabe', en: 'Invalid input' },
  invalidCursor: {
    de: 'Diese Seite der Liste gibt es nicht (ungültiger Cursor); bitte von vorn blättern',
    en: 'This page of the list does not exist (invalid cursor); please page from the start',
  },
  malformedJson: { de: 'Die Anfrage enthält kein gültiges JSON', en: 'The request body is not valid JSON' },
  unsupportedMediaType: {
    de: 'Dieses Datenformat wird nicht unterstützt; bitte senden Sie JSON',
    en: 'This content type is not supported; please send JSON',
  },
  textInvalid: {
    de: 'Der Text enthält unzulässige Zeichen',
    en: 'The text contains characters that are not allowed',
  },
  bodyTooLarge: { de: 'Die Anfrage ist zu groß', en: 'The request is too large' },
  bodyNotObject: {
    de: 'Die Anfrage muss ein JSON-Objekt enthalten',
    en: 'The request body must be a JSON object',
  },
  urlTooLong: {
    de: 'Die Adresse ist zu lang. Bitte kürzen Sie die Eingabe.',
    en: 'The address is too long. Please shorten your input.',
  },
  notFound: { de: 'Nicht gefunden', en: 'Not found' },
  notLoggedIn: { de: 'Bitte melden Sie sich an', en: 'Please log in' },
  forbidden: { de: 'Dafür fehlen Ihnen die Rechte', en: 'You are not allowed to do this' },
  adminOnly: { de: 'Nur für Administratoren', en: 'Administrators only' },
  foreignOrigin: { de: 'Anfrage von fremder Herkunft abgelehnt', en: 'Cross-site request refused' },
  internalError: { de: 'Ein Fehler ist aufgetreten', en: 'An error occurred' },
  serviceUnavailable: {
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  savedButUnconfirmed: {
    de: 'Ihre Änderung wurde gespeichert, aber der Dienst ist gerade nicht ganz erreichbar. Bitte laden Sie die Seite gleich neu.',
    en: 'Your change was saved, but the service is not fully reachable right now. Please reload the page in a moment.',
  },
  tooManyRequests: {
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {{minutes}} Minuten erneut.',
    en: 'Too many attempts. Please try again in {{minutes}} minutes.',
  },
  concurrentChange: {
    de: 'Die Daten wurden gleichzeitig geändert. Bitte versuchen Sie es erneut.',
    en: 'The data was changed at the same time. Please try again.',
  },
  // accounts
  usernameRequired: { de: 'Benutzername ist erforderlich', en: 'Username is required' },
  usernameTooLong: {
    de: 'Der Benutzername darf höchstens 50 Zeichen haben',
    en: 'Username must be at most 50 characters',
  },
  usernameInvalid: {
    de: 'Der Benutzername darf keine Leerzeichen am Anfang oder Ende und kein @ enthalten',
    en: 'Username must not start or end with spaces and must not contain @',
  },
  emailInvalid: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    en: 'Please enter a valid email address',
  },
  emailInvalidShort: { de: 'Ungültige E-Mail-Adresse', en: 'Invalid email address' },
  passwordRequired: { de: 'Passwort ist erforderlich', en: 'Password is required' },
  passwordTooShort: {
    de: 'Das Passwort muss mindestens 6 Zeichen lang sein',
    en: 'Password must be at least 6 characters long',
  },
  passwordTooLong: {
    de: 'Das Passwort darf höchstens 256 Zeichen haben',
    en: 'Password must be at most 256 characters',
  },
  passwordBlank: {
    de: 'Das Passwort darf nicht nur aus Leerzeichen bestehen',
    en: 'The password must not consist of spaces only',
  },
  passwordTooCommon: {
    de: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    en: 'This password is too common and easy to guess. Please choose another one.',
  },
  passwordsDoNotMatch: { de: 'Die Passwörter stimmen nicht überein', en: 'The passwords do not match' },
  tokenRequired: { de: 'Token ist erforderlich', en: 'Token is required' },
  usernameTaken: { de: 'Dieser Benutzername ist bereits vergeben', en: 'This username is already taken' },
  emailTaken: {
    de: 'Diese E-Mail-Adresse wird bereits verwendet',
    en: 'This email address is already in use',
  },
  invalidCredentials: { de: 'Benutzername oder Passwort ist falsch', en: 'Invalid username or password' },
  accountBlocked: {
    de: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
    en: 'Your account is blocked. Please contact support.',
  },
  resetLinkInvalid: {
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    en: 'The password reset link is invalid or has expired.',
  },
  onboardingStepInvalid: { de: 'Ungültiger Onboarding-Schritt', en: 'Invalid onboarding step' },
  cannotChangeOwnAccount: {
    de: 'Sie können sich nicht selbst sperren, herabstufen oder löschen',
    en: 'You cannot block, demote or delete yourself',
  },
  userNotFound: { de: 'Benutzer nicht gefunden', en: 'User not found' },
  passwordIncorrect: { de: 'Das Passwort ist falsch', en: 'The password is incorrect' },
  lastAdminCannotBeDeleted: {
    de: 'Der letzte Administrator kann sein Konto nicht löschen. Ernennen Sie zuerst einen weiteren Administrator.',
    en: 'The last administrator cannot delete their account. Make someone else an administrator first.',
  },
  notWhileImpersonating: {
    de: 'Das ist während der Anmeldung als anderer Benutzer nicht möglich',
    en: 'This is not possible while logged in as another user',
  },
  cannotImpersonateAdmin: {
    de: 'Als anderer Administrator kann man sich nicht anmelden',
    en: 'You cannot log in as another administrator',
  },
  notImpersonating: {
    de: 'Sie sind nicht als anderer Benutzer angemeldet',
    en: 'You are not logged in as another user',
  },
  // settings and mail
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
  // frequencies
  frequencyNameDeRequired: { de: 'Deutscher Name ist erforderlich', en: 'German name is required' },
  frequencyDescriptionDeRequired: {
    de: 'Deutsche Beschreibung ist erforderlich',
    en: 'German description is required',
  },
  frequencyNameEnRequired: { de: 'Englischer Name ist erforderlich', en: 'English name is required' },
  frequencyDescriptionEnRequired: {
    de: 'Englische Beschreibung ist erforderlich',
    en: 'English description is required',
  },
  frequencyTooLong: { de: 'Der Text ist zu lang', en: 'The text is too long' },
  frequencyColorInvalid: {
    de: 'Farbe muss Blau, Gelb, Gold, Orange oder Rot sein',
    en: 'Colour must be blue, yellow, gold, orange or red',
  },
  frequencyNotFound: { de: 'Frequenz nicht gefunden', en: 'Frequency not found' },
  frequencyMissing: { de: 'Bitte wähle eine Frequenz aus.', en: 'Please select a frequency.' },
  frequencyInUse: {
    de: 'Diese Frequenz wird noch von {{count}} Energietalern oder Ringen verwendet und kann nicht gelöscht werden',
    en: 'This frequency is still used by {{count}} energy tokens or rings and cannot be deleted',
  },
  // codes and tokens
  codeMustBeSixDigits: { de: 'Code muss genau 6 Ziffern haben', en: 'Code must be exactly 6 digits' },
  codeExists: { de: 'Diesen Code gibt es bereits', en: 'This code already exists' },
  codeNotFound: { de: 'Code nicht gefunden', en: 'Code not found' },
  codeInUse: {
    de: 'Dieser Code gehört zu einem bestehenden Energietaler und kann nicht gelöscht werden',
    en: 'This code belongs to an existing energy token and cannot be deleted',
  },
  codeInvalidOrUsed: { de: 'Ungültiger oder bereits verwendeter Code', en: 'Invalid or already used code' },
  codeBatchSize: {
    de: 'Es können 1 bis 500 Codes auf einmal erzeugt werden',
    en: 'Between 1 and 500 codes can be generated at once',
  },
  tokenNotFound: { de: 'Energietaler nicht gefunden', en: 'Energy token not found' },
  tokenNameInvalid: {
    de: 'Der Name muss 1 bis 100 Zeichen haben',
    en: 'The name must have 1 to 100 characters',
  },
  tokenActionInvalid: {
    de: 'Aktion muss activated oder deactivated sein',
    en: 'Action must be activated or deactivated',
  },
  // uploads
  imageMissing: { de: 'Keine Datei ausgewählt', en: 'No file selected' },
  imageNotMultipart: {
    de: 'Bitte senden Sie das Bild als multipart/form-data im Feld „image“',
    en: 'Please send the image as multipart/form-data in the field "image"',
  },
  imageUnsupported: {
    de: 'Die Datei ist kein Bild im Format PNG, JPEG, WebP oder GIF',
    en: 'The file is not a PNG, JPEG, WebP or GIF image',
  },
  imageTooLarge: { de: 'Das Bild ist größer als 5 MB', en: 'The image is larger than 5 MB' },
  imageTooManyPixels: {
    de: 'Das Bild hat mehr als 40 Megapixel',
    en: 'The image has more than 40 megapixels',
  },
  imageNotFound: { de: 'Bild nicht gefunden', en: 'Image not found' },
  // diary (its own file)
  ...diaryTexts,
  // ring types, ring codes, dimension rings (their own file)
  ...ringsTexts,
  // faq and legal pages (their own files)
  ...faqTexts,
  ...legalTexts,
  // rewards (their own file)
  ...rewardsTexts,
  ...ringRequestsTexts,
  ...messagesTexts,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof texts;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(texts, value);
}

/** Text of a message in a language; `{{name}}` placeholders are filled from `params`. */
export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template = texts[key][language];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function toLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'de';
}
