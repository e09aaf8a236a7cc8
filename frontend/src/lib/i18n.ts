import { useMemo, useSyncExternalStore } from 'react';
import { createTranslator } from './translate';

export type { TFunction, TOptions } from './translate';

/**
 * The app's translator and `useTranslation`. Its texts come from `i18n-files.ts` (imported once by
 * main.tsx: the translation files, the language detection), so code that only uses the hook (and
 * its unit tests) does not pull in the files.
 */
const i18n = createTranslator();

// Components render again when the language changes or a namespace arrives.
let version = 0;
const subscribe = (changed: () => void) => {
  const bump = () => {
    version++;
    changed();
  };
  i18n.on('languageChanged', bump);
  i18n.on('loaded', bump);
  return () => {
    i18n.off('languageChanged', bump);
    i18n.off('loaded', bump);
  };
};
const currentVersion = () => version;

/**
 * `const { t, i18n } = useTranslation('diary')`: the namespace's texts in the current language.
 * While the namespace loads the component suspends (its page's Suspense shows the fallback); a
 * namespace that cannot load throws to the route's error boundary.
 */
export function useTranslation(namespace = 'common') {
  const seen = useSyncExternalStore(subscribe, currentVersion);
  if (!i18n.hasLoadedNamespace(namespace)) {
    const error = i18n.loadError(namespace);
    if (error) throw error;
    throw i18n.loadNamespaces(namespace);
  }
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` after a language change or a load
  const t = useMemo(() => i18n.getFixedT(namespace), [namespace, language, seen]);
  return { t, i18n };
}

export default i18n;
