import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';

type Output = NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['output'];

const source = path.resolve(import.meta.dirname, 'src');

/**
 * The first pages a person sees (issues 12 and 25: at most 150 KB of JavaScript on the wire before they
 * are usable): each is one file with everything it imports statically (its dialogs, icons and
 * Radix parts), not dozens of small files that each cost their headers and a round of requests.
 * What both share goes into the entry. A page's texts (`i18n/<language>/<namespace>.json`, its
 * namespaces as listed in app.tsx's `lazyPage`) are one file per language too.
 */
const firstPages = {
  auth: { page: 'features/auth/components/auth-page.tsx', namespaces: ['auth'], path: '/auth' },
  dashboard: {
    page: 'app/dashboard-route.tsx',
    namespaces: ['dashboard', 'tokens', 'onboarding', 'rewards', 'handovers'],
    path: '/',
  },
  // The admin frame with its first tab (the users), one file instead of twenty small ones that a
  // phone's browser fetches six at a time (Lighthouse's simulation: rounds of requests before the
  // first paint). What it shares with the dashboard stays in the dashboard's file, the stat cards'
  // `rewards` texts in the dashboard's texts; the other tabs import what they share from here.
  admin: {
    page: 'app/admin-route.tsx',
    also: ['app/admin-users-tab.tsx'],
    namespaces: ['admin', 'ring-requests', 'users'],
    path: '/admin',
  },
} as const satisfies Record<
  string,
  { page: string; also?: readonly string[]; namespaces: readonly string[]; path: string }
>;
type FirstPage = keyof typeof firstPages;

/** Modules the entry and each first page import statically (filled once the graph is known). */
const reach = new Map<FirstPage | 'entry', Set<string>>();

/**
 * What a barrel (`lucide-react`, `radix-ui`: one module re-exporting hundreds) gives for each
 * name: `export { default as Info, ... } from './icons/info.mjs'` and
 * `import * as Dialog from "@radix-ui/react-dialog"`.
 */
function barrelNames(file: string): Map<string, string> {
  const names = new Map<string, string>();
  const code = readFileSync(file, 'utf8');
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g))
    for (const [, name] of list!.matchAll(/as\s+(\w+)/g)) names.set(name!, from!);
  for (const [, name, from] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g))
    names.set(name!, from!);
  return names;
}

/** The names a source file imports from a package: `import { Info, Pencil } from 'lucide-react'`. */
function importedNames(file: string, pkg: string): string[] {
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const quoted = pkg.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, list]) =>
    list!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, ''),
    ),
  );
}

/** A package's name from a module id in node_modules. */
const packageOf = (id: string) =>
  /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace(/\\/g, '/');

/** Packages whose index re-exports all their parts: only what is imported by name counts. */
const barrels = new Set(['lucide-react', 'radix-ui']);

/** Walks the static imports of each first page and of the entry after the build has read them. */
export function firstPageGraph(): Plugin {
  return {
    name: 'et-first-page-graph',
    apply: 'build',
    /**
     * index.html's script asks for its page's code and texts (in the language it finds) as the page
     * loads, alongside the entry, instead of after the entry has run: fills in its
     * `const firstPages = {};` with the files of this build.
     */
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const named = (name: string) => chunks.find((chunk) => chunk.name === name);
        const pages: Record<string, { code: string[]; texts: Record<string, string> }> = {};
        for (const [name, { page, path: route }] of Object.entries(firstPages)) {
          const code = named(path.basename(page, '.tsx'));
          if (!code) continue;
          const texts: Record<string, string> = {};
          for (const language of ['de', 'en']) {
            const file = named(`${name}-texts-${language}`)?.fileName;
            if (file) texts[language] = `/${file}`;
          }
          // What the page's own tags load already (the entry, the bundler's runtime) is left out.
          const files = [code.fileName, ...code.imports].filter((file) => !html.includes(file));
          pages[route] = { code: files.map((file) => `/${file}`), texts };
        }
        return html.replace('const firstPages = {};', `const firstPages = ${JSON.stringify(pages)};`);
      },
    },
    buildEnd() {
      const walk = (...starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          for (const imported of info.importedIds) {
            const importedInfo = this.getModuleInfo(imported);
            const pkg = packageOf(imported);
            if (!importedInfo || !pkg || !barrels.has(pkg) || packageOf(id) === pkg) {
              stack.push(imported);
              continue;
            }
            // A barrel: follow only the names this module takes from it.
            seen.add(imported);
            const names = barrelNames(imported);
            for (const name of importedNames(id, pkg)) {
              const from = names.get(name);
              if (!from) continue;
              const target = from.startsWith('.')
                ? path.resolve(path.dirname(imported), from)
                : importedInfo.importedIds.find((candidate) => packageOf(candidate) === from);
              if (target) stack.push(target);
            }
          }
        }
        return seen;
      };
      const entry = walk(path.join(source, 'main.tsx'));
      if (entry.size === 0) return; // another build (the service worker)
      reach.set('entry', entry);
      if (process.env.DEBUG_CHUNKS)
        for (const [name, { page }] of Object.entries(firstPages)) {
          const ids = walk(path.join(source, page));
          console.log(name, [...ids].map((id) => path.relative(source, id)).join('\n'));
        }
      for (const [name, first] of Object.entries(firstPages)) {
        const roots = [first.page, ...('also' in first ? first.also : [])];
        reach.set(name as FirstPage, walk(...roots.map((root) => path.join(source, root))));
      }
    },
  };
}

const within = (name: FirstPage | 'entry', id: string) => reach.get(name)?.has(id) ?? false;
const texts = (id: string) => /[\\/]i18n[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(id);

export const chunking: Output = {
  codeSplitting: {
    groups: [
      // Everything the entry needs (React, the router, i18n, the frame), what both first pages
      // use (card, input, label) and the bundler's own helpers: one file.
      {
        name: 'app',
        test: (id) =>
          within('entry', id) ||
          (within('auth', id) && within('dashboard', id)) ||
          id.includes('rolldown/runtime'),
        priority: 10,
      },
      ...Object.entries(firstPages).flatMap(([name, { namespaces }], index) => [
        // Named after the page's file, as the chunk was before (tests block it by that name).
        {
          name: path.basename(firstPages[name as FirstPage].page, '.tsx'),
          test: (id: string) => within(name as FirstPage, id),
          priority: 9 - index,
        },
        {
          name: (id: string) => {
            const match = texts(id);
            return match && (namespaces as readonly string[]).includes(match[2]!)
              ? `${name}-texts-${match[1]}`
              : null;
          },
          debugName: `${name}-texts`,
          priority: 9 - index,
        },
      ]),
    ],
  },
};
