import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowInlineScripts, HttpError } from '@et/platform';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The built SPA; `FRONTEND_DIST` points elsewhere (e.g. a build of one's own while others edit). */
export const frontendDist =
  process.env.FRONTEND_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');

/** Files whose name changes with their content (Vite's hashed build output). */
const assetsPrefix = '/assets/';

/**
 * What an unknown path gets: the SPA's index.html (client-side routes), except under `/assets/`:
 * a file missing there is a 404, so a tab still open from before a redeploy asking for an old
 * chunk gets an error it can handle, not HTML with 200.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): unknown {
  if (request.url.startsWith(assetsPrefix)) throw new HttpError(404, 'notFound');
  return reply.sendFile('index.html');
}

/** The CSP hashes (`sha256-…`) of a page's inline scripts, as the browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`,
  );
}

/**
 * Serves the built SPA: hashed assets are cached for good, everything else (index.html, the
 * service worker, the manifest) is revalidated on each use. The build writes a brotli and a
 * gzip copy next to each text file; they are sent as they are when the browser accepts them.
 */
export async function registerFrontend(app: FastifyInstance): Promise<void> {
  if (!existsSync(path.join(frontendDist, 'index.html'))) {
    throw new Error(`The frontend is not built (${frontendDist}). Run: npm run build`);
  }
  // index.html's own fallback (a blank page never stays blank) runs inline: allowed by its hash,
  // taken from the very file that is served, so it cannot drift from the build.
  allowInlineScripts(inlineScriptHashes(readFileSync(path.join(frontendDist, 'index.html'), 'utf8')));
  await app.register(fastifyStatic, {
    root: frontendDist,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'no-cache');
        return;
      }
      res.header('cache-control', 'public, max-age=31536000, immutable');
      // Never revalidated (the name changes with the content): validators and range hints are
      // bytes for nothing on every file of the first page (issue 12's budget counts headers).
      res.removeHeader('etag');
      res.removeHeader('last-modified');
      res.removeHeader('accept-ranges');
    },
  });
}
