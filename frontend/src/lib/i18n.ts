import i18n, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Texts = { default: ResourceKey };

// Every `i18n/<language>/<namespace>.json` is picked up: a feature adds its files, nothing here.
// The frame's namespaces (header, footer, toasts: `common`, `layout`) come with the first script,
// and so do the `nav` and `footer` entries of every other namespace (a feature's menu link, see
// vite-frame-texts.ts): the frame renders at once. The rest of a namespace is its own small chunk,
// loaded for the current language when a component first asks for it (its page's Suspense waits).
const shell = import.meta.glob<Texts>('../i18n/*/{common,layout}.json', { eager: true });
const frame = import.meta.glob<Texts>(['../i18n/*/*.json', '!../i18n/*/{common,layout}.json'], {
  eager: true,
  query: '?frame',
});
const lazyFiles = import.meta.glob<Texts>(['../i18n/*/*.json', '!../i18n/*/{common,layout}.json']);

const place = (file: string) => file.match(/\/i18n\/([^/]+)\/([^/]+)\.json$/)?.slice(1) ?? [];

const resources: Resource = {};
for (const [file, module] of Object.entries(shell)) {
  const [language, namespace] = place(file);
  if (language && namespace) resources[language] = { ...resources[language], [namespace]: module.default };
}

const frameTexts: Record<string, Record<string, unknown>> = {};
for (const [file, module] of Object.entries(frame)) {
  const [language, namespace] = place(file);
  if (language && namespace)
    frameTexts[`${language}:${namespace}`] = module.default as Record<string, unknown>;
}

/** A frame text (`diary:nav`, `legal:footer.impressum`) while its namespace is not loaded. */
function frameText(language: string, namespace: string, key: string): string | undefined {
  let value: unknown = frameTexts[`${language}:${namespace}`];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : undefined;
}

const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyFiles[`../i18n/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      // A failed chunk (network, redeploy): i18next retries; the page's error boundary takes over.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const supported = ['de', 'en'] as const;
const storageKey = 'i18nextLng';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(storageKey);
  } catch {
    return null; // storage blocked
  }
}

/**
 * The language: `?lng=`, the `i18next` cookie, the one chosen before (localStorage, then
 * sessionStorage), the browser's languages, `<html lang>`; German when none of them is supported.
 * (What i18next's browser detector did, in a few lines.)
 */
function detectLanguage(): string {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1],
    stored(() => window.localStorage),
    stored(() => window.sessionStorage),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = candidate?.slice(0, 2).toLowerCase();
    if (supported.some((code) => code === language)) return language!;
  }
  return 'de';
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language.slice(0, 2);
  try {
    window.localStorage.setItem(storageKey, language); // remembered for the next visit
  } catch {
    // storage blocked: the browser's language decides next time
  }
});

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources,
    // The frame's texts are here; the rest comes through `lazyTexts`.
    partialBundledLanguages: true,
    lng: detectLanguage(),
    supportedLngs: [...supported],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'de',
    ns: ['common', 'layout'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // A text of a namespace nobody has asked for yet (`t('auth:email')` in a `settings` form):
    // the frame's copy when there is one, else nothing for a moment while the namespace loads.
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: (fullKey) => {
      const separator = fullKey.indexOf(':');
      const namespace = separator > 0 ? fullKey.slice(0, separator) : 'common';
      const key = fullKey.slice(separator + 1);
      const language = i18n.resolvedLanguage ?? i18n.language ?? 'de';
      const text = frameText(language, namespace, key) ?? frameText('de', namespace, key);
      if (text !== undefined) return text;
      if (!i18n.hasLoadedNamespace(namespace)) {
        void i18n.loadNamespaces(namespace);
        return '';
      }
      return key;
    },
    // Components show a namespace's texts as soon as it has loaded.
    react: { bindI18n: 'languageChanged loaded' },
  });

document.documentElement.lang = (i18n.language ?? 'de').slice(0, 2);

export default i18n;
