import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { chunking, firstPageGraph } from './vite-chunks';
import { precompress } from './vite-precompress';
import { pwa } from './vite-pwa';

const backend = 'http://127.0.0.1:3000';

// The API refuses state changes from a foreign Origin; in development the page comes from
// Vite's port, so the proxy drops the header (the dev server is the only client here).
const dropOrigin: ProxyOptions['configure'] = (proxy) => {
  proxy.on('proxyReq', (request) => request.removeHeader('origin'));
  proxy.on('proxyReqWs', (request) => request.removeHeader('origin'));
};

export default defineConfig({
  plugins: [firstPageGraph(), react(), tailwindcss(), pwa(), precompress()],
  server: {
    proxy: {
      '/api': { target: backend, configure: dropOrigin },
      '/ws': { target: backend, ws: true, configure: dropOrigin },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: chunking },
  },
});
