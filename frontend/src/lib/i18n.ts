import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation as useReactI18nextTranslation } from 'react-i18next';

export type { TFunction } from 'i18next';

type Texts = Record<string, unknown>;

/**
 * The app's i18next (decision 0014). Every `i18n/<language>/<namespace>.json` is a namespace.
 *
 * The frame's (header, menu, footer, floating buttons: what every page shows) come with the app's
 * first script, in both languages: the shared words, the layout and the feature namespaces whose
 * menu entry (`diary:nav`), footer link (`legal:footer.…`) or frame text (`faq:frame.openFaq`) the
 * frame shows. Loaded on demand, they would cost a round trip before anything is drawn.
 */
const frame = import.meta.glob<Texts>('../i18n/*/{common,layout,legal,faq,messages,diary}.json', {
  eager: true,
  import: 'default',
});
/**
 * Every other namespace is its own chunk, loaded for the current language when first needed: a
 * component's `useTranslation('diary')` suspends until it is there (its page's Suspense shows the
 * spinner), and `lazyPage(load, namespaces)` asks for a page's namespaces together with its code.
 * A feature adds its files, nothing here.
 */
const files = import.meta.glob<Texts>(
  ['../i18n/*/*.json', '!../i18n/*/{common,layout,legal,faq,messages,diary}.json'],
  { import: 'default' },
);

const place = (file: string) => /\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(file)?.slice(1) ?? [];
const resources: Record<string, Record<string, Texts>> = {};
for (const [file, texts] of Object.entries(frame)) {
  const [language, namespace] = place(file);
  if (language && namespace) resources[language] = { ...resources[language], [namespace]: texts };
}
/** The namespaces that come with the first script. */
export const frameNamespaces = Object.keys(resources.de ?? {});

const languages = ['de', 'en'];

/** i18next's backend over the files: a namespace is a dynamic import (a chunk) of its file. */
const chunks: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const file = files[`../i18n/${language}/${namespace}.json`];
    return file ? file() : Promise.reject(new Error(`no texts ${language}/${namespace}`));
  },
};

void i18n
  .use(LanguageDetector)
  .use(chunks)
  .use(initReactI18next)
  .init({
    // The spec's detection order (query `lng`, cookie, localStorage, sessionStorage, browser,
    // `<html lang>`) and its cache (localStorage) are the detector's defaults; the language it
    // finds is cached too, so `/auth?lng=en` stays English on the next page.
    supportedLngs: languages,
    // `en-US` is English: without this an exact `de` further down the list (`<html lang>`) wins.
    detection: { convertDetectedLanguage: (code: string) => code.slice(0, 2).toLowerCase() },
    // German is the default (nothing detected, or a language the app does not speak). English needs
    // no fallback (i18n.test.ts: both languages hold the same keys), so an English page does not
    // load every namespace twice.
    fallbackLng: { en: [], default: ['de'] },
    resources,
    partialBundledLanguages: true, // the rest through the backend
    ns: frameNamespaces,
    defaultNS: 'common',
    // Ready at once (the frame's texts are there): the first render does not wait a tick.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    // One retry: a namespace that still cannot load shows the route's error boundary sooner.
    maxRetries: 1,
  });

/** `<html lang>` follows the language (screen readers, hyphenation, the browser's translate offer). */
function markDocument(language: string | undefined) {
  if (typeof document !== 'undefined' && language) document.documentElement.lang = language.slice(0, 2);
}
i18n.on('languageChanged', markDocument);
markDocument(i18n.resolvedLanguage ?? i18n.language);

/** Namespaces that could not be loaded (`language|namespace`): i18next counts them as done. */
const failed = new Set<string>();
i18n.on('failedLoading', (language: string, namespace: string) => failed.add(`${language}|${namespace}`));
i18n.on('loaded', (loaded: Record<string, Record<string, unknown>>) => {
  for (const [language, namespaces] of Object.entries(loaded))
    for (const namespace of Object.keys(namespaces)) failed.delete(`${language}|${namespace}`);
});

/** Throws when one of the namespaces could not be loaded in the current language. */
export function assertLoaded(namespaces: readonly string[]): void {
  const missing = namespaces.filter((namespace) => failed.has(`${i18n.language}|${namespace}`));
  if (missing.length > 0) throw new Error(`texts not loaded: ${missing.join(', ')}`);
}

/**
 * react-i18next's `useTranslation` (`const { t, i18n } = useTranslation('diary')`; suspends while
 * the namespace loads). A namespace that could not be loaded (the network dropped) throws to the
 * route's error boundary, which offers a reload, instead of showing keys.
 */
export const useTranslation = ((...args: Parameters<typeof useReactI18nextTranslation>) => {
  const result = useReactI18nextTranslation(...args);
  const [namespaces = 'common'] = args;
  assertLoaded(typeof namespaces === 'string' ? [namespaces] : [...(namespaces as readonly string[])]);
  return result;
}) as typeof useReactI18nextTranslation;

export default i18n;
