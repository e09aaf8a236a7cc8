import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { defaultPassword, type StoreKind, storeKinds, testAdmin, useTestApp } from './testing/test-app';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(storeKinds)('accounts API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  it('logs in by username or e-mail with a fresh session each time', async () => {
    const first = await app.given.user();
    const name = first.user.username;
    const registeredCookie = first.cookie;
    const byMail = app.client();
    await byMail.login(`${name.toUpperCase()}@example.com`);
    const byName = app.client();
    await byName.login(name);
    expect(new Set([registeredCookie, byMail.cookie, byName.cookie]).size).toBe(3);
    // Logging in again on the same client replaces the session: the old cookie stops working.
    const stale = byName.copy();
    await byName.login(name);
    expect(byName.cookie).not.toBe(stale.cookie);
    expect((await stale.get('/api/user')).status).toBe(401);
    expect((await byName.get('/api/user')).status).toBe(200);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const name = (await app.given.user()).user.username;
    const wrong = await app.client().post('/api/login', { username: name, password: 'wrong-password' });
    const unknown = await app
      .client()
      .post('/api/login', { username: `nobody-${name}`, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Benutzername oder Passwort ist falsch');
    // Both verify a password hash, so they take about as long (medians of a few tries).
    const times = { wrong: [wrong.ms], unknown: [unknown.ms] };
    for (let i = 0; i < 3; i++) {
      times.wrong.push(
        (await app.client().post('/api/login', { username: name, password: `wrong-${i}` })).ms,
      );
      times.unknown.push(
        (await app.client().post('/api/login', { username: `nobody${i}-${name}`, password: `wrong-${i}` }))
          .ms,
      );
    }
    const [a, b] = [median(times.wrong), median(times.unknown)];
    expect(Math.max(a, b) / Math.max(1, Math.min(a, b))).toBeLessThan(3);
  });

  it('logs out at once: the cookie no longer works', async () => {
    const client = await app.given.user();
    const replay = client.copy();
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('revokes a session at once, even while requests with it are in flight', async () => {
    for (let round = 0; round < 5; round++) {
      const client = await app.given.user();
      const old = client.copy();
      const busy = Array.from({ length: 10 }, () => old.get('/api/user'));
      await client.logout();
      await Promise.all(busy);
      expect((await old.get('/api/user')).status).toBe(401);
      expect((await old.post('/api/user/complete-onboarding')).status).toBe(401);
    }
  });

  it('changes the own e-mail and password; other sessions end, this one stays', async () => {
    const client = await app.given.user();
    const { user } = client;
    const name = user.username;
    const other = app.client();
    await other.login(name);
    const answer = await client.patch(`/api/users/${user.id}/profile`, {
      email: `new-${name}@example.com`,
      password: 'another-password-2',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(`new-${name}@example.com`);
    expect((await client.get('/api/user')).body.email).toBe(`new-${name}@example.com`);
    expect((await other.get('/api/user')).status).toBe(401);
    await app.client().login(`new-${name}@example.com`, 'another-password-2');
    // The old address is free again.
    await app.client().register(uniqueName('taker'), defaultPassword, `${name}@example.com`);
  });

  it('refuses someone else’s profile, a taken e-mail and extra fields', async () => {
    const a = await app.given.user();
    const userA = a.user;
    const userB = (await app.given.user()).user;
    expect((await a.patch(`/api/users/${userB.id}/profile`, { email: 'x@example.com' })).status).toBe(404);
    const taken = await a.patch(`/api/users/${userA.id}/profile`, { email: userB.email });
    expect(taken.status).toBe(409);
    const mass = await a.patch(`/api/users/${userA.id}/profile`, { email: userA.email, isAdmin: true });
    expect(mass.status).toBe(400);
    expect((await a.get('/api/user')).body.isAdmin).toBe(false);
    expect(
      (await app.client().patch(`/api/users/${userA.id}/profile`, { email: 'x@example.com' })).status,
    ).toBe(401);
  });

  it('saves onboarding steps and completes onboarding', async () => {
    const client = await app.given.user();
    expect((await client.post('/api/user/update-onboarding-step', { step: 2 })).body.onboardingStep).toBe(2);
    expect((await client.get('/api/user')).body.onboardingStep).toBe(2);
    expect((await client.post('/api/user/update-onboarding-step', { step: 9 })).status).toBe(400);
    expect((await client.post('/api/user/complete-onboarding')).status).toBe(200);
    expect((await client.get('/api/user')).body.hasCompletedOnboarding).toBe(true);
  });

  it('answers many simultaneous changes of one account without a server error', async () => {
    const client = await app.given.user();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.post('/api/user/update-onboarding-step', { step: (i % 3) + 1 }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const conflict = answers.find((answer) => answer.status === 409);
    if (conflict) expect(conflict.body.message).toMatch(/gleichzeitig geändert/);
    expect([1, 2, 3]).toContain((await client.me())?.onboardingStep);
  });

  it('stores the language with the account', async () => {
    const client = await app.given.user();
    expect((await client.patch('/api/user/language', { language: 'en' })).body.language).toBe('en');
    expect((await client.patch('/api/user/language', { language: 'fr' })).status).toBe(400);
  });

  it('bootstraps the configured admin', async () => {
    const admin = app.client();
    const user = await admin.login(testAdmin.username, testAdmin.password);
    expect(user.isAdmin).toBe(true);
  });
});
