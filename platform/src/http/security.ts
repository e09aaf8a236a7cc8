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

function isHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

/** The request's own origin as the browser sees it (Host header, or the public URL). */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  if (request.host) origins.push(`${request.protocol}://${request.host}`);
  return origins;
}

export function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !ownOrigins(request, publicUrl).includes(origin);
}

/** Security headers on every answer; state changes from a foreign Origin refused. */
export function registerSecurity(app: FastifyInstance, options: { publicUrl: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (isHttps(request, options.publicUrl)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && isForeignOrigin(request, options.publicUrl)) {
      throw new HttpError(403, 'foreignOrigin');
    }
  });
}
