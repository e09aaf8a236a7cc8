import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { collectApiDocs } from './api-docs';
import { answerFrameworkError, HttpError, registerErrorHandler } from './errors';
import { forwardingKey, serverBehindGateway, trustGatewayHop, trustProxyHops } from './forwarded';
import { answerClientError, urlLimitError } from './request-limits';
import { answerBySchema } from './response-schemas';
import { catalogRoutes } from './route-catalog';
import { secureRequest } from './security';
import { zodValidatorCompiler } from './zod-schemas';

export const BODY_LIMIT = 1024 * 1024;

/**
 * A Fastify instance with the shared plugins every service uses: logging, body limit,
 * the one error handler, security headers and the origin check, route schemas from zod (requests
 * parsed by them, answers written by them) and the API document collected from them. The session
 * cookie belongs to the services: commands read and write it, queries only read it.
 *
 * At the edge (the gateway, the embedded app) the client is the socket's peer, or what the
 * TRUST_PROXY proxies in front say. A service `behindGateway` believes only what the gateway
 * signed (`forwarded.ts`): its own TRUST_PROXY is not consulted.
 */
export async function createHttpApp(
  config: Pick<Config, 'logLevel' | 'trustProxy' | 'publicUrl' | 'secret'>,
  options: {
    notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
    behindGateway?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const behindGateway = options.behindGateway === true;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: behindGateway ? trustGatewayHop : trustProxyHops(config.trustProxy),
    ...(behindGateway && { serverFactory: serverBehindGateway(forwardingKey(config.secret)) }),
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // Every text answer compressed when the client asks, brotli first (quality 4: fast enough for
  // each request). Bodies that already carry an encoding (precompressed static files, answers
  // proxied from a service) pass as they are. Request bodies are not decompressed: the gateway
  // forwards them untouched.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  // The API speaks JSON only: without Fastify's text/plain parser such a body gets 415, not a
  // 400 from a schema that was handed a string.
  app.removeContentTypeParser('text/plain');
  // A request without a body sent with the JSON type anyway (a DELETE, a POST without fields, as
  // many clients send them) has nothing to parse: no body, not "invalid JSON". A body that is sent
  // is an object on every route: `null`, a list, a string or a number is refused here, once for all
  // routes, so no route can read `null` as "no fields given".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return done(new HttpError(400, 'bodyNotObject'), undefined);
      return done(null, value);
    });
  });
  registerErrorHandler(app, options.notFound);
  // What every request passes, in one hook (each hook costs every request about 0.4 µs): the
  // security headers and the origin check, then the address's length.
  const secure = secureRequest(config.publicUrl);
  app.addHook('onRequest', (request, reply, done) => done(secure(request, reply) ?? urlLimitError(request)));
  app.setValidatorCompiler(zodValidatorCompiler);
  answerBySchema(app);
  catalogRoutes(app);
  await collectApiDocs(app);
  return app;
}

/** Stops on SIGINT/SIGTERM: no new connections, in-flight requests finish, then `cleanup`. */
export function closeOnSignals(app: FastifyInstance, cleanup: () => Promise<void>): void {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    try {
      await app.close();
      await cleanup();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
