import { streams } from '@et/contracts';
import { resetTokenFor, startPosition, tokenHash } from '@et/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type StoreKind,
  startTestApp,
  storeKinds,
  type TestApp,
  testAdmin,
  testSecret,
  uniqueName,
  waitForEvent,
} from './testing/test-app';

const userFields = [
  'createdAt',
  'email',
  'hasCompletedOnboarding',
  'id',
  'isAdmin',
  'isBlocked',
  'language',
  'onboardingStep',
  'username',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(storeKinds)('accounts API on %s', (kind: StoreKind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ kind });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('register', () => {
    it('creates the account, logs in and never returns a password', async () => {
      const client = app.client();
      const name = uniqueName('reg');
      const answer = await client.post('/api/register', {
        username: name,
        email: `${name}@Example.com`,
        password: 'a-good-password-1',
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        username: name,
        email: `${name}@example.com`,
        isAdmin: false,
        isBlocked: false,
        hasCompletedOnboarding: false,
        onboardingStep: 1,
      });
      expect(Object.keys(answer.body).sort()).toEqual(userFields);
      expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
      expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect(answer.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
      const me = await client.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(name);
    });

    it('answers validation messages in German by default and in English when asked', async () => {
      const de = await app.client().post('/api/register', { username: '', email: 'nope', password: '123' });
      expect(de.status).toBe(400);
      expect(de.body.errors).toEqual({
        username: 'Benutzername ist erforderlich',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        password: 'Das Passwort muss mindestens 6 Zeichen lang sein',
      });
      const en = await app
        .client({ language: 'en' })
        .post('/api/register', { username: 'x', email: 'nope', password: '123' });
      expect(en.body.errors).toEqual({
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters long',
      });
    });

    it('refuses common and overlong passwords, and unknown fields (mass assignment)', async () => {
      const client = app.client({ language: 'en' });
      const name = uniqueName('pw');
      const common = await client.post('/api/register', {
        username: name,
        email: `${name}@example.com`,
        password: 'password123',
      });
      expect(common.status).toBe(400);
      expect(common.body.message).toMatch(/too common/);
      const long = await client.post('/api/register', {
        username: name,
        email: `${name}@example.com`,
        password: 'x'.repeat(257),
      });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Password must be at most 256 characters');
      const admin = await client.post('/api/register', {
        username: name,
        email: `${name}@example.com`,
        password: 'a-good-password-1',
        isAdmin: true,
      });
      expect(admin.status).toBe(400);
      expect((await client.get('/api/user')).status).toBe(401);
      // Nothing was stored: the name is still free, and the account is no admin.
      expect((await client.register(name)).isAdmin).toBe(false);
    });

    it('refuses common passwords with the German message by default', async () => {
      const name = uniqueName('pwde');
      const answer = await app
        .client()
        .post('/api/register', { username: name, email: `${name}@example.com`, password: 'Passwort' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        password: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
      });
      // 256 characters are fine and not truncated: 255 of them do not log in.
      const long = 'Zx9-'.repeat(64);
      await app.client().register(name, long);
      expect(
        (await app.client().post('/api/login', { username: name, password: long.slice(0, 255) })).status,
      ).toBe(401);
      await app.client().login(name, long);
    });

    it('keeps usernames and e-mails unique, case-insensitively', async () => {
      const name = uniqueName('dup');
      await app.client().register(name);
      const sameName = await app.client().post('/api/register', {
        username: name.toUpperCase(),
        email: `other-${name}@example.com`,
        password: 'a-good-password-1',
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body.message).toBe('Dieser Benutzername ist bereits vergeben');
      const sameMail = await app.client().post('/api/register', {
        username: `other${name}`,
        email: `${name.toUpperCase()}@EXAMPLE.com`,
        password: 'a-good-password-1',
      });
      expect(sameMail.status).toBe(409);
      expect(sameMail.body.message).toBe('Diese E-Mail-Adresse wird bereits verwendet');
    });

    it('gives exactly one account when 20 register the same username at once', async () => {
      const name = uniqueName('race');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.client().post('/api/register', {
            username: name,
            email: `race${i}-${name}@example.com`,
            password: 'a-good-password-1',
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    });

    it('gives exactly one account when 20 register the same e-mail at once', async () => {
      const name = uniqueName('mailrace');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.client().post('/api/register', {
            username: `${name}n${i}`,
            email: `${name}@example.com`,
            password: 'a-good-password-1',
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      // The losers' usernames were released again: they can register with another address.
      const loser = answers.findIndex((a) => a.status === 409);
      const retry = await app.client().post('/api/register', {
        username: `${name}n${loser}`,
        email: `again-${name}@example.com`,
        password: 'a-good-password-1',
      });
      expect(retry.status).toBe(201);
    });
  });

  describe('login and logout', () => {
    it('logs in by username or e-mail with a fresh session each time', async () => {
      const name = uniqueName('login');
      const first = app.client();
      await first.register(name, 'a-good-password-1');
      const registeredCookie = first.cookie;
      const byMail = app.client();
      await byMail.login(`${name.toUpperCase()}@example.com`, 'a-good-password-1');
      const byName = app.client();
      await byName.login(name, 'a-good-password-1');
      expect(new Set([registeredCookie, byMail.cookie, byName.cookie]).size).toBe(3);
      // Logging in again on the same client replaces the session: the old cookie stops working.
      const old = byName.cookie;
      await byName.login(name, 'a-good-password-1');
      expect(byName.cookie).not.toBe(old);
      const stale = app.client();
      stale.cookie = old;
      expect((await stale.get('/api/user')).status).toBe(401);
      expect((await byName.get('/api/user')).status).toBe(200);
    });

    it('answers an unknown user and a wrong password alike', async () => {
      const name = uniqueName('enum');
      await app.client().register(name, 'a-good-password-1');
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
      const client = app.client();
      await client.register(uniqueName('out'));
      const cookie = client.cookie;
      expect((await client.post('/api/logout')).status).toBe(200);
      const replay = app.client();
      replay.cookie = cookie;
      expect((await replay.get('/api/user')).status).toBe(401);
    });

    it('revokes a session at once, even while requests with it are in flight', async () => {
      for (let round = 0; round < 5; round++) {
        const client = app.client();
        await client.register(uniqueName('flight'));
        const old = client.copy();
        const busy = Array.from({ length: 10 }, () => old.get('/api/user'));
        await client.logout();
        await Promise.all(busy);
        expect((await old.get('/api/user')).status).toBe(401);
        expect((await old.post('/api/user/complete-onboarding')).status).toBe(401);
      }
    });
  });

  describe('profile and onboarding', () => {
    it('changes the own e-mail and password; other sessions end, this one stays', async () => {
      const name = uniqueName('prof');
      const client = app.client();
      const user = await client.register(name, 'a-good-password-1');
      const other = app.client();
      await other.login(name, 'a-good-password-1');
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
      await app.client().register(uniqueName('taker'), 'a-good-password-1', `${name}@example.com`);
    });

    it('refuses someone else’s profile, a taken e-mail and extra fields', async () => {
      const a = app.client();
      const userA = await a.register(uniqueName('pa'));
      const b = app.client();
      const userB = await b.register(uniqueName('pb'));
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
      const client = app.client();
      await client.register(uniqueName('onb'));
      expect((await client.post('/api/user/update-onboarding-step', { step: 2 })).body.onboardingStep).toBe(
        2,
      );
      expect((await client.get('/api/user')).body.onboardingStep).toBe(2);
      expect((await client.post('/api/user/update-onboarding-step', { step: 9 })).status).toBe(400);
      expect((await client.post('/api/user/complete-onboarding')).status).toBe(200);
      expect((await client.get('/api/user')).body.hasCompletedOnboarding).toBe(true);
    });

    it('answers many simultaneous changes of one account without a server error', async () => {
      const client = app.client();
      await client.register(uniqueName('burst'));
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
      const client = app.client();
      await client.register(uniqueName('lang'));
      expect((await client.patch('/api/user/language', { language: 'en' })).body.language).toBe('en');
      expect((await client.patch('/api/user/language', { language: 'fr' })).status).toBe(400);
    });
  });

  describe('password reset', () => {
    it('resets with the mailed token once; the token is stored only hashed', async () => {
      const name = uniqueName('rst');
      const client = app.client();
      const { id } = await client.register(name, 'a-good-password-1');
      expect(
        (await app.client().post('/api/request-password-reset', { email: `${name}@example.com` })).status,
      ).toBe(200);
      const requested = await waitForEvent(app, streams.user(id), 'PasswordResetRequested');
      const token = resetTokenFor(testSecret, (requested.data as { requestId: string }).requestId);
      const all = await app.running.stores.events.readAll(startPosition, 100_000);
      expect(JSON.stringify(all.map((event) => event.data))).not.toContain(token);

      const common = await app.client().post('/api/reset-password', { token, password: 'password1' });
      expect(common.status).toBe(400);
      const done = await app.client().post('/api/reset-password', { token, password: 'new-password-2' });
      expect(done.status).toBe(200);
      // The old password and the old sessions are gone; the new password works.
      expect((await client.get('/api/user')).status).toBe(401);
      expect(
        (await app.client().post('/api/login', { username: name, password: 'a-good-password-1' })).status,
      ).toBe(401);
      await app.client().login(name, 'new-password-2');
      const again = await app.client().post('/api/reset-password', { token, password: 'third-password-3' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(
        'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      );
      await app.client().login(name, 'new-password-2');
    });

    it('gives one reset token per request; a password change voids the ones still open', async () => {
      const name = uniqueName('rst2');
      const client = app.client();
      const { id } = await client.register(name);
      await app.client().post('/api/request-password-reset', { email: `${name}@example.com` });
      const first = await waitForEvent(app, streams.user(id), 'PasswordResetRequested');
      const firstToken = resetTokenFor(testSecret, (first.data as { requestId: string }).requestId);
      // The account holder remembers the password and changes it: the open link must not work.
      expect(
        (
          await client.patch(`/api/users/${id}/profile`, {
            email: `${name}@example.com`,
            password: 'changed-pw-9',
          })
        ).status,
      ).toBe(200);
      const late = await app
        .client()
        .post('/api/reset-password', { token: firstToken, password: 'attacker-pw-1' });
      expect(late.status).toBe(400);
      await app.client().login(name, 'changed-pw-9');
    });

    it('answers the same for known and unknown addresses', async () => {
      const name = uniqueName('reset');
      await app.client().register(name);
      const known = await app.client().post('/api/request-password-reset', { email: `${name}@example.com` });
      const unknown = await app
        .client()
        .post('/api/request-password-reset', { email: `nobody-${name}@example.com` });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      const invalid = await app.client().post('/api/request-password-reset', { email: 'not-an-address' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Ungültige E-Mail-Adresse');
    });

    it('refuses an expired token', async () => {
      const name = uniqueName('expired');
      const { id } = await app.client().register(name, 'a-good-password-1');
      // A request made more than an hour ago: its event, as the command would have stored it.
      const requestId = `expired-${name}`;
      const token = resetTokenFor(testSecret, requestId);
      const appended = await app.running.stores.events.append(
        streams.user(id),
        [
          {
            type: 'PasswordResetRequested',
            data: {
              userId: id,
              requestId,
              tokenHash: tokenHash(token),
              expiresAt: new Date(Date.now() - 1000).toISOString(),
            },
          },
        ],
        'any',
      );
      expect(await app.running.progress.waitFor(appended.position, 5000)).toBe(true);
      const answer = await app.client().post('/api/reset-password', { token, password: 'new-password-2' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      );
      await app.client().login(name, 'a-good-password-1');
    });

    it('refuses an unknown token with the spec’s message', async () => {
      const answer = await app
        .client()
        .post('/api/reset-password', { token: 'made-up-token', password: 'a-good-password-1' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      );
    });
  });

  it('bootstraps the configured admin', async () => {
    const admin = app.client();
    const user = await admin.login(testAdmin.username, testAdmin.password);
    expect(user.isAdmin).toBe(true);
  });
});
