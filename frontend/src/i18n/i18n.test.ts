import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [prefix.slice(0, -1)];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, language, file), 'utf8'));

describe('translations', () => {
  const files = readdirSync(path.join(dir, 'de'));
  it('has the same namespaces in German and English', () => {
    expect(readdirSync(path.join(dir, 'en')).sort()).toEqual([...files].sort());
  });
  it.each(files)('%s has the same keys in German and English', (file) => {
    expect(keys(read('en', file)).sort()).toEqual(keys(read('de', file)).sort());
  });
  it.each(files)('%s has no empty texts', (file) => {
    for (const language of ['de', 'en']) {
      const text = JSON.stringify(read(language, file));
      expect(text).not.toMatch(/:""/);
    }
  });
});
