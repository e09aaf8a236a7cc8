import type { IncomingHttpHeaders } from 'node:http';
import { imageNameParams, UPLOADS_PREFIX } from '@et/contracts';
import { type Config, createHttpApp, forwardedHeaders, forwardingKey, parseInput } from '@et/platform';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerFrontend, spaFallback } from './frontend';

/** Errors by which a query service could not be reached or dropped the connection. */
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

function isUnreachable(error: unknown): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined; cause; ) {
    if (typeof cause.code === 'string' && unreachable.has(cause.code)) return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}

/** The query services' URLs, from a list or one comma-separated string (`QUERY_SERVICE_URL`). */
export function queryServiceUrls(value: string | readonly string[]): string[] {
  const urls = (typeof value === 'string' ? value.split(',') : [...value])
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter((url) => url !== '');
  if (urls.length === 0) throw new Error('At least one query service URL is needed');
  return urls;
}

/**
 * Query services in turn (round robin). A query that cannot reach one goes to the next, so a
 * query service that stopped costs no failed request; queries are GETs, safe to send again.
 */
function roundRobin(urls: readonly string[], options: FastifyReplyFromHooks) {
  let next = 0;
  const take = () => {
    const first = next;
    next = (next + 1) % urls.length;
    return first;
  };
  return {
    /** The next query service for a connection that cannot fail over (a WebSocket). */
    next: () => urls[take()]!,
    from(reply: FastifyReply, path: string): FastifyReply {
      const first = take();
      const attempt = (tried: number): FastifyReply =>
        reply.from(`${urls[(first + tried) % urls.length]}${path}`, {
          ...options,
          onError: (failed, { error }) => {
            if (tried + 1 < urls.length && !failed.sent && isUnreachable(error)) {
              failed.request.log.warn({ err: error }, 'query service unreachable, trying the next');
              attempt(tried + 1);
              return;
            }
            failed.send(error);
          },
        });
      return attempt(0);
    },
  };
}

/**
 * The gateway in front of separate services: `GET /api/*` to the query services (in turn, with
 * failover), other methods to the command service, `/ws` and `/uploads/*` to the query services.
 * One origin for the browser. `queryUrl` may list several services, comma-separated.
 */
export async function buildProxyGateway(
  config: Config,
  upstreams: { commandUrl: string; queryUrl: string | readonly string[] },
): Promise<FastifyInstance> {
  const app = await createHttpApp(config, { notFound: spaFallback });
  // The services learn who the client is from the gateway alone (signed; the client's own claims dropped).
  const key = forwardingKey(config.secret);
  const forwarded: FastifyReplyFromHooks = {
    rewriteRequestHeaders: (request, headers) =>
      forwardedHeaders(headers, request, key) as IncomingHttpHeaders,
  };
  const queries = roundRobin(queryServiceUrls(upstreams.queryUrl), forwarded);
  await app.register(replyFrom, { undici: { connections: 64, pipelining: 1 } });
  // Bodies pass through untouched; the services parse and validate them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.all('/api/*', (request, reply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? queries.from(reply, request.url)
      : reply.from(`${upstreams.commandUrl}${request.url}`, forwarded),
  );
  // Uploaded images are read from the query service; nothing under the prefix reaches the SPA,
  // and a name that cannot be an image's is answered here.
  app.get(`${UPLOADS_PREFIX}*`, (request, reply) => {
    parseInput(imageNameParams, request.params);
    return queries.from(reply, request.url);
  });
  await app.register(httpProxy, {
    upstream: '',
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
    // Each socket to the next query service; a client whose socket drops reconnects to another.
    replyOptions: { getUpstream: () => queries.next() },
    // The service checks the session cookie and the Origin itself, so both go along. (The
    // option exists, as the default that passes the cookie shows; its type does not list it.)
    wsClientOptions: {
      rewriteRequestHeaders: (headers: IncomingHttpHeaders, request: FastifyRequest) =>
        forwardedHeaders(
          {
            ...headers,
            ...(request.headers.cookie && { cookie: request.headers.cookie }),
            ...(request.headers.origin && { origin: request.headers.origin }),
          },
          request,
          key,
        ),
    } as NonNullable<FastifyHttpProxyOptions['wsClientOptions']>,
    // The upgrade is routed as a GET: without one the proxy never sees it (the SPA fallback answered 200).
    httpMethods: ['GET'],
  });
  await registerFrontend(app);
  return app;
}
