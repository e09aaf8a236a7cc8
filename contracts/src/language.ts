/** The languages of the product: German first, the default and the fallback. */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

export function toLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'de';
}
