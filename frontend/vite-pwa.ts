import { VitePWA } from 'vite-plugin-pwa';

/** The theme colour of index.html's `theme-color` and the icons' ground. */
const themeColor = '#b45309';
const backgroundColor = '#fafaf9';

/**
 * The installable app: the manifest and the service worker (`src/features/pwa/sw.ts`, built to
 * `/sw.js`), which precaches the shell, the offline page and the hashed assets. The page
 * registers it itself after its first render (`features/pwa/register.ts`); a new version waits
 * until the user accepts the reload prompt.
 */
export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/pwa',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Energietaler',
      short_name: 'Energietaler',
      description:
        'Ihre Energietaler und Dimensionsringe: Codes einlösen, Energietaler verwalten, Frequenzen nutzen und Tagebuch führen.',
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: backgroundColor,
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // Text only: the precompressed copies (.br, .gz) and the icons are not the shell.
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      globIgnores: ['sw.js'],
    },
    devOptions: { enabled: false },
  });
}
