import { createHash, randomBytes } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { IMPERSONATION_TTL_MS, SESSION_TTL_MS } from './session-activity';

export const SESSION_COOKIE = 'et_session';

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

function sessionOptions(options: { secret: string; publicUrl: string }) {
  return {
    key: createHash('sha256').update(`${options.secret}:session-cookie`).digest(),
    cookieName: SESSION_COOKIE,
    // The library's own limit (24 h after the cookie was last written by default) would end
    // sessions the server still counts as live: the server's rules (decision 16) decide.
    expiry: SESSION_TTL_MS / 1000,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.publicUrl.startsWith('https:'),
      maxAge: SESSION_TTL_MS / 1000,
    },
  } as const;
}

/**
 * The encrypted session cookie (HttpOnly, SameSite=Lax, Secure under https), read and written
 * in the scope it is registered in: the command routes, which log in and out.
 */
export async function registerSessionCookie(
  app: FastifyInstance,
  options: { secret: string; publicUrl: string },
): Promise<void> {
  await app.register(secureSession, sessionOptions(options));
}

const MAX_DECODED = 20_000;

/**
 * Reads the session token for the query routes, which never change the cookie: the same
 * `@fastify/secure-session` decoding, done once per distinct cookie value instead of on every
 * request (the hot path of every page). The memo holds only values this server encrypted.
 */
export async function sessionTokenReader(options: { secret: string; publicUrl: string }) {
  const decoder = Fastify({ logger: false });
  await decoder.register(secureSession, sessionOptions(options));
  await decoder.ready();
  const decoded = new Map<string, string | null>();
  const prefix = `${SESSION_COOKIE}=`;
  return (request: FastifyRequest): string | undefined => {
    const header = request.headers.cookie;
    if (!header) return undefined;
    const start = header.indexOf(prefix);
    if (start < 0 || (start > 0 && header[start - 1] !== ' ' && header[start - 1] !== ';')) return undefined;
    const end = header.indexOf(';', start);
    const raw = header.slice(start + prefix.length, end < 0 ? undefined : end);
    let token = decoded.get(raw);
    if (token === undefined) {
      let value: string;
      try {
        value = decodeURIComponent(raw);
      } catch {
        return undefined;
      }
      const session = decoder.decodeSecureSession(value);
      const candidate = session?.get('token');
      token = typeof candidate === 'string' && candidate.length > 0 ? candidate : null;
      if (decoded.size >= MAX_DECODED) decoded.clear();
      decoded.set(raw, token);
    }
    return token ?? undefined;
  };
}

/** The cookie of an impersonation lives as long as the impersonation (merged into the defaults). */
export function limitCookieToImpersonation(request: FastifyRequest): void {
  request.session.options({ maxAge: IMPERSONATION_TTL_MS / 1000 });
}

/** Back to the admin's own session: the cookie's full lifetime again. */
export function restoreCookieLifetime(request: FastifyRequest): void {
  request.session.options({ maxAge: SESSION_TTL_MS / 1000 });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.session.get('token');
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
