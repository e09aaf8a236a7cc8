import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeAdminKeys, codeAdminNamespaces } from './code-admin-texts';

const i18nDir = path.join(import.meta.dirname, '..', 'i18n');

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

// The shared code parts take their texts from the tab's namespace, so the i18n test cannot see
// which keys they use; this one checks them instead.
describe('shared code parts', () => {
  it.each(codeAdminNamespaces.flatMap((place) => ['de', 'en'].map((language) => ({ place, language }))))(
    'find every key in $language, $place',
    ({ place, language }) => {
      const [ns, under] = place.split(':');
      const texts = JSON.parse(readFileSync(path.join(i18nDir, language, `${ns}.json`), 'utf8'));
      const known = keys(under ? texts[under] : texts);
      // i18next's plural forms: `generated` is `generated_one` / `generated_other`.
      const missing = codeAdminKeys.filter(
        (key) => !known.some((name) => name === key || name.startsWith(`${key}_`)),
      );
      expect(missing).toEqual([]);
    },
  );
});
