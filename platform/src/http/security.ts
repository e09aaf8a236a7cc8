import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { securityHeadersFor } from './security-headers';

export { allowInlineScripts } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HSTS = 'max-age=31536000; includeSubDomains';

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

/**
 * Security headers on every answer; a state change from a foreign Origin refused. Called by the
 * app's one hook for every request (`http-app.ts`), so it answers the error instead of calling on.
 */
export function secureRequest(publicUrl: string) {
  // One precomputed header set, nothing awaited: this runs on the hot path.
  return (request: FastifyRequest, reply: FastifyReply): HttpError | undefined => {
    reply.headers(securityHeadersFor(request.url));
    if (isHttps(request, publicUrl)) reply.header('strict-transport-security', HSTS);
    if (!SAFE_METHODS.has(request.method) && isForeignOrigin(request, publicUrl))
      return new HttpError(403, 'foreignOrigin');
    return undefined;
  };
}
