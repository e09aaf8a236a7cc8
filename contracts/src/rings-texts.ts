import type { Language } from './language';

/** The messages of ring types, ring codes and dimension rings (spread into `texts`); spec 5 gives some. */
export const ringsTexts = {
  ringTypeCodeRequired: { de: 'Code ist erforderlich', en: 'Code is required' },
  ringTypeCodeInvalid: {
    de: 'Der Code darf nur Kleinbuchstaben, Ziffern, - und _ enthalten (höchstens 40 Zeichen)',
    en: 'The code may only hold lower-case letters, digits, - and _ (at most 40 characters)',
  },
  ringTypeImageRequired: { de: 'Bild-URL ist erforderlich', en: 'Image URL is required' },
  ringTypeImageInvalid: {
    de: 'Die Bild-URL muss ein hochgeladenes Bild oder eine Adresse mit https:// sein',
    en: 'The image URL must be an uploaded image or an address starting with https://',
  },
  ringTypeCodeExists: {
    de: 'Einen Ringtyp mit diesem Code gibt es bereits',
    en: 'A ring type with this code already exists',
  },
  ringTypeCodeCannotChange: {
    de: 'Der Code eines Ringtyps kann nicht geändert werden',
    en: 'The code of a ring type cannot be changed',
  },
  ringTypeNotFound: { de: 'Ringtyp nicht gefunden', en: 'Ring type not found' },
  ringTypeInUse: {
    de: 'Dieser Ringtyp wird noch von {{count}} Ring-Codes oder Ringen verwendet und kann nicht gelöscht werden',
    en: 'This ring type is still used by {{count}} ring codes or rings and cannot be deleted',
  },
  ringTypesExist: {
    de: 'Es gibt bereits Ringtypen; die Standardtypen werden nur angelegt, solange es keine gibt',
    en: 'Ring types exist already; the default types are only created while there are none',
  },
  ringTypeUnknown: {
    de: 'Bitte wählen Sie einen vorhandenen Ringtyp',
    en: 'Please choose an existing ring type',
  },
  ringCodeMustBeSixCharacters: {
    de: 'Ring-Code muss genau 6 Buchstaben oder Ziffern haben',
    en: 'Ring code must be exactly 6 letters or digits',
  },
  ringCodeExists: { de: 'Diesen Ring-Code gibt es bereits', en: 'This ring code already exists' },
  ringCodeNotFound: { de: 'Ring-Code nicht gefunden', en: 'Ring code not found' },
  ringCodeInUse: {
    de: 'Dieser Ring-Code gehört zu einem bestehenden Ring und kann nicht gelöscht werden',
    en: 'This ring code belongs to an existing ring and cannot be deleted',
  },
  ringCodeBatchSize: {
    de: 'Es können 1 bis 500 Ring-Codes auf einmal erzeugt werden',
    en: 'Between 1 and 500 ring codes can be generated at once',
  },
  ringCodeInvalidOrUsed: {
    de: 'Ungültiger oder bereits verwendeter Ring-Code',
    en: 'Invalid or already used ring code',
  },
  ringNotFound: { de: 'Dimensionsring nicht gefunden', en: 'Dimension ring not found' },
  ringNotActive: {
    de: 'Die Frequenz kann nur bei einem aktiven Ring geändert werden',
    en: 'The frequency can only be changed while the ring is active',
  },
} as const satisfies Record<string, Record<Language, string>>;
