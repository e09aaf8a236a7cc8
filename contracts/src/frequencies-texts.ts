import type { Language } from './language';

/** The frequencies' messages (spread into `texts`). */
export const frequenciesTexts = {
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
} as const satisfies Record<string, Record<Language, string>>;
