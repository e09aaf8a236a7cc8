import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate } from '@et/contracts';
import type { ConnectionError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { languageOfHeader } from './language';
import { securityHeadersFor } from './security-headers';

/**
 * The longest request target (path and query, as sent) any route reads. The app's own longest
 * addresses (a search of 100 characters, percent-encoded, and a list cursor) stay far below it;
 * a longer one answers `414` with a message in the person's language, before any route runs. The
 * file server would otherwise meet it first and refuse a name the file system cannot hold with `403`.
 */
export const MAX_URL_LENGTH = 4096;

/** `414` for a request target over `MAX_URL_LENGTH`, on every route and on unknown paths alike. */
export function urlLimitError(request: FastifyRequest): HttpError | undefined {
  return request.url.length > MAX_URL_LENGTH ? new HttpError(414, 'urlTooLong') : undefined;
}

/**
 * Requests Node refuses before Fastify sees them. Headers over Node's limit (16 KB, a very long
 * address among them) get `414` when the request line alone is too long, else `431`, with the
 * `{ message }` of every other error in the language the request asked for (read from the bytes
 * received, German when they do not say). Timeouts and malformed requests are answered as Fastify
 * answers them; a connection the client reset is left alone.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status: number;
  let body: string;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands over the bytes it received last (typed by Fastify as their JSON form).
    const raw: unknown = error.rawPacket;
    const received = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
    const target = /^[A-Z]+ (\S+)/.exec(received)?.[1] ?? '';
    const language = languageOfHeader(/^accept-language:[ \t]*([^\r\n]*)/im.exec(received)?.[1]);
    status = target.length > MAX_URL_LENGTH ? 414 : 431;
    body = JSON.stringify({ message: translate(status === 414 ? 'urlTooLong' : 'bodyTooLarge', language) });
  } else {
    status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message = status === 408 ? 'Client Timeout' : 'Client Error';
    body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
  }
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    // JSON like the API's answers, with its headers (a policy that allows nothing, nosniff).
    const headers = Object.entries(securityHeadersFor('/api/'))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${headers}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
