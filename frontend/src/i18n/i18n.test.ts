import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { texts as serverTexts } from '@et/contracts/texts';
import { describe, expect, it } from 'vitest';
import { frameNamespaces } from '../lib/i18n';

const dir = import.meta.dirname;
const sourceRoot = path.join(dir, '..');

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [prefix.slice(0, -1)];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, language, file), 'utf8'));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/**
 * What a file passes to `t`: literal keys and the fixed start of template keys (`tab.${id}`), and
 * the namespaces it asks `useTranslation` for (`'diary'` or `['settings', 'auth']`: its own first).
 */
function usedKeys(source: string) {
  const namespaces = [...source.matchAll(/useTranslation\(\s*(?:'([^']+)'|\[([^\]]*)\])/g)].map(
    (match) =>
      match[1] ??
      match[2]!
        .match(/'[^']+'/g)
        ?.map((quoted) => quoted.slice(1, -1))
        .join(','),
  );
  const literals = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]!);
  const templates = [...source.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((match) => match[1]!);
  return { namespaces: [...new Set(namespaces)], literals, templates };
}

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

  // One namespace per feature folder, named like it (`features/ring-requests/` reads
  // `ring-requests`), and the shared words of every page (`common`).
  const features = readdirSync(path.join(sourceRoot, 'features'));
  it('names each namespace like a feature folder', () => {
    const namespaces = files.map((file) => file.replace(/\.json$/, ''));
    expect(namespaces.filter((namespace) => namespace !== 'common' && !features.includes(namespace))).toEqual(
      [],
    );
  });

  const known = new Map(files.map((file) => [file.replace(/\.json$/, ''), keys(read('de', file))]));
  const sources = sourceFiles(sourceRoot).map((file) => ({
    file: path.relative(sourceRoot, file),
    ...usedKeys(readFileSync(file, 'utf8')),
  }));

  it.each(sources.filter((source) => source.namespaces.length > 0))(
    '$file uses one namespace of its own',
    ({ namespaces }) => {
      expect(namespaces).toHaveLength(1);
      for (const namespace of namespaces[0]!.split(',')) expect(known.has(namespace), namespace).toBe(true);
    },
  );

  it.each(sources.filter((source) => source.namespaces.length > 0 && source.file.startsWith('features')))(
    '$file reads its own feature namespace first',
    ({ file, namespaces }) => {
      const feature = file.split(path.sep)[1]!;
      expect(namespaces[0]!.split(',')[0]).toBe(feature);
    },
  );

  // i18next finds `auth:email` only once `auth` is loaded: a component names every namespace it
  // reads (`useTranslation(['settings', 'auth'])`), unless the frame loads it for every page.
  it.each(sources.filter((source) => source.namespaces.length > 0))(
    '$file loads every namespace its keys name',
    ({ namespaces, literals, templates }) => {
      const loaded = new Set([...namespaces[0]!.split(','), ...frameNamespaces]);
      const named = [...literals, ...templates]
        .filter((key) => key.includes(':'))
        .map((key) => key.slice(0, key.indexOf(':')));
      expect(named.filter((namespace) => !loaded.has(namespace))).toEqual([]);
    },
  );

  it.each(sources.filter((source) => source.literals.length + source.templates.length > 0))(
    'every key $file passes to t() exists',
    ({ namespaces, literals, templates }) => {
      const own = namespaces[0]?.split(',')[0] ?? 'common';
      const resolve = (key: string) => {
        const [namespace, name] = key.includes(':') ? key.split(':') : [own, key];
        return { namespace: namespace!, name: name!, keys: known.get(namespace!) ?? [] };
      };
      const missing = [
        ...literals.filter((key) => {
          const { name, keys } = resolve(key);
          // i18next's plural forms: `generated` is `generated_one` / `generated_other`.
          return !keys.some((known) => known === name || known.startsWith(`${name}_`));
        }),
        ...templates.filter((prefix) => {
          const { name, keys } = resolve(prefix);
          return !keys.some((known) => known.startsWith(name));
        }),
      ];
      expect(missing).toEqual([]);
    },
  );

  // One place per text: what the server says lives in contracts/src/*texts.ts, what only the page
  // says in these files. These few are the page's own words where no server answer exists (no
  // connection, no token yet) and match a server message; reading the server's texts instead would
  // load all of them (a chunk of its own) on the first page.
  const pageCopiesOfServerTexts = [
    'auth:reset.invalidText',
    'common:genericError',
    'rings:types.crop.noImage',
    'tokens:codeEntry.failedText',
  ];
  it('says nothing the server texts already say', () => {
    const server = new Set<string>(Object.values(serverTexts).map((text) => text.de));
    const copies = files.flatMap((file) => {
      const namespace = file.replace(/\.json$/, '');
      const flat = (value: unknown, prefix: string): [string, unknown][] =>
        value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
          : [[prefix, value]];
      return flat(read('de', file), '')
        .filter(([, text]) => typeof text === 'string' && server.has(text))
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(copies.sort()).toEqual(pageCopiesOfServerTexts);
  });
});
