import type { Plugin } from 'vite';

/**
 * `i18n/<language>/<namespace>.json?frame`: only the namespace's frame texts, its top-level `nav`
 * (the header's and menu's link to the feature), `footer` and `frame` entries (anything else the
 * frame shows on every page: the unread badge's screen-reader text, the FAQ button's name). The
 * frame (header, menu, footer) comes with the first script, while the rest of a namespace loads
 * with the page that needs it (frontend/src/lib/i18n.ts).
 */
const frameKeys = ['nav', 'footer', 'frame'];

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
      const frame = Object.fromEntries(Object.entries(all).filter(([key]) => frameKeys.includes(key)));
      return { code: `export default ${JSON.stringify(frame)};`, moduleType: 'js' };
    },
  };
}
