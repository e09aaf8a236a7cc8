import { imageNameParams, UPLOADS_PREFIX } from '@et/contracts';
import { type Config, createHttpApp, parseInput } from '@et/platform';
import httpProxy from '@fastify/http-proxy';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { registerFrontend } from './frontend';

/**
 * The gateway in front of separate services: `GET /api/*` to the query service, other
 * methods to the command service, `/ws` and `/uploads/*` to the query service. One origin for the browser.
 */
export async function buildProxyGateway(
  config: Config,
  upstreams: { commandUrl: string; queryUrl: string },
): Promise<FastifyInstance> {
  const app = await createHttpApp(config, { notFound: (_request, reply) => reply.sendFile('index.html') });
  await app.register(replyFrom, { undici: { connections: 64, pipelining: 1 } });
  // Bodies pass through untouched; the services parse and validate them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.all('/api/*', (request, reply) => {
    const base =
      request.method === 'GET' || request.method === 'HEAD' ? upstreams.queryUrl : upstreams.commandUrl;
    return reply.from(`${base}${request.url}`);
  });
  // Uploaded images are read from the query service; nothing under the prefix reaches the SPA,
  // and a name that cannot be an image's is answered here.
  app.get(`${UPLOADS_PREFIX}*`, (request, reply) => {
    parseInput(imageNameParams, request.params);
    return reply.from(`${upstreams.queryUrl}${request.url}`);
  });
  await app.register(httpProxy, {
    upstream: upstreams.queryUrl,
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
    // The upgrade is routed as a GET: without one the proxy never sees it (the SPA fallback answered 200).
    httpMethods: ['GET'],
  });
  await registerFrontend(app);
  return app;
}
