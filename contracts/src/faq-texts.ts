import type { Language } from './language';

/** The FAQ feature's messages (spec 5 where it gives them). */
export const faqTexts = {
  faqQuestionTooShort: {
    de: 'Die Frage muss mindestens 3 Zeichen lang sein',
    en: 'Question must be at least 3 characters',
  },
  faqAnswerTooShort: {
    de: 'Die Antwort muss mindestens 3 Zeichen lang sein',
    en: 'Answer must be at least 3 characters',
  },
  faqTooLong: { de: 'Der Text der FAQ ist zu lang', en: 'The text of the FAQ is too long' },
  faqVideoUrlInvalid: {
    de: 'Der Video-Link muss mit http:// oder https:// beginnen',
    en: 'The video link must start with http:// or https://',
  },
  faqCategoryInvalid: {
    de: 'Kategorie muss Allgemein, Nutzung, Technisch, Konto oder Sonstiges sein',
    en: 'Category must be general, usage, technical, account or other',
  },
  faqSortOrderInvalid: {
    de: 'Die Reihenfolge muss eine ganze Zahl ab 0 sein',
    en: 'Sort order must be a whole number of at least 0',
  },
  faqNotFound: { de: 'FAQ nicht gefunden', en: 'FAQ not found' },
  faqHelpfulInvalid: { de: 'Bitte mit Ja oder Nein antworten', en: 'Please answer yes or no' },
} as const satisfies Record<string, Record<Language, string>>;
