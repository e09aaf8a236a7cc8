import type { Language } from './language';

/** The energy tokens' messages (spread into `texts`). */
export const tokensTexts = {
  tokenNotFound: { de: 'Energietaler nicht gefunden', en: 'Energy token not found' },
  tokenNameInvalid: {
    de: 'Der Name muss 1 bis 100 Zeichen haben',
    en: 'The name must have 1 to 100 characters',
  },
  tokenActionInvalid: {
    de: 'Aktion muss activated oder deactivated sein',
    en: 'Action must be activated or deactivated',
  },
} as const satisfies Record<string, Record<Language, string>>;
