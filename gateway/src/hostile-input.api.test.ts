import { declaredRoutes, startPosition } from '@et/platform';
import { describe, expect, it } from 'vitest';
import { rewardFields, uniqueName } from './testing/given';
import { type Expected, type Fixture, inBatches, probe, probesFor, type Role } from './testing/hostile-input';
import { hostileRoutes, loadOverrides } from './testing/hostile-routes';
import { connectLive } from './testing/live-socket';
import { givenRing, givenRingCode, givenRingType } from './testing/rings-given';
import { defaultPassword, storeKinds, type TestApp, type TestClient, useTestApp } from './testing/test-app';

interface Setting {
  fixture: Fixture;
  admin: TestClient;
  /** Logged in, speaking English (the other clients speak German). */
  user: TestClient;
  victimName: string;
}

/**
 * What the probes aim at: an English user with a token, a ring and a diary entry, a victim,
 * frequencies, a ring type, a FAQ, a reward, and a free code and ring code.
 */
async function setting(app: TestApp): Promise<Setting> {
  const admin = await app.given.admin();
  const user = await app.given.user({ language: 'en' });
  const { id: userId, username: userName, email: userEmail } = user.user;
  const victim = (await app.given.user()).user;
  const used = await app.given.frequency();
  const spare = await app.given.frequency();
  const token = await app.given.token(user, { frequencyId: used.id });
  const ringType = await givenRingType(admin);
  const ring = await givenRing(admin, user, { type: ringType.code, frequencyId: used.id });
  const faq = await admin.post('/api/faqs', { question: 'Eine Frage?', answer: 'Eine Antwort.' });
  const reward = await admin.post('/api/reward-images', rewardFields);
  const entry = await user.post('/api/diary-entries', {
    content: 'Ein Gedanke',
    isPositive: true,
    strength: 3,
  });
  const fixture: Fixture = {
    ids: {
      self: userId,
      victim: victim.id,
      token: token.id,
      frequency: used.id,
      spareFrequency: spare.id,
      ring: ring.id,
      ringType: ringType.id,
      faq: faq.body.id,
      reward: reward.body.id,
      diaryEntry: entry.body.id,
    },
    code: await app.given.code(),
    ringCode: await givenRingCode(admin, ringType.code),
    userName,
    userEmail,
    frequencyId: used.id,
    tokenId: token.id,
    free: { username: uniqueName('free'), email: `${uniqueName('free')}@example.com` },
  };
  return { fixture, admin, user, victimName: victim.username };
}

type HeaderProbe = [client: TestClient, url: string, headers: Record<string, string>, expected: Expected];

describe.each(storeKinds)('hostile input on %s', (kind) => {
  const app = useTestApp(kind, {}, setting);
  /** The routes to probe: every registered one, read from its schemas and its feature's overrides. */
  const routes = async () =>
    hostileRoutes(declaredRoutes(app.running.app), await loadOverrides(), app.fixture);

  it('probes every registered route but the exempt ones, and each override names a route', async () => {
    const { routes: probed, problems } = await routes();
    expect(problems).toEqual([]);
    expect(probed.length).toBeGreaterThan(90);
  });

  it('refuses hostile fields, bodies, query parameters and path ids on every route, and changes nothing', async () => {
    const { fixture: f, admin, user } = app;
    const events = app.running.stores.events;
    const head = (await events.headPosition()) ?? startPosition;
    const snapshot = () =>
      Promise.all(
        [
          admin.get('/api/frequencies'),
          admin.get('/api/website-settings'),
          user.get('/api/energy-tokens'),
          user.get('/api/dimension-rings'),
          user.get('/api/diary-entries'),
          admin.get('/api/ring-types'),
          admin.get('/api/faqs?includeInactive=true'),
          admin.get('/api/reward-images'),
        ].map(async (answer) => (await answer).body),
      );
    const before = await snapshot();

    // Anonymous probes each get a new client: no cookie and no throttle carries over.
    const clientFor = (as: Role) => (as === 'anonymous' ? app.client() : as === 'user' ? user : admin);
    const probes = (await routes()).routes.flatMap((route) => probesFor(route, f));
    const failures = await inBatches(
      probes.map((p) => () => probe(clientFor(p.as), p.label, p.request, p.expect)),
    );
    expect(failures.filter(Boolean)).toEqual([]);
    expect(probes.length).toBeGreaterThan(900);

    // Nothing was written but the record of wrong codes typed.
    const written = await events.readAll(head, 10_000);
    expect(
      written.filter((e) => e.type !== 'CodeRedemptionFailed').map((e) => `${e.streamId} ${e.type}`),
    ).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const victim = (await admin.get(`/api/users?search=${app.victimName}`)).body.items;
    expect(victim).toMatchObject([{ id: f.ids.victim, isBlocked: false, isAdmin: false }]);
    // The code is still redeemable, the name and the e-mail still free.
    const newcomer = app.client();
    await newcomer.register(f.free);
    const redeemed = await newcomer.post(`/api/codes/${f.code}/redeem`, { frequencyId: f.frequencyId });
    expect(redeemed.status).toBe(201);
    const ring = await newcomer.post('/api/dimension-rings', { code: f.ringCode });
    expect(ring.status).toBe(201);
    // Over a thousand probes on two cores: more than the default 30 s when the machine is busy.
  }, 120_000);

  it('answers in the language of the request', async () => {
    const { fixture: f, admin, user: english } = app;
    const german = app.client();
    const nul = await german.post('/api/register', {
      username: 'a\u0000b',
      email: 'x@example.com',
      password: defaultPassword,
    });
    expect(nul).toMatchObject({ status: 400, body: { message: 'Der Text enthält unzulässige Zeichen' } });
    const crlf = await english.patch(`/api/energy-tokens/${f.tokenId}`, { name: 'a\r\nb' });
    expect(crlf).toMatchObject({
      status: 400,
      body: { message: 'The text contains characters that are not allowed' },
    });
    const spaces = await english.patch(`/api/users/${f.ids.self}/profile`, {
      email: f.userEmail,
      password: '      ',
    });
    expect(spaces).toMatchObject({
      status: 400,
      body: { message: 'The password must not consist of spaces only' },
    });
    const odd = await admin.delete(`/api/users/%20${f.ids.victim}`);
    expect(odd).toMatchObject({ status: 404, body: { message: 'Benutzer nicht gefunden' } });
    // A path that cannot name anything is not found, whichever rule it broke.
    const nulCode = await admin.delete('/api/codes/%00');
    expect(nulCode.status).toBe(404);
    expect(nulCode.body.message).toBe('Code nicht gefunden');
    const plain = await english.request('POST', '/api/login', 'hello', { 'content-type': 'text/plain' });
    expect(plain).toMatchObject({
      status: 415,
      body: { message: 'This content type is not supported; please send JSON' },
    });
    const badUrl = await english.get('/api/users/%FF');
    expect(badUrl).toMatchObject({ status: 400, body: { message: 'Invalid input' } });
  });

  it('reads hostile headers, cookies and /ws queries as nothing', async () => {
    const { user } = app;
    const positions = ['abc', '-1.-1', '1.0.0', '1e3.1', `${'9'.repeat(31)}.1`, `${'9'.repeat(30)}.1`];
    const cookies = [
      'et_session=%',
      'et_session=%FF%FE',
      `et_session=${'A'.repeat(4000)}`,
      'et_session=a; et_session=b',
      '=;;;',
    ];
    const languages = ['xx', '*', 'de-DE;q=abc', 'zz-\u00ff', ','.repeat(1000)];
    const headerProbes: HeaderProbe[] = [
      ...positions.map((position): HeaderProbe => [user, '/api/user', { 'x-after-position': position }, 200]),
      ...cookies.map((cookie): HeaderProbe => [app.client(), '/api/user', { cookie }, 401]),
      ...languages.map(
        (language): HeaderProbe => [app.client(), '/api/nothing', { 'accept-language': language }, 404],
      ),
    ];
    const failures = await inBatches(
      headerProbes.map(
        ([client, url, headers, expected]) =>
          () =>
            probe(
              client,
              `${url} ${JSON.stringify(headers).slice(0, 60)}`,
              { method: 'GET', url, headers },
              expected,
            ),
      ),
    );
    expect(failures.filter(Boolean)).toEqual([]);

    // A hostile query on /ws is read as nothing: the user's socket opens as usual.
    const live = connectLive(app, user, app.url, '?userId=1&isAdmin=true&x=%00&y=%ED%A0%80&z=%FF');
    await live.opened;
    live.socket.close();
    expect(await live.closed).toBe(1005);
    expect((await user.get('/api/user')).status).toBe(200);
  });
});
