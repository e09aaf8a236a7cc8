// `npm run build:server`: bundles each server entry into plain JavaScript, so the image runs
// `node gateway/dist/main.js` with production dependencies only and no TypeScript loader.
// Our workspace packages (`@et/*`, whose exports point at `src/*.ts`) go into the bundle; every
// other package stays external and is loaded from node_modules at run time, as it is installed
// there: native addons (argon2, sharp), PGlite with its wasm and data files, pg, mongodb and the
// EventStoreDB client find their own files.
// Each bundle and its chunks land in `<workspace>/dist/`, as deep below the root as `<workspace>/src/`,
// so paths taken from `import.meta.url` (the gateway's `../../frontend/dist`) resolve as from source.
// Code splitting keeps the source's dynamic imports lazy: the EventStoreDB and MongoDB adapters (and
// their drivers, about 150 ms and 30 MB to load) are only loaded when their URL is set.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Each workspace's entries (under `src/`), bundled to `dist/<name>.js`. */
const entries = {
  gateway: ['main'],
  'command-service': ['main'],
  'query-service': ['main'],
  projections: ['main', 'replay'],
};

/** Bare imports other than `@et/*` stay imports: node resolves them from node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@et/') ? undefined : { path: args.path, external: true },
    );
  },
};

for (const [workspace, names] of Object.entries(entries)) {
  const outdir = path.join(root, workspace, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: names.map((name) => `${workspace}/src/${name}.ts`),
    outdir,
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Bundling renames clashing top-level names; error classes and logs show the original ones.
    keepNames: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    console.log(`${file}  ${Math.round(output.bytes / 1024)} kB`);
  }
}
