import type { Language } from './language';

/** The access codes' messages (spread into `texts`). */
export const codesTexts = {
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
} as const satisfies Record<string, Record<Language, string>>;
