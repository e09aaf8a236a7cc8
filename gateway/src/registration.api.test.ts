import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { type StoreKind, storeKinds, useTestApp } from './testing/test-app';

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

describe.each(storeKinds)('registration API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

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
