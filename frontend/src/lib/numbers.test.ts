import { describe, expect, it } from 'vitest';
import type { TFunction } from './i18n';
import { formatNumber, formattedOptions, parseCount, withNumbers } from './numbers';

/**
 * A translator as both the app's own and i18next behave for what `withNumbers` uses: `{{name}}`
 * filled in with the value as it is, a numeric `count` chooses `_one`/`_other`, a missing key gives
 * `defaultValue` (else the key).
 */
function fakeT(texts: Record<string, string>, language: string): TFunction {
  const rules = new Intl.PluralRules(language);
  const fill = (text: string, options: Record<string, unknown>) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      options[name] === undefined ? whole : String(options[name]),
    );
  return ((key: string, options: Record<string, unknown> = {}) => {
    const keys = typeof options.count === 'number' ? [`${key}_${rules.select(options.count)}`, key] : [key];
    for (const candidate of keys) if (texts[candidate] !== undefined) return fill(texts[candidate], options);
    return typeof options.defaultValue === 'string' ? fill(options.defaultValue, options) : key;
  }) as unknown as TFunction;
}

const de = {
  generated_one: '{{count}} Code erzeugt',
  generated_other: '{{count}} Codes erzeugt',
  pager: 'Seite {{page}} von {{pages}} ({{total}} Einträge)',
  link: 'Verfügbare Frequenzen: {{count}} – alle ansehen',
  named: '{{name}}: {{count}}',
};
const en = {
  generated_one: '{{count}} code generated',
  generated_other: '{{count}} codes generated',
  pager: 'Page {{page}} of {{pages}} ({{total}} entries)',
};

describe('numbers', () => {
  it('writes a count the German and the English way', () => {
    expect(formatNumber(100000, 'de')).toBe('100.000');
    expect(formatNumber(100000, 'en')).toBe('100,000');
    expect(formatNumber(1000, 'de')).toBe('1.000');
    expect(formatNumber(999, 'de')).toBe('999');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('formats the numbers among a text’s options and leaves the rest', () => {
    expect(formattedOptions({ available: 12345, used: 7, name: 'Gold', code: '012345' }, 'de')).toEqual({
      available: '12.345',
      used: '7',
      name: 'Gold',
      code: '012345',
    });
  });

  it('puts formatted counts into texts and still picks the plural form by the number', () => {
    const tn = withNumbers(fakeT(de, 'de'), 'de');
    expect(tn('generated', { count: 1 })).toBe('1 Code erzeugt');
    expect(tn('generated', { count: 2000 })).toBe('2.000 Codes erzeugt');
    expect(tn('pager', { page: 1, pages: 5001, total: 100000 })).toBe('Seite 1 von 5.001 (100.000 Einträge)');
    // A count in a text without plural forms, and other options beside it.
    expect(tn('link', { count: 1500 })).toBe('Verfügbare Frequenzen: 1.500 – alle ansehen');
    expect(tn('named', { name: 'Gold', count: 1 })).toBe('Gold: 1');

    const tnEn = withNumbers(fakeT(en, 'en'), 'en');
    expect(tnEn('generated', { count: 1 })).toBe('1 code generated');
    expect(tnEn('generated', { count: 100000 })).toBe('100,000 codes generated');
    expect(tnEn('pager', { page: 2, pages: 3, total: 1234 })).toBe('Page 2 of 3 (1,234 entries)');
  });

  it('reads a typed count with or without thousands separators, and nothing else', () => {
    expect(parseCount('2000')).toBe(2000);
    expect(parseCount(' 2.000 ')).toBe(2000);
    expect(parseCount('2,000')).toBe(2000);
    expect(parseCount('2 000')).toBe(2000);
    expect(parseCount('1.000.000')).toBe(1000000);
    expect(parseCount('0')).toBe(0);
    for (const wrong of ['', '1.5', '2.00', '12.3456', '-3', 'abc', '1e3', '2.000,5'])
      expect(parseCount(wrong), wrong).toBeNull();
  });
});
