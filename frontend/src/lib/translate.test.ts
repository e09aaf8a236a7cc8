import { describe, expect, it } from 'vitest';
import { createTranslator, type Texts } from './translate';

const files: Record<string, Texts> = {
  'de:diary': { title: 'Tagebuch', entries_one: '{{count}} Eintrag', entries_other: '{{count}} Einträge' },
  'en:diary': { title: 'Diary', entries_one: '{{count}} entry', entries_other: '{{count}} entries' },
  'de:changelog': { changes: ['eins', 'zwei'] },
};

function setup(language = 'de', failing: string[] = []) {
  const asked: string[] = [];
  const i18n = createTranslator({
    language,
    resources: {
      de: { common: { save: 'Speichern', hello: 'Hallo {{name}}, {{ name }}!', nested: { a: 'A' } } },
    },
    load: (lang, namespace) => {
      asked.push(`${lang}:${namespace}`);
      if (failing.includes(namespace)) return Promise.reject(new Error('chunk failed'));
      const texts = files[`${lang}:${namespace}`];
      return texts ? Promise.resolve(texts) : undefined;
    },
    fallback: (_lang, namespace, key) =>
      namespace === 'diary' && key === 'nav' ? 'Tagebuch (Menü)' : undefined,
  });
  return { i18n, asked };
}

describe('translate', () => {
  it('finds dotted keys, interpolates without escaping and takes ns: prefixes', async () => {
    const { i18n } = setup();
    const t = i18n.getFixedT();
    expect(t('save')).toBe('Speichern');
    expect(t('nested.a')).toBe('A');
    expect(t('hello', { name: '<b>Ana</b>' })).toBe('Hallo <b>Ana</b>, <b>Ana</b>!');
    expect(t('missing')).toBe('missing');
    expect(t('missing', { defaultValue: 'Ersatz {{x}}', x: 1 })).toBe('Ersatz 1');
    await i18n.loadNamespaces('diary');
    expect(i18n.getFixedT('diary')('common:save')).toBe('Speichern');
  });

  it('chooses plural forms by the language rules', async () => {
    const { i18n } = setup();
    await i18n.loadNamespaces('diary');
    const t = i18n.getFixedT('diary');
    expect(t('entries', { count: 1 })).toBe('1 Eintrag');
    expect(t('entries', { count: 0 })).toBe('0 Einträge');
    expect(t('entries', { count: 5 })).toBe('5 Einträge');
  });

  it('returns lists with returnObjects', async () => {
    const { i18n } = setup();
    await i18n.loadNamespaces('changelog');
    expect(i18n.getFixedT('changelog')('changes', { returnObjects: true })).toEqual(['eins', 'zwei']);
  });

  it('loads a namespace once, shows the frame text or nothing meanwhile, and tells listeners', async () => {
    const { i18n, asked } = setup();
    const loaded: string[] = [];
    i18n.on('loaded', (language) => loaded.push(language));
    const t = i18n.getFixedT('settings');
    expect(t('diary:nav')).toBe('Tagebuch (Menü)');
    expect(asked).toEqual([]); // a frame text needs no load
    expect(t('diary:title')).toBe('');
    await Promise.all([i18n.loadNamespaces('diary'), i18n.loadNamespaces(['diary'])]);
    expect(asked).toEqual(['de:diary']);
    expect(loaded).toEqual(['de']);
    expect(t('diary:title')).toBe('Tagebuch');
  });

  it('keeps a failed load for the error boundary and tries again when asked again', async () => {
    const { i18n, asked } = setup('de', ['diary']);
    await i18n.loadNamespaces('diary');
    expect(i18n.loadError('diary')).toBeInstanceOf(Error);
    expect(i18n.hasLoadedNamespace('diary')).toBe(false);
    await i18n.loadNamespaces('diary');
    expect(asked).toEqual(['de:diary', 'de:diary']);
  });

  it('changes the language after loading the namespaces in use', async () => {
    const { i18n, asked } = setup();
    await i18n.loadNamespaces('diary');
    const changed: string[] = [];
    i18n.on('languageChanged', (language) => changed.push(`${language}:${i18n.hasLoadedNamespace('diary')}`));
    await i18n.changeLanguage('en');
    expect(changed).toEqual(['en:true']);
    expect(asked).toEqual(['de:diary', 'en:common', 'en:diary']);
    expect(i18n.getFixedT('diary')('entries', { count: 2 })).toBe('2 entries');
  });
});
