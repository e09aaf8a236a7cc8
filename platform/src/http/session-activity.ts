import { bookkeepingCollection } from '../document-store/bookkeeping';
import type { DocumentStore } from '../document-store/document-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Design decision 16: how long a session lives. */
export const SESSION_TTL_MS = 30 * DAY;
export const SESSION_IDLE_MS = 7 * DAY;
export const ADMIN_SESSION_IDLE_MS = 12 * HOUR;
export const IMPERSONATION_TTL_MS = HOUR;

/** How often one process records that a session is in use: idle limits are hours and days. */
const TOUCH_EVERY_MS = 5 * MINUTE;
const PURGE_EVERY_MS = HOUR;
const MAX_REMEMBERED = 50_000;

interface ActivityDocument {
  id: string;
  seenAt: string;
}

export const sessionActivities = bookkeepingCollection<ActivityDocument>('session_activity');

/**
 * When each session was last used, for the idle limit. Operational state beside the read models,
 * not events: a write every few minutes per active session would flood the event store and the
 * audit trail with nothing anyone asked to keep. Every instance reads and writes the same
 * collection; losing it only makes sessions look idle since their login.
 */
export class SessionActivity {
  /** Session id -> when this process last recorded it. */
  private touched = new Map<string, number>();
  private lastPurge = 0;

  constructor(
    private readonly documents: DocumentStore,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private get collection() {
    return sessionActivities.in(this.documents);
  }

  /** When the session was last used, as far as any instance recorded it. */
  async lastSeen(sessionId: string): Promise<number | undefined> {
    const doc = await this.collection.get(sessionId);
    const recorded = doc ? Date.parse(doc.seenAt) : Number.NaN;
    const mine = this.touched.get(sessionId);
    if (Number.isNaN(recorded)) return mine;
    return mine === undefined ? recorded : Math.max(recorded, mine);
  }

  /**
   * Records use of a session, at most once per few minutes per process; true when it wrote.
   * Never waits and never fails the request: a write that fails is retried on a later use.
   */
  touch(sessionId: string): boolean {
    const now = this.now();
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return false;
    if (this.touched.size >= MAX_REMEMBERED) this.touched.clear();
    this.touched.set(sessionId, now);
    this.collection.upsert({ id: sessionId, seenAt: new Date(now).toISOString() }).catch((error) => {
      this.touched.delete(sessionId);
      this.onError(error);
    });
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      // Sessions end after 30 days at most: older records serve nobody.
      const before = new Date(now - SESSION_TTL_MS).toISOString();
      this.collection.deleteMany({ seenAt: { $lt: before } }).catch(this.onError);
    }
    return true;
  }
}

/** The idle limit of a session: admins (and admins acting as someone) get a shorter one. */
export function idleLimitMs(isAdmin: boolean, impersonated: boolean): number {
  return isAdmin || impersonated ? ADMIN_SESSION_IDLE_MS : SESSION_IDLE_MS;
}
