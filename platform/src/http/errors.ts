import {
  DomainError,
  type ErrorKind,
  isMessageKey,
  type Language,
  type MessageKey,
  pathNotFoundKey,
  translate,
} from '@et/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { isStoreUnavailable } from '../store-unavailable';
import { requestLanguage } from './language';
import { securityHeadersFor } from './security-headers';

/** What a 503 during a database outage suggests: the pool retries connecting meanwhile. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  throttled: 429,
};

/** Thrown by routes and handlers; the one error handler turns it into `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, MessageKey>,
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export function throttled(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'tooManyRequests',
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

/**
 * Parses input with a contract schema; failures become a 400 with translated field messages,
 * or a 404 for path parameters (a path that fails them names nothing).
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  // No body reads as no fields. Fastify hands a missing body to validators as `null`, so a JSON
  // `null` cannot be told apart here: the JSON parser refuses it before (http-app.ts).
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const key = isMessageKey(issue.message) ? issue.message : 'invalidInput';
    fieldErrors[field] ??= key;
  }
  const first = Object.values(fieldErrors)[0] ?? 'invalidInput';
  const notFound = pathNotFoundKey(schema);
  if (notFound) throw new HttpError(404, notFound);
  throw new HttpError(400, first, {}, fieldErrors);
}

function body(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number>,
  fields?: Record<string, MessageKey>,
) {
  return {
    message: translate(key, language, params),
    ...(fields
      ? {
          errors: Object.fromEntries(
            Object.entries(fields).map(([field, k]) => [field, translate(k, language)]),
          ),
        }
      : {}),
  };
}

/**
 * Fastify's own refusals before any route runs (a path that is no valid URL, a path parameter
 * too long), in the same `{ message }` form and language as every other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  // Answered before any hook runs: the security headers are set here.
  reply.headers(securityHeadersFor(request.url));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(body(language, 'urlTooLong', {}));
  return reply.status(400).send(body(language, 'invalidInput', {}));
}

/** One error handler: clear messages in the user's language; bad input never becomes a 5xx. */
export function registerErrorHandler(
  app: FastifyInstance,
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  // An unknown path: the app's page (client-side routes) where the caller gives one, else 404.
  const notFoundAnswer = (request: FastifyRequest, reply: FastifyReply) => {
    if (notFound && !request.url.startsWith('/api/') && request.url !== '/api')
      return notFound(request, reply);
    return reply.status(404).send(body(requestLanguage(request), 'notFound', {}));
  };
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send(body(language, error.messageKey, error.params, error.fieldErrors));
    }
    if (error instanceof DomainError) {
      return reply.status(statusOf[error.kind]).send(body(language, error.messageKey, error.params));
    }
    // The database is unreachable or too slow: the request was fine, so no 500; try again soon.
    if (isStoreUnavailable(error)) {
      request.log.warn({ err: error }, 'store unavailable');
      // A command whose events were stored (it set its position) must not invite a retry.
      if (reply.hasHeader('x-event-position'))
        return reply.status(503).send(body(language, 'savedButUnconfirmed', {}));
      return reply
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .status(503)
        .send(body(language, 'serviceUnavailable', {}));
    }
    const fastifyError = error as FastifyError;
    const code = fastifyError.code;
    // The file server (the SPA's) refuses a path it cannot check, e.g. a name longer than the file
    // system allows, with 403: such a path names no file, so it is unknown like any other.
    if (code === 'FST_STATIC_FORBIDDEN_PATH') return notFoundAnswer(request, reply);
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send(body(language, 'bodyTooLarge', {}));
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send(body(language, 'malformedJson', {}));
    }
    if (
      code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ||
      code === 'FST_ERR_VALIDATION' ||
      (fastifyError.statusCode !== undefined &&
        fastifyError.statusCode >= 400 &&
        fastifyError.statusCode < 500)
    ) {
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        return reply.status(415).send(body(language, 'unsupportedMediaType', {}));
      return reply.status(fastifyError.statusCode ?? 400).send(body(language, 'invalidInput', {}));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(language, 'internalError', {}));
  });
  app.setNotFoundHandler(notFoundAnswer);
}
