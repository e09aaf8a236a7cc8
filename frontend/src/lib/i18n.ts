import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import deCommon from '../i18n/de/common.json';
import deDimensionRings from '../i18n/de/dimensionRings.json';
import deFaq from '../i18n/de/faq.json';
import deReward from '../i18n/de/reward.json';
import deRingTypes from '../i18n/de/ringTypes.json';
import enCommon from '../i18n/en/common.json';
import enDimensionRings from '../i18n/en/dimensionRings.json';
import enFaq from '../i18n/en/faq.json';
import enReward from '../i18n/en/reward.json';
import enRingTypes from '../i18n/en/ringTypes.json';

export const namespaces = ['common', 'dimensionRings', 'ringTypes', 'reward', 'faq'] as const;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      de: {
        common: deCommon,
        dimensionRings: deDimensionRings,
        ringTypes: deRingTypes,
        reward: deReward,
        faq: deFaq,
      },
      en: {
        common: enCommon,
        dimensionRings: enDimensionRings,
        ringTypes: enRingTypes,
        reward: enReward,
        faq: enFaq,
      },
    },
    supportedLngs: ['de', 'en'],
    nonExplicitSupportedLngs: true,
    fallbackLng: 'de',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language.slice(0, 2);
});
document.documentElement.lang = (i18n.language ?? 'de').slice(0, 2);

export default i18n;
