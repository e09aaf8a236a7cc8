import type { Language } from './language';

/**
 * The messages of ring-code requests (spread into `texts`). Spec 5 gives the form's messages in
 * English (the contact form's sentences). The page's own failure texts (sending, updating, deleting
 * failed: nothing the server says) are the frontend's, in i18n/<language>/ringRequests.json.
 */
export const ringRequestsTexts = {
  ringRequestNameRequired: { de: 'Bitte geben Sie Ihren Namen ein.', en: 'Please enter your name.' },
  ringRequestNameTooLong: {
    de: 'Der Name darf höchstens 100 Zeichen haben.',
    en: 'The name must be at most 100 characters.',
  },
  ringRequestEmailRequired: {
    de: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    en: 'Please enter your email address.',
  },
  ringRequestEmailInvalid: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid email address.',
  },
  ringRequestOrderNumberTooLong: {
    de: 'Die Bestellnummer darf höchstens 100 Zeichen haben.',
    en: 'The order number must be at most 100 characters.',
  },
  ringRequestNotesTooLong: {
    de: 'Die Anmerkungen dürfen höchstens 2000 Zeichen haben.',
    en: 'The notes must be at most 2000 characters.',
  },
  ringRequestNotFound: { de: 'Anfrage nicht gefunden', en: 'Request not found' },
  ringRequestStatusInvalid: {
    de: 'Der Status muss offen, genehmigt oder abgelehnt sein',
    en: 'Status must be pending, approved or rejected',
  },
  ringRequestNothingToChange: {
    de: 'Bitte geben Sie an, was geändert werden soll (Status, gelesen, Antwort oder Code)',
    en: 'Please say what to change (status, read, response or code)',
  },
  ringRequestResponseTooLong: {
    de: 'Die Antwort darf höchstens 5000 Zeichen haben',
    en: 'The response must be at most 5000 characters',
  },
  ringRequestResponseNeeded: {
    de: 'Bitte schreiben Sie eine Antwort, um den Code zuzuweisen: die anfragende Person erfährt ihn mit der Antwort',
    en: 'Please write a response to assign the code: the requester learns it with the response',
  },
  ringRequestCodeUnknown: {
    de: 'Diesen Ring-Code gibt es nicht (oder er wurde gelöscht)',
    en: 'This ring code does not exist (or was deleted)',
  },
  ringRequestCodeUsed: {
    de: 'Dieser Ring-Code ist bereits aktiviert',
    en: 'This ring code has already been activated',
  },
  ringRequestCodeReserved: {
    de: 'Dieser Ring-Code ist bereits für eine andere Anfrage reserviert',
    en: 'This ring code is already reserved for another request',
  },
  ringRequestReplySubject: {
    de: 'Antwort auf Ihre Ring-Code-Anfrage',
    en: 'Reply to your ring-code request',
  },
} as const satisfies Record<string, Record<Language, string>>;
