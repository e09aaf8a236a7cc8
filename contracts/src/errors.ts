import type { MessageKey } from './texts';

export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'throttled';

/** A refusal by a business rule; the HTTP layer maps `kind` to a status code. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}
