import { type Language, toLanguage } from '@et/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of the person asking: the client sends its UI language as Accept-Language;
 * the first tag wins, German when unknown.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfHeader(request.headers['accept-language']);
}

/** The language an Accept-Language header asks for first; German when unknown. */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const first =
    typeof header === 'string' ? header.split(',')[0]?.trim().slice(0, 2).toLowerCase() : undefined;
  return toLanguage(first);
}
