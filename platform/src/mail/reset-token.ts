import { createHash, createHmac } from 'node:crypto';

/**
 * The reset token is derived from SECRET and a random request id, so the plain token never
 * enters the event store: the event carries the id and the token's hash only.
 */
export function resetTokenFor(secret: string, requestId: string): string {
  return createHmac('sha256', `${secret}:password-reset`).update(requestId).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
