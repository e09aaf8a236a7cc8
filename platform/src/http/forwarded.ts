import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * What the gateway tells the services about the client: its address, the host it asked for and
 * its protocol, signed with a key derived from SECRET. A service believes these headers only with
 * a valid signature, so neither a client nor anyone else who reaches a service's port can choose
 * the address every throttle, the audit and the logs see.
 */
const FORWARDED_FOR = 'x-forwarded-for';
const FORWARDED_HOST = 'x-forwarded-host';
const FORWARDED_PROTO = 'x-forwarded-proto';
export const FORWARDED_SIGNATURE = 'x-et-forwarded-signature';

/** Every header by which a client could claim an address, host or protocol: none reaches a service unsigned. */
const CLAIMS = [FORWARDED_FOR, FORWARDED_HOST, FORWARDED_PROTO, 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/** The signing key, the same in every process that shares SECRET. */
export function forwardingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('energietaler: forwarded by the gateway').digest();
}

function signature(key: Buffer, address: string, host: string, protocol: string): string {
  return createHmac('sha256', key).update(`${address}\n${host}\n${protocol}`).digest('base64url');
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The headers the gateway sends upstream: the client's own claims dropped, the client as the
 * gateway sees it (its socket, or its trusted proxy under TRUST_PROXY) added and signed.
 */
export function forwardedHeaders(
  headers: IncomingHttpHeaders | Record<string, unknown>,
  request: Pick<FastifyRequest, 'ip' | 'host' | 'protocol'>,
  key: Buffer,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...headers };
  for (const name of [...CLAIMS, FORWARDED_SIGNATURE]) delete out[name];
  out[FORWARDED_FOR] = request.ip;
  out[FORWARDED_HOST] = request.host;
  out[FORWARDED_PROTO] = request.protocol;
  out[FORWARDED_SIGNATURE] = signature(key, request.ip, request.host, request.protocol);
  return out;
}

/**
 * On a service, before anything reads the request: keeps the forwarded headers only when the
 * gateway signed them, and drops every such claim otherwise (the socket's address counts then).
 */
export function acceptForwarded(raw: IncomingMessage, key: Buffer): void {
  const headers = raw.headers;
  const given = single(headers[FORWARDED_SIGNATURE]);
  const address = single(headers[FORWARDED_FOR]);
  const host = single(headers[FORWARDED_HOST]);
  const protocol = single(headers[FORWARDED_PROTO]);
  if (
    given &&
    address &&
    host &&
    protocol &&
    !address.includes(',') &&
    signedBy(key, given, address, host, protocol)
  ) {
    delete headers[FORWARDED_SIGNATURE];
    return;
  }
  for (const name of [...CLAIMS, FORWARDED_SIGNATURE]) delete headers[name];
}

function signedBy(key: Buffer, given: string, address: string, host: string, protocol: string): boolean {
  const expected = Buffer.from(signature(key, address, host, protocol));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * An HTTP server for a service behind the gateway: every request and WebSocket upgrade passes
 * `acceptForwarded` first (Fastify's `serverFactory`), so `request.ip`, `host` and `protocol`
 * are the gateway's signed word or the socket's own.
 */
export function serverBehindGateway(key: Buffer) {
  return (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): Server => {
    const server = createServer((req, res) => {
      acceptForwarded(req, key);
      handler(req, res);
    });
    // What Fastify sets on a server it makes itself.
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    // Registered before the WebSocket plugin's own listener, so it runs first.
    server.on('upgrade', (req: IncomingMessage) => acceptForwarded(req, key));
    return server;
  };
}

/** Fastify's `trustProxy` for a service: the one hop in front of it, once `acceptForwarded` vouched for it. */
export const trustGatewayHop = (_address: string, hop: number): boolean => hop === 0;

/** Fastify's `trustProxy` at the edge: TRUST_PROXY's number of proxies in front, no more. */
export function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
