import { accountDirectory, accountModels, type User } from '@et/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadModels } from '../read-models';
import { eventSchemas } from '../services';
import { openStores, type Stores } from '../stores';
import { Authenticator } from './auth';
import { sessionActivities } from './session-activity';
import { newSessionToken } from './session-cookie';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('session lifetimes (decision 16)', () => {
  let stores: Stores;
  let readModels: ReadModels;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    stores = await openStores({ dataDir: 'memory:' }, eventSchemas);
    readModels = new ReadModels(stores.documents, stores.bus);
  });
  afterAll(() => stores.close());

  let nextId = 1;
  async function sessionFor(
    user: Partial<User>,
    lifetimeMs: number,
    impersonatorId?: number,
  ): Promise<{ token: string; sessionId: string }> {
    const id = nextId++;
    await readModels.collection(accountModels.users).upsert({
      id,
      username: `u${id}`,
      email: `u${id}@example.com`,
      isAdmin: false,
      isBlocked: false,
      hasCompletedOnboarding: true,
      onboardingStep: 1,
      language: 'de',
      createdAt: new Date(clock).toISOString(),
      ...user,
    } as User);
    const session = newSessionToken();
    await readModels.collection(accountModels.sessions).upsert({
      id: session.sessionId,
      userId: id,
      expiresAt: new Date(clock + lifetimeMs).toISOString(),
      createdAt: new Date(clock).toISOString(),
      ...(impersonatorId === undefined ? {} : { impersonatorId }),
    });
    return session;
  }

  /** A fresh instance: nothing in memory, as another process or after a restart. */
  const instance = () => new Authenticator(accountDirectory, readModels, undefined, undefined, now);

  /** Use is recorded in the background; wait until the store has it. */
  async function recorded(sessionId: string): Promise<void> {
    const at = new Date(clock).toISOString();
    await vi.waitFor(async () => {
      const doc = await sessionActivities.in(stores.documents).get(sessionId);
      expect(doc?.seenAt).toBe(at);
    });
  }

  it('ends a user session after 7 days without use, and keeps one in use up to 30 days', async () => {
    const idle = await sessionFor({}, 30 * DAY);
    const used = await sessionFor({}, 30 * DAY);
    const auth = instance();
    expect(await auth.fromToken(used.token)).not.toBeNull();
    await recorded(used.sessionId);
    for (let day = 1; day <= 4; day++) {
      clock += 6 * DAY;
      // Each use is seen by whichever instance answers: a fresh one reads the shared record.
      expect(await instance().fromToken(used.token), `day ${day * 6}`).not.toBeNull();
      await recorded(used.sessionId);
    }
    expect(await instance().fromToken(idle.token)).toBeNull();
    clock += 6 * DAY + HOUR; // 30 days and an hour after the login
    expect(await instance().fromToken(used.token)).toBeNull();
    expect(await auth.fromToken(used.token)).toBeNull();
  });

  it('ends an admin session after 12 hours without use', async () => {
    const admin = await sessionFor({ isAdmin: true }, 30 * DAY);
    const auth = instance();
    clock += 11 * HOUR;
    expect(await auth.fromToken(admin.token)).not.toBeNull();
    await recorded(admin.sessionId);
    clock += 11 * HOUR;
    expect(await instance().fromToken(admin.token)).not.toBeNull();
    clock += 13 * HOUR;
    expect(await auth.fromToken(admin.token)).toBeNull();
    expect(await instance().fromToken(admin.token)).toBeNull();
  });

  it('ends an impersonation after its hour, however busy', async () => {
    const adminSession = await sessionFor({ isAdmin: true }, 30 * DAY);
    const adminId = (await readModels.collection(accountModels.sessions).get(adminSession.sessionId))!.userId;
    const acting = await sessionFor({}, HOUR, adminId);
    const auth = instance();
    for (let minutes = 0; minutes < 60; minutes += 10) {
      expect((await auth.fromToken(acting.token))?.impersonator?.id).toBe(adminId);
      clock += 10 * 60_000;
    }
    expect(await auth.fromToken(acting.token)).toBeNull();
  });
});
