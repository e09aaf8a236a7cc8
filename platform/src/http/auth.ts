import type { User } from '@et/contracts';
import type { FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../change-feed';
import type { ReadModels } from '../read-models';
import { HttpError } from './errors';
import { sessionIdOf, sessionToken } from './session-cookie';

/** Read model `sessions`: one document per live session, keyed by the token's hash. */
export interface SessionDocument {
  id: string;
  userId: number;
  expiresAt: string;
  createdAt: string;
  impersonatorId?: number;
}

export interface AuthContext {
  sessionId: string;
  user: User;
  impersonator?: { id: number; username: string };
}

const MAX_CACHED = 50_000;

/**
 * Finds who is asking from the session cookie. With a change feed it answers from memory and
 * forgets a user's entries as soon as an event about them has been projected; while the feed
 * lags behind the projections it asks the store.
 */
export class Authenticator {
  private sessions = new Map<string, SessionDocument | null>();
  private users = new Map<number, User | null>();

  constructor(
    private readonly readModels: ReadModels,
    private readonly feed?: ChangeFeed,
  ) {
    feed?.onEvents((events) => {
      for (const event of events) {
        const userId = (event.data as { userId?: unknown } | null)?.userId;
        if (typeof userId === 'number') this.forgetUser(userId);
        else this.forgetAll();
      }
    });
  }

  async fromRequest(request: FastifyRequest): Promise<AuthContext | null> {
    const token = sessionToken(request);
    if (!token) return null;
    return this.fromToken(token);
  }

  async fromToken(token: string): Promise<AuthContext | null> {
    const sessionId = sessionIdOf(token);
    const session = await this.session(sessionId);
    if (!session || Date.parse(session.expiresAt) <= Date.now()) return null;
    const user = await this.user(session.userId);
    if (!user || user.isBlocked) return null;
    if (session.impersonatorId === undefined) return { sessionId, user };
    const admin = await this.user(session.impersonatorId);
    if (!admin?.isAdmin || admin.isBlocked) return null;
    return { sessionId, user, impersonator: { id: admin.id, username: admin.username } };
  }

  async requireUser(request: FastifyRequest): Promise<AuthContext> {
    const auth = await this.fromRequest(request);
    if (!auth) throw new HttpError(401, 'notLoggedIn');
    return auth;
  }

  async requireAdmin(request: FastifyRequest): Promise<AuthContext> {
    const auth = await this.requireUser(request);
    if (!auth.user.isAdmin) throw new HttpError(403, 'adminOnly');
    return auth;
  }

  private useCache(): boolean {
    return this.feed?.caughtUp() ?? false;
  }

  private async session(sessionId: string): Promise<SessionDocument | null> {
    const cache = this.useCache();
    if (cache && this.sessions.has(sessionId)) return this.sessions.get(sessionId) ?? null;
    const doc = await this.readModels.collection<SessionDocument>('sessions').get(sessionId);
    if (cache) this.remember(this.sessions, sessionId, doc);
    return doc;
  }

  async user(userId: number): Promise<User | null> {
    const cache = this.useCache();
    if (cache && this.users.has(userId)) return this.users.get(userId) ?? null;
    const doc = await this.readModels.collection<User>('users').get(userId);
    if (cache) this.remember(this.users, userId, doc);
    return doc;
  }

  private remember<K, V>(map: Map<K, V>, key: K, value: V): void {
    if (map.size >= MAX_CACHED) map.clear();
    map.set(key, value);
  }

  private forgetUser(userId: number): void {
    this.users.delete(userId);
    for (const [id, session] of this.sessions) {
      if (session === null || session.userId === userId || session.impersonatorId === userId)
        this.sessions.delete(id);
    }
  }

  private forgetAll(): void {
    this.sessions.clear();
    this.users.clear();
  }
}
