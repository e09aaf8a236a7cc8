import type { Language } from './language';

/** The legal pages' messages. */
export const legalTexts = {
  legalPageNotFound: { de: 'Diese Seite gibt es nicht', en: 'This page does not exist' },
  legalTextRequired: {
    de: 'Bitte geben Sie den Text auf Deutsch und auf Englisch ein',
    en: 'Please enter the text in German and in English',
  },
  legalTextTooLong: {
    de: 'Der Text darf höchstens 50.000 Zeichen haben',
    en: 'The text must be at most 50,000 characters',
  },
} as const satisfies Record<string, Record<Language, string>>;
