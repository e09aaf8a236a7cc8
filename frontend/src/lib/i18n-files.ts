import i18n from './i18n';
import type { Texts } from './translate';

/** The app's texts for `i18n` (lib/i18n.ts): imported once, by main.tsx, before the app renders. */
type TextsModule = { default: Texts };

// Every `i18n/<language>/<namespace>.json` is picked up: a feature adds its files, nothing here.
// The frame's namespaces (header, footer, toasts: `common`, `layout`) come with the first script,
// and so do the `nav`, `footer` and `frame` entries of every other namespace (a feature's menu
// link, see vite-frame-texts.ts): the frame renders at once. The rest of a namespace is its own small chunk,
// loaded for the current language when a component first asks for it (its page's Suspense waits).
const shell = import.meta.glob<TextsModule>('../i18n/*/{common,layout}.json', { eager: true });
const frame = import.meta.glob<TextsModule>(['../i18n/*/*.json', '!../i18n/*/{common,layout}.json'], {
  eager: true,
  query: '?frame',
});
const lazyFiles = import.meta.glob<TextsModule>(['../i18n/*/*.json', '!../i18n/*/{common,layout}.json']);

const place = (file: string) => file.match(/\/i18n\/([^/]+)\/([^/]+)\.json$/)?.slice(1) ?? [];

const resources: Record<string, Record<string, Texts>> = {};
for (const [file, module] of Object.entries(shell)) {
  const [language, namespace] = place(file);
  if (language && namespace) resources[language] = { ...resources[language], [namespace]: module.default };
}

const frameTexts: Record<string, Texts> = {};
for (const [file, module] of Object.entries(frame)) {
  const [language, namespace] = place(file);
  if (language && namespace) frameTexts[`${language}:${namespace}`] = module.default;
}

/** A frame text (`diary:nav`, `legal:footer.impressum`) while its namespace is not loaded. */
function frameText(language: string, namespace: string, key: string): string | undefined {
  let value: unknown = frameTexts[`${language}:${namespace}`];
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  return typeof value === 'string' ? value : undefined;
}

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

i18n.init({
  language: detectLanguage(),
  resources,
  load: (language, namespace) =>
    lazyFiles[`../i18n/${language}/${namespace}.json`]?.().then((m) => m.default),
  // A text of a namespace nobody has asked for yet (`t('auth:email')` in a `settings` form): the
  // frame's copy when there is one (German if need be), else nothing while the namespace loads.
  fallback: (language, namespace, key) =>
    frameText(language, namespace, key) ?? frameText('de', namespace, key),
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language.slice(0, 2);
  try {
    window.localStorage.setItem(storageKey, language); // remembered for the next visit
  } catch {
    // storage blocked: the browser's language decides next time
  }
});
document.documentElement.lang = i18n.language.slice(0, 2);
