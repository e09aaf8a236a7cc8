import { useTranslation } from './i18n';

/** An entity with a German and an English variant of `field` (nameDE/nameEN, descriptionDE/…). */
type Bilingual<F extends string> = Record<`${F}DE` | `${F}EN`, string>;

/** The German or English variant of a content field; German when the English one is empty. */
export function localizedField<F extends string>(entity: Bilingual<F>, field: F, language: string): string {
  const english = entity[`${field}EN`];
  return language.startsWith('en') && english ? english : entity[`${field}DE`];
}

/** `localizedField` in the current UI language; re-renders when the language changes. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'de';
  return <F extends string>(entity: Bilingual<F>, field: F) => localizedField(entity, field, language);
}
