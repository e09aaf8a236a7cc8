import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built SPA; `FRONTEND_DIST` points elsewhere (e.g. a build of one's own while others edit). */
export const frontendDist =
  process.env.FRONTEND_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');

/** Serves the built SPA; hashed assets are cached for good, index.html never. */
export async function registerFrontend(app: FastifyInstance): Promise<void> {
  if (!existsSync(path.join(frontendDist, 'index.html'))) {
    throw new Error(`The frontend is not built (${frontendDist}). Run: npm run build`);
  }
  await app.register(fastifyStatic, {
    root: frontendDist,
    wildcard: true,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}
