import { streams } from '@et/contracts';
import { resetTokenFor, startPosition, tokenHash } from '@et/platform';
import { describe, expect, it } from 'vitest';
import {
  defaultPassword,
  type StoreKind,
  storeKinds,
  testSecret,
  useTestApp,
  waitForEvent,
} from './testing/test-app';

describe.each(storeKinds)('password reset API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  it('resets with the mailed token once; the token is stored only hashed', async () => {
    const client = await app.given.user();
    const { id, username: name } = client.user;
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
      (await app.client().post('/api/login', { username: name, password: defaultPassword })).status,
    ).toBe(401);
    await app.client().login(name, 'new-password-2');
    const again = await app.client().post('/api/reset-password', { token, password: 'third-password-3' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.');
    await app.client().login(name, 'new-password-2');
  });

  it('gives one reset token per request; a password change voids the ones still open', async () => {
    const client = await app.given.user();
    const { id, username: name } = client.user;
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
    const name = (await app.given.user()).user.username;
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
    const { id, username: name } = (await app.given.user()).user;
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
    expect(answer.body.message).toBe('Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.');
    await app.client().login(name);
  });

  it('refuses an unknown token with the spec’s message', async () => {
    const answer = await app
      .client()
      .post('/api/reset-password', { token: 'made-up-token', password: 'a-good-password-1' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.');
  });
});
