import i18n, { type TFunction } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, language: string, make: (language: string) => T): T {
  let value = cache.get(language);
  if (!value) {
    value = make(language);
    cache.set(language, value);
  }
  return value;
}

/** A count as the language writes it: `100.000` in German, `100,000` in English (the UI language by default). */
export function formatNumber(value: number, language: string = i18n.language): string {
  // Below 1000 a whole number reads the same in German and English: no Intl.NumberFormat, whose
  // first construction loads the locale's number data (~130 ms of a phone's main thread on `/`).
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return cached(numberFormats, language, (code) => new Intl.NumberFormat(code)).format(value);
}

/** A text's options with every number in them formatted (`{{total}}` reads `1.000`). */
export function formattedOptions(
  options: Record<string, unknown>,
  language: string = i18n.language,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language) : value,
    ]),
  );
}

/**
 * `t` whose numbers read the language's way: `tn('batch.generated', { count: 1000 })` gives
 * "1.000 Codes erzeugt", `tn('pager.status', { page, pages, total })` "… (12.345 Einträge)". The
 * texts keep their placeholders (`{{count}}`); whatever translator runs below, the plural form is
 * chosen here by the number (`key_one`, `key_other`, then the plain `key`) and every number is
 * passed formatted, so the translator neither pluralises nor prints a raw number. Only for counts:
 * an id or a year is no count and goes through `t` as it is.
 */
export function withNumbers(
  t: TFunction,
  /** The language of `t`'s texts; the UI language (at each call) when left out. */
  fixedLanguage?: string,
): (key: string, options?: Record<string, unknown>) => string {
  return (key, options = {}) => {
    const language = fixedLanguage ?? i18n.language;
    const shown = formattedOptions(options, language);
    const { count } = options;
    if (typeof count !== 'number') return t(key, shown);
    const form = cached(pluralRules, language, (code) => new Intl.PluralRules(code)).select(count);
    // The first of the keys that exists: each later one is the earlier one's default.
    const plain = t(key, shown);
    const other = t(`${key}_other`, { ...shown, defaultValue: plain });
    return form === 'other' ? other : t(`${key}_${form}`, { ...shown, defaultValue: other });
  };
}

/**
 * A whole number as a person types it: `2000`, `2.000` (German), `2,000` (English) or `2 000`; null
 * for anything else (`1.5`, `2.00`, letters). Groups are of three digits, so no decimal can pass.
 */
export function parseCount(text: string): number | null {
  const typed = text.trim();
  if (!/^(\d+|\d{1,3}([.,\s'’\u00a0\u202f]\d{3})+)$/.test(typed)) return null;
  const value = Number(typed.replace(/\D/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}
