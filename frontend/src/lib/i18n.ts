import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

// Every `i18n/<language>/<namespace>.json` is picked up: a feature adds its files, nothing here.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/*/*.json', { eager: true });

const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = file.match(/\/i18n\/([^/]+)\/([^/]+)\.json$/) ?? [];
  if (!language || !namespace) continue;
  resources[language] = { ...resources[language], [namespace]: module.default };
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: ['de', 'en'],
    nonExplicitSupportedLngs: true,
    fallbackLng: 'de',
    ns: Object.keys(resources.de ?? {}),
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
