/**
 * The translation core (what the app used of i18next, in a few lines; issue 12's JavaScript
 * budget): texts by language and namespace, `ns:key` prefixes, dotted keys, `{{name}}`
 * interpolation (not escaped: React escapes), plurals as `key_one` / `key_other` chosen by
 * `Intl.PluralRules`, `defaultValue`, `returnObjects`. Namespaces load on demand through `load`;
 * `languageChanged` and `loaded` tell the components to render again. No DOM, no React: tested
 * on its own (translate.test.ts); `i18n.ts` wires it to the files, the page and the hook.
 */

export type Texts = Record<string, unknown>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

/** `t(key, options)`; the type parameter (a namespace) is kept for call sites written for i18next. */
// biome-ignore lint/correctness/noUnusedVariables: the namespace is documentation only
export interface TFunction<Namespace extends string = string> {
  /** A list or an object of texts (`returnObjects`), as it stands in the file. */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

type Event = 'languageChanged' | 'loaded';
type Listener = (language: string) => void;

export interface TranslatorSetup {
  language: string;
  /** Texts there from the start (`{ de: { common: {...} } }`). */
  resources: Record<string, Record<string, Texts>>;
  /** A namespace's texts in a language (a chunk); `undefined` when there is no such file. */
  load: (language: string, namespace: string) => Promise<Texts> | undefined;
  /**
   * A text while its namespace is not loaded (the frame's copy of a menu entry), or for a key the
   * namespace lacks; `undefined` when there is none.
   */
  fallback?: (language: string, namespace: string, key: string) => string | undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(texts: Texts | undefined, key: string): unknown {
  let value: unknown = texts;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Texts)[part];
  }
  return value;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export interface I18n {
  language: string;
  /** Sets the language, the texts there from the start, how namespaces load and the fallback. */
  init(setup: TranslatorSetup): void;
  hasLoadedNamespace(namespace: string, language?: string): boolean;
  loadError(namespace: string, language?: string): unknown;
  loadNamespaces(namespaces: string | string[], language?: string): Promise<void>;
  changeLanguage(language: string): Promise<void>;
  on(event: Event, listener: Listener): void;
  off(event: Event, listener: Listener): void;
  getFixedT(namespace?: string): TFunction;
}

/** A translator; `init` (once the files are known) gives it its texts, until then it has none. */
export function createTranslator(initial?: TranslatorSetup): I18n {
  let setup: TranslatorSetup = { language: 'de', resources: {}, load: () => undefined };
  const store: Record<string, Record<string, Texts>> = {};
  const pending = new Map<string, Promise<void>>();
  const failed = new Map<string, unknown>();
  const listeners: Record<Event, Set<Listener>> = { languageChanged: new Set(), loaded: new Set() };

  const emit = (event: Event, language: string) => {
    for (const listener of [...listeners[event]]) listener(language);
  };

  const i18n: I18n = {
    language: setup.language,

    init(next) {
      setup = next;
      i18n.language = next.language;
      for (const [language, namespaces] of Object.entries(next.resources))
        store[language] = { ...store[language], ...namespaces };
    },

    hasLoadedNamespace(namespace: string, language = i18n.language): boolean {
      return store[language]?.[namespace] !== undefined;
    },

    /** The error of a namespace that could not load (the page's error boundary shows it). */
    loadError(namespace: string, language = i18n.language): unknown {
      return failed.get(`${language}:${namespace}`);
    },

    /** Loads namespaces of a language; never rejects (a failure is kept for `loadError`). */
    loadNamespaces(namespaces: string | string[], language = i18n.language): Promise<void> {
      const wanted = (Array.isArray(namespaces) ? namespaces : [namespaces]).filter(
        (namespace) => !i18n.hasLoadedNamespace(namespace, language),
      );
      return Promise.all(
        wanted.map((namespace) => {
          const id = `${language}:${namespace}`;
          let loading = pending.get(id);
          if (!loading) {
            failed.delete(id);
            const texts = setup.load(language, namespace) ?? Promise.resolve({});
            loading = texts.then(
              (loaded) => {
                store[language] = { ...store[language], [namespace]: loaded };
                pending.delete(id);
                emit('loaded', language);
              },
              (error: unknown) => {
                failed.set(id, error);
                pending.delete(id);
              },
            );
            pending.set(id, loading);
          }
          return loading;
        }),
      ).then(() => undefined);
    },

    /** Loads the new language's copy of every namespace in use, then switches. */
    async changeLanguage(language: string): Promise<void> {
      const inUse = Object.keys(store[i18n.language] ?? {});
      await i18n.loadNamespaces(inUse, language);
      i18n.language = language;
      emit('languageChanged', language);
    },

    on(event: Event, listener: Listener) {
      listeners[event].add(listener);
    },
    off(event: Event, listener: Listener) {
      listeners[event].delete(listener);
    },

    /** `t` of a component whose namespace is `namespace` (keys may name another: `auth:email`). */
    getFixedT(namespace = 'common'): TFunction {
      return ((fullKey: string, options?: TOptions) => {
        const language = i18n.language;
        const separator = fullKey.indexOf(':');
        const ns = separator > 0 ? fullKey.slice(0, separator) : namespace;
        const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
        const texts = store[language]?.[ns];
        const keys =
          typeof options?.count === 'number'
            ? [`${key}_${pluralOf(language, options.count)}`, `${key}_other`, key]
            : [key];
        for (const candidate of keys) {
          const value = lookup(texts, candidate);
          if (typeof value === 'string') return interpolate(value, options);
          if (value !== undefined && value !== null && options?.returnObjects) return value as string;
        }
        for (const candidate of keys) {
          const fallback = setup.fallback?.(language, ns, candidate);
          if (fallback !== undefined) return interpolate(fallback, options);
        }
        // Not loaded yet: asked for now; `loaded` renders it again.
        if (!texts) void i18n.loadNamespaces(ns);
        if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
        return texts ? key : ''; // nothing for a moment rather than a key
      }) as TFunction;
    },
  };
  if (initial) i18n.init(initial);
  return i18n;
}
