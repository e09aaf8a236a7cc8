import type { ReadModel } from '@et/contracts';
import type { FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../change-feed';
import type { ReadModels } from '../read-models';
import { idleLimitMs, SessionActivity } from './session-activity';
import { sessionIdOf, sessionToken } from './session-cookie';

/**
 * Who is signed in, as the HTTP layer needs to know. The feature that owns the accounts widens it
 * to its user document by declaration merging (`interface SignedInUser extends User {}` in a
 * `declare module '@et/platform'`), so routes read the whole user; the platform knows no more.
 */
export interface SignedInUser {
  id: number;
  username: string;
  isAdmin: boolean;
  isBlocked: boolean;
}

/** A live session as the accounts feature keeps it. */
export interface SessionRecord {
  id: string;
  userId: number;
  expiresAt: string;
  createdAt: string;
  impersonatorId?: number;
}

/**
 * What the accounts feature provides so that requests can be authenticated: where sessions and
 * users are kept, and which user an event may change (their sessions and user are then forgotten).
 */
export interface AccountDirectory {
  sessions: ReadModel<SessionRecord>;
  users: ReadModel<SignedInUser>;
  /** The user an event changes; `'all'` when it may change anyone's; undefined when none. */
  affects(event: { streamId: string; data: unknown }): number | 'all' | undefined;
}

export interface AuthContext {
  sessionId: string;
  user: SignedInUser;
  impersonator?: { id: number; username: string };
}

const MAX_CACHED = 50_000;

interface Resolved {
  auth: AuthContext;
  /** When the session ends if it is not used again: the idle limit or the absolute one. */
  expiresAt: number;
  absoluteAt: number;
  idleMs: number;
}

/**
 * Finds who is asking from the session cookie. With a change feed it answers from memory and
 * forgets a user's entries as soon as an event about them has been projected; while the feed
 * lags behind the projections it asks the store.
 */
export class Authenticator {
  private sessions = new Map<string, SessionRecord | null>();
  /** Token -> session id (its SHA-256), so the hash is not computed on every request. */
  private sessionIds = new Map<string, string>();
  /** Token -> who it is, while valid: the hot path of every authenticated request. */
  private contexts = new Map<string, Resolved>();
  /** Counts invalidations, so a lookup that raced with one is not cached. */
  private invalidations = 0;
  private users = new Map<number, SignedInUser | null>();
  private readonly activity: SessionActivity;

  constructor(
    private readonly accounts: AccountDirectory,
    private readonly readModels: ReadModels,
    private readonly feed?: ChangeFeed,
    /** How a request's session token is read (the cookie plugin's session, or a memoised reader). */
    readonly tokenOf: (request: FastifyRequest) => string | undefined = sessionToken,
    private readonly now: () => number = Date.now,
  ) {
    this.activity = new SessionActivity(readModels.documents, now);
    feed?.onEvents((events) => {
      for (const event of events) {
        const affected = this.accounts.affects(event);
        if (affected === 'all') this.forgetAll();
        else if (affected !== undefined) this.forgetUser(affected);
      }
    });
  }

  async fromRequest(request: FastifyRequest): Promise<AuthContext | null> {
    const token = this.tokenOf(request);
    if (!token) return null;
    return this.fromToken(token);
  }

  /**
   * The cached answer for a token, synchronously: undefined when it is not cached or the cache
   * cannot be trusted right now (the feed lags behind the projections).
   */
  peek(token: string | undefined): AuthContext | undefined {
    if (!token || !this.useCache()) return undefined;
    const entry = this.contexts.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.contexts.delete(token);
      return undefined;
    }
    this.used(entry);
    return entry.auth;
  }

  async fromToken(token: string): Promise<AuthContext | null> {
    const hit = this.peek(token);
    if (hit) return hit;
    const generation = this.invalidations;
    const cache = this.useCache();
    const resolved = await this.resolve(token);
    if (!resolved) return null;
    this.used(resolved);
    if (cache && generation === this.invalidations) this.remember(this.contexts, token, resolved);
    return resolved.auth;
  }

  /** A session in use stays alive: its idle limit starts again (recorded every few minutes). */
  private used(entry: Resolved): void {
    if (this.activity.touch(entry.auth.sessionId))
      entry.expiresAt = Math.min(entry.absoluteAt, this.now() + entry.idleMs);
  }

  private async resolve(token: string): Promise<Resolved | null> {
    let sessionId = this.sessionIds.get(token);
    if (sessionId === undefined) {
      sessionId = sessionIdOf(token);
      if (this.feed) this.remember(this.sessionIds, token, sessionId);
    }
    const session = await this.session(sessionId);
    if (!session) return null;
    const absoluteAt = Date.parse(session.expiresAt);
    if (!(absoluteAt > this.now())) return null;
    const user = await this.user(session.userId);
    if (!user || user.isBlocked) return null;
    let auth: AuthContext = { sessionId, user };
    if (session.impersonatorId !== undefined) {
      const admin = await this.user(session.impersonatorId);
      if (!admin?.isAdmin || admin.isBlocked) return null;
      auth = { sessionId, user, impersonator: { id: admin.id, username: admin.username } };
    }
    const idleMs = idleLimitMs(user.isAdmin, auth.impersonator !== undefined);
    let lastUsed = Date.parse(session.createdAt) || 0;
    // A session younger than its idle limit cannot have gone idle: no need to ask when it was used.
    if (lastUsed + idleMs <= this.now())
      lastUsed = Math.max(lastUsed, (await this.activity.lastSeen(sessionId)) ?? 0);
    const expiresAt = Math.min(absoluteAt, lastUsed + idleMs);
    if (expiresAt <= this.now()) return null;
    return { auth, expiresAt, absoluteAt, idleMs };
  }

  private useCache(): boolean {
    return this.feed?.caughtUp() ?? false;
  }

  private async session(sessionId: string): Promise<SessionRecord | null> {
    const cache = this.useCache();
    if (cache && this.sessions.has(sessionId)) return this.sessions.get(sessionId) ?? null;
    const generation = this.invalidations;
    const doc = await this.readModels.collection(this.accounts.sessions).get(sessionId);
    // A read that raced with an invalidation may be older than it: not remembered.
    if (cache && generation === this.invalidations) this.remember(this.sessions, sessionId, doc);
    return doc;
  }

  async user(userId: number): Promise<SignedInUser | null> {
    const cache = this.useCache();
    if (cache && this.users.has(userId)) return this.users.get(userId) ?? null;
    const generation = this.invalidations;
    const doc = await this.readModels.collection(this.accounts.users).get(userId);
    if (cache && generation === this.invalidations) this.remember(this.users, userId, doc);
    return doc;
  }

  private remember<K, V>(map: Map<K, V>, key: K, value: V): void {
    if (map.size >= MAX_CACHED) map.clear();
    map.set(key, value);
  }

  private forgetUser(userId: number): void {
    this.invalidations++;
    this.users.delete(userId);
    for (const [token, { auth }] of this.contexts) {
      if (auth.user.id === userId || auth.impersonator?.id === userId) this.contexts.delete(token);
    }
    for (const [id, session] of this.sessions) {
      if (session === null || session.userId === userId || session.impersonatorId === userId)
        this.sessions.delete(id);
    }
  }

  private forgetAll(): void {
    this.invalidations++;
    this.contexts.clear();
    this.sessions.clear();
    this.users.clear();
  }
}
