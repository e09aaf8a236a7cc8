import type { Plugin } from 'vite';

/**
 * `i18n/<language>/<namespace>.json?frame`: only the namespace's frame texts, its top-level `nav`
 * (the header's and menu's link to the feature) and `footer` entries. The frame (header, menu,
 * footer) comes with the first script and names every feature's link, while the rest of a
 * namespace loads with the page that needs it (frontend/src/lib/i18n.ts).
 */
export function frameTexts(): Plugin {
  return {
    name: 'et-frame-texts',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== 'frame' || !file?.endsWith('.json')) return null;
      const { readFile } = await import('node:fs/promises');
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const frame = Object.fromEntries(
        Object.entries(all).filter(([key]) => key === 'nav' || key === 'footer'),
      );
      return { code: `export default ${JSON.stringify(frame)};`, moduleType: 'js' };
    },
  };
}
