import { createHash, randomBytes } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'et_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const IMPERSONATION_TTL_MS = 60 * 60 * 1000;

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The raw session token; the server knows only its hash. */
    token: string;
    /** While an admin acts as another user: the admin's own session token. */
    adminToken: string;
  }
}

/** A new random session token and the id (hash) the server stores. */
export function newSessionToken(): { token: string; sessionId: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sessionId: sessionIdOf(token) };
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The encrypted session cookie (HttpOnly, SameSite=Lax, Secure under https). */
export async function registerSessionCookie(
  app: FastifyInstance,
  options: { secret: string; publicUrl: string },
): Promise<void> {
  const key = createHash('sha256').update(`${options.secret}:session-cookie`).digest();
  await app.register(secureSession, {
    key,
    cookieName: SESSION_COOKIE,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.publicUrl.startsWith('https:'),
      maxAge: SESSION_TTL_MS / 1000,
    },
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.session.get('token');
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
