import type { Language } from './language';

/** The inbox's messages (spread into `texts`); spec 8 gives the frontend's failure texts. */
export const messagesTexts = {
  messageNotFound: { de: 'Nachricht nicht gefunden', en: 'Message not found' },
  messageRecipientInvalid: {
    de: 'Bitte wählen Sie einen Empfänger',
    en: 'Please choose a recipient',
  },
  messageRecipientNotFound: {
    de: 'Diesen Benutzer gibt es nicht',
    en: 'This user does not exist',
  },
  messageSubjectRequired: { de: 'Bitte geben Sie einen Betreff ein', en: 'Please enter a subject' },
  messageSubjectTooLong: {
    de: 'Der Betreff darf höchstens 200 Zeichen haben',
    en: 'The subject must be at most 200 characters',
  },
  messageContentRequired: { de: 'Bitte schreiben Sie eine Nachricht', en: 'Please write a message' },
  messageContentTooLong: {
    de: 'Eine Nachricht darf höchstens 5000 Zeichen haben',
    en: 'A message must be at most 5000 characters',
  },
  messageMailsInvalid: {
    de: 'Bitte geben Sie an, ob Sie E-Mails erhalten möchten (true oder false)',
    en: 'Please say whether you want e-mails (true or false)',
  },
  /** The line an answered ring request's message gets when a ring code was assigned. */
  messageAssignedCode: {
    de: 'Ihr Ring-Code: {{code}} – aktivieren unter {{link}}',
    en: 'Your ring code: {{code}} – activate it at {{link}}',
  },
} as const satisfies Record<string, Record<Language, string>>;
