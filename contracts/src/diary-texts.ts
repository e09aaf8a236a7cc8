import type { Language } from './language';

/** The diary's messages (spread into `texts`); spec 5 gives the strength message. */
export const diaryTexts = {
  diaryContentRequired: {
    de: 'Bitte schreiben Sie Ihren Gedanken auf',
    en: 'Please write down your thought',
  },
  diaryContentTooLong: {
    de: 'Ein Eintrag darf höchstens 5000 Zeichen haben',
    en: 'An entry must be at most 5000 characters',
  },
  diaryTypeInvalid: { de: 'Bitte wählen Sie positiv oder negativ', en: 'Please choose positive or negative' },
  diaryStrengthInvalid: {
    de: 'Die Stärke muss zwischen 1 und 6 liegen',
    en: 'Strength must be between 1 and 6',
  },
  diaryDateInvalid: {
    de: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)',
    en: 'Please give a valid date (YYYY-MM-DD)',
  },
  diaryDateInFuture: {
    de: 'Das Datum darf nicht in der Zukunft liegen',
    en: 'The date must not be in the future',
  },
  diaryEntryNotFound: { de: 'Tagebucheintrag nicht gefunden', en: 'Diary entry not found' },
  diaryNotWhileImpersonating: {
    de: 'Das Tagebuch sieht nur die Person selbst, auch nicht bei der Anmeldung als dieser Benutzer',
    en: 'Only the person themselves sees the diary, not an admin logged in as them',
  },
} as const satisfies Record<string, Record<Language, string>>;
