import { accountsTexts } from './accounts-texts';
import { codesTexts } from './codes-texts';
import { diaryTexts } from './diary-texts';
import { faqTexts } from './faq-texts';
import { frequenciesTexts } from './frequencies-texts';
import { handoversTexts } from './handovers-texts';
import type { Language } from './language';
import { legalTexts } from './legal-texts';
import { messagesTexts } from './messages-texts';
import { rewardsTexts } from './rewards-texts';
import { ringRequestsTexts } from './ring-requests-texts';
import { ringsTexts } from './rings-texts';
import { settingsTexts } from './settings-texts';
import { tokensTexts } from './tokens-texts';

export { defaultLanguage, type Language, languages, toLanguage } from './language';

/** Messages of no feature: the HTTP layer's, uploads' (spread into `texts`). */
export const coreTexts = {
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
} as const satisfies Record<string, Record<Language, string>>;

/**
 * Every message the server or a form can show, in both languages. Zod schemas carry the key
 * as their message; the server and the client translate it with `translate`. Each feature keeps its
 * texts in its own `<feature>-texts.ts` and names them in its declaration; they are spread here, one
 * line each, rather than collected from the declarations: the browser's first page imports these
 * texts, and the declarations would bring every feature's schemas with them (decision 0014).
 * Where the spec gives a text, that text is used verbatim in its language.
 */
export const texts = {
  ...coreTexts,
  ...accountsTexts,
  ...settingsTexts,
  ...frequenciesTexts,
  ...codesTexts,
  ...tokensTexts,
  ...diaryTexts,
  ...ringsTexts,
  ...faqTexts,
  ...legalTexts,
  ...rewardsTexts,
  ...ringRequestsTexts,
  ...messagesTexts,
  ...handoversTexts,
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
