import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HSTS = 'max-age=31536000; includeSubDomains';
/** Pages and assets: the full policy for the app. */
const pageHeaders = {
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * API answers are JSON, never rendered: a policy that allows nothing is stricter and short
 * (header bytes are most of a small answer's cost). Never cached: they may be personal.
 */
const apiHeaders = {
  'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function isHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

/** The request's own origin as the browser sees it (Host header, or the public URL). */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  if (request.host) origins.push(`${request.protocol}://${request.host}`);
  return origins;
}

/**
 * A state change from another site: a foreign `Origin`, or, where a browser sent none, its
 * `Sec-Fetch-Site` saying the request came from another site (same-site counts: a sibling
 * subdomain is not this app).
 */
export function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site';
  }
  return !ownOrigins(request, publicUrl).includes(origin);
}

/** Pages whose address carries a secret (the reset link's token) send no Referer anywhere. */
const secretBearingPages = ['/reset-password'];

function carriesSecret(url: string): boolean {
  return secretBearingPages.some(
    (page) => url === page || url.startsWith(`${page}?`) || url.startsWith(`${page}/`),
  );
}

/** Security headers on every answer; state changes from a foreign Origin refused. */
export function registerSecurity(app: FastifyInstance, options: { publicUrl: string }): void {
  // On every request: one precomputed header set, no async hook (this runs on the hot path).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    if (carriesSecret(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (isHttps(request, options.publicUrl)) reply.header('strict-transport-security', HSTS);
    if (!SAFE_METHODS.has(request.method) && isForeignOrigin(request, options.publicUrl)) {
      done(new HttpError(403, 'foreignOrigin'));
      return;
    }
    done();
  });
}
