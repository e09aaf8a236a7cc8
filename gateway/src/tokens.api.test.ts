import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  type StoreKind,
  startTestApp,
  storeKinds,
  type TestApp,
  type TestClient,
  uniqueName,
} from './testing/test-app';

const frequencyFields = {
  nameDE: 'Liebe',
  descriptionDE: 'Die Frequenz der Liebe',
  nameEN: 'Love',
  descriptionEN: 'The frequency of love',
  color: 'gold',
};

describe.each(storeKinds)('tokens, codes and frequencies API on %s', (kind: StoreKind) => {
  let app: TestApp;
  let admin: TestClient;
  let frequencyId: number;

  const newCode = async (): Promise<string> => {
    const answer = await admin.post('/api/codes');
    expect(answer.status).toBe(201);
    return answer.body.code;
  };
  const newUser = async (prefix = 'tok'): Promise<TestClient & { id: number }> => {
    const client = app.client();
    const { id } = await client.register(uniqueName(prefix));
    return Object.assign(client, { id });
  };

  beforeAll(async () => {
    app = await startTestApp({ kind });
    admin = await adminClient(app);
    const created = await admin.post('/api/frequencies', frequencyFields);
    expect(created.status).toBe(201);
    frequencyId = created.body.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses anonymous callers (401) and non-admins on admin calls (403)', async () => {
    const user = await newUser('perm');
    const token = (await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId })).body;
    const code = await newCode();
    const userCalls: Array<[string, string, unknown?]> = [
      ['GET', '/api/energy-tokens'],
      ['GET', '/api/frequencies'],
      ['GET', '/api/token-activities'],
      ['PATCH', `/api/energy-tokens/${token.id}`, { isActive: true }],
      ['POST', '/api/token-activities', { tokenId: token.id, action: 'activated' }],
      ['POST', `/api/codes/${code}/redeem`, { frequencyId }],
    ];
    const adminCalls: Array<[string, string, unknown?]> = [
      ['GET', '/api/codes'],
      ['POST', '/api/codes'],
      ['POST', '/api/codes/manual', { code: '123456' }],
      ['POST', '/api/codes/batch', { count: 2 }],
      ['DELETE', `/api/codes/${code}`],
      ['DELETE', `/api/energy-tokens/${token.id}`],
      ['POST', '/api/frequencies', frequencyFields],
      ['PATCH', `/api/frequencies/${frequencyId}`, frequencyFields],
      ['DELETE', `/api/frequencies/${frequencyId}`],
      ['GET', `/api/audit?tokenId=${token.id}`],
    ];
    for (const [method, url, body] of [...userCalls, ...adminCalls])
      expect((await app.client().request(method, url, body)).status, `${method} ${url} anonymous`).toBe(401);
    for (const [method, url, body] of adminCalls)
      expect((await user.request(method, url, body)).status, `${method} ${url} as user`).toBe(403);
    // Nothing changed on the way.
    expect((await admin.get(`/api/codes?search=${code}`)).body.items[0].isUsed).toBe(false);
    expect((await user.get('/api/energy-tokens')).body[0]).toMatchObject({ id: token.id, isActive: false });
  });

  it('redeems a code into a token the owner sees at once, with its frequency', async () => {
    const user = await newUser();
    const code = await newCode();
    expect(code).toMatch(/^\d{6}$/);
    const redeemed = await user.post(`/api/codes/${code}/redeem`, { frequencyId });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body).toMatchObject({
      name: 'Energy Token 1',
      code,
      frequencyId,
      isActive: false,
      userId: user.id,
      frequency: { nameDE: 'Liebe', nameEN: 'Love', color: 'gold' },
    });
    const list = await user.get('/api/energy-tokens');
    expect(list.body.map((t: { id: number }) => t.id)).toEqual([redeemed.body.id]);
    const second = await user.post(`/api/codes/${await newCode()}/redeem`, {
      frequencyId,
      name: ' Mein Taler ',
    });
    expect(second.body.name).toBe('Mein Taler');
    const third = await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId });
    expect(third.body.name).toBe('Energy Token 3');
    const codes = await admin.get(`/api/codes?search=${code}`);
    expect(codes.body.items[0]).toMatchObject({
      code,
      isUsed: true,
      userId: user.id,
      tokenId: redeemed.body.id,
    });
  });

  it('answers every failed redemption alike and leaves the code intact', async () => {
    const user = await newUser();
    const code = await newCode();
    await user.post(`/api/codes/${code}/redeem`, { frequencyId });
    const other = await newUser();
    for (const attempt of [code, '000000x', 'ZZZZZZ', 'ab']) {
      const answer = await other.post(`/api/codes/${attempt}/redeem`, { frequencyId });
      expect(answer.status, attempt).toBe(409);
      expect(answer.body.message).toBe('Ungültiger oder bereits verwendeter Code');
    }
    const english = app.client({ language: 'en' });
    english.cookie = other.cookie;
    expect((await english.post(`/api/codes/${code}/redeem`, { frequencyId })).body.message).toBe(
      'Invalid or already used code',
    );
    expect((await other.get('/api/energy-tokens')).body).toEqual([]);
    expect((await user.get('/api/energy-tokens')).body).toHaveLength(1);
  });

  it('accepts a code typed with spaces, dashes and small letters', async () => {
    const user = await newUser();
    const code = await newCode();
    const typed = `${code.slice(0, 3)}- ${code.slice(3)}`.toLowerCase();
    const answer = await user.post(`/api/codes/${encodeURIComponent(typed)}/redeem`, { frequencyId });
    expect(answer.status).toBe(201);
  });

  it('asks for a frequency, and a real one', async () => {
    const user = await newUser();
    const code = await newCode();
    const missing = await user.post(`/api/codes/${code}/redeem`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.frequencyId).toBe('Bitte wähle eine Frequenz aus.');
    const unknown = await user.post(`/api/codes/${code}/redeem`, { frequencyId: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.frequencyId).toBe('Frequenz nicht gefunden');
    expect((await admin.get(`/api/codes?search=${code}`)).body.items[0].isUsed).toBe(false);
  });

  it('throttles guessing per user with a clear message', async () => {
    const user = await newUser('guess');
    let answer = await user.post('/api/codes/999999/redeem', { frequencyId });
    for (let i = 0; i < 12 && answer.status !== 429; i++)
      answer = await user.post(`/api/codes/${String(900000 + i)}/redeem`, { frequencyId });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.body.message).toMatch(/Bitte versuchen Sie es in \d+ Minuten erneut/);
    // Even a good code waits until the throttle lets go.
    expect((await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId })).status).toBe(429);
  });

  it('lets owners rename, re-assign and switch only their own tokens', async () => {
    const user = await newUser();
    const token = (await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId })).body;
    const other = (
      await admin.post('/api/frequencies', {
        ...frequencyFields,
        nameDE: 'Mut',
        nameEN: 'Courage',
        color: 'red',
      })
    ).body;
    const changed = await user.patch(`/api/energy-tokens/${token.id}`, {
      name: 'Morgentaler',
      frequencyId: other.id,
      isActive: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Morgentaler', frequencyId: other.id, isActive: true });
    expect(changed.body.frequency).toMatchObject({ nameEN: 'Courage', color: 'red' });
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: false });
    const history = await user.get(`/api/token-activities?tokenId=${token.id}`);
    expect(history.body.map((a: { action: string }) => a.action)).toEqual(['deactivated', 'activated']);
    expect(
      (await user.post('/api/token-activities', { tokenId: token.id, action: 'activated' })).status,
    ).toBe(200);

    const stranger = await newUser();
    expect((await stranger.patch(`/api/energy-tokens/${token.id}`, { name: 'mine' })).status).toBe(404);
    expect(
      (await stranger.post('/api/token-activities', { tokenId: token.id, action: 'activated' })).status,
    ).toBe(404);
    expect((await stranger.get(`/api/token-activities?tokenId=${token.id}`)).body).toEqual([]);
    expect((await admin.patch(`/api/energy-tokens/${token.id}`, { name: 'admin' })).status).toBe(404);
    expect((await user.patch(`/api/energy-tokens/${token.id}`, { name: '' })).status).toBe(400);
    expect((await user.patch(`/api/energy-tokens/${token.id}`, { isAdmin: true })).status).toBe(400);
    expect((await user.patch(`/api/energy-tokens/${token.id}`, { frequencyId: 424242 })).status).toBe(400);
    expect((await user.get('/api/energy-tokens')).body[0]).toMatchObject({
      name: 'Morgentaler',
      isActive: false,
    });
  });

  it('shows every change in the next token list (read your writes), also a frequency renamed by an admin', async () => {
    const user = await newUser('ryw');
    const token = (await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId })).body;
    const frequency = (await admin.post('/api/frequencies', { ...frequencyFields, nameEN: 'Before' })).body;
    for (let round = 0; round < 20; round++) {
      const patch = round % 2 === 0 ? { isActive: round % 4 === 0 } : { name: `Runde ${round}` };
      expect((await user.patch(`/api/energy-tokens/${token.id}`, patch)).status).toBe(200);
      expect((await user.get('/api/energy-tokens')).body[0], `round ${round}`).toMatchObject(patch);
    }
    await user.patch(`/api/energy-tokens/${token.id}`, { frequencyId: frequency.id });
    expect((await user.get('/api/energy-tokens')).body[0].frequency.nameEN).toBe('Before');
    await admin.patch(`/api/frequencies/${frequency.id}`, { ...frequencyFields, nameEN: 'After' });
    expect((await user.get('/api/energy-tokens')).body[0].frequency.nameEN).toBe('After');
    await admin.delete(`/api/energy-tokens/${token.id}`);
    expect((await user.get('/api/energy-tokens')).body).toEqual([]);
  });

  it('makes a query wait for a position its client has seen (x-after-position), at most 2 s', async () => {
    const user = await newUser('after');
    const token = (await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId })).body;
    const patched = await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    const position = patched.headers.get('x-event-position')!;
    const seen = await user.request('GET', '/api/energy-tokens', undefined, { 'x-after-position': position });
    expect(seen.body[0].isActive).toBe(true);
    expect(seen.ms).toBeLessThan(1000);
    expect(
      (await user.request('GET', '/api/energy-tokens', undefined, { 'x-after-position': 'x' })).ms,
    ).toBeLessThan(1000);
    // A position no projection has reached yet: the query waits its 2 s, then answers what it has.
    const ahead = await user.request('GET', '/api/energy-tokens', undefined, {
      'x-after-position': '999999999.1',
    });
    expect(ahead.status).toBe(200);
    expect(ahead.ms).toBeGreaterThanOrEqual(1900);
  });

  it('lets only admins delete tokens, codes and frequencies, and keeps what is in use', async () => {
    const user = await newUser();
    const code = await newCode();
    const token = (await user.post(`/api/codes/${code}/redeem`, { frequencyId })).body;
    expect((await user.delete(`/api/energy-tokens/${token.id}`)).status).toBe(403);
    expect((await user.delete(`/api/codes/${code}`)).status).toBe(403);
    expect((await user.post('/api/codes')).status).toBe(403);
    expect((await user.post('/api/frequencies', frequencyFields)).status).toBe(403);
    expect((await app.client().get('/api/energy-tokens')).status).toBe(401);

    const inUse = await admin.delete(`/api/codes/${code}`);
    expect(inUse.status).toBe(409);
    const frequencyInUse = await admin.delete(`/api/frequencies/${frequencyId}`);
    expect(frequencyInUse.status).toBe(409);
    expect(frequencyInUse.body.message).toMatch(/wird noch von \d+ Energietalern/);

    expect((await admin.delete(`/api/energy-tokens/${token.id}`)).status).toBe(200);
    expect((await user.get('/api/energy-tokens')).body).toEqual([]);
    expect((await admin.delete(`/api/codes/${code}`)).status).toBe(200);
    expect((await admin.get(`/api/codes?search=${code}`)).body.total).toBe(0);
    expect((await admin.delete(`/api/codes/${code}`)).status).toBe(404);

    const unused = (await admin.post('/api/frequencies', frequencyFields)).body;
    expect((await admin.delete(`/api/frequencies/${unused.id}`)).status).toBe(200);
    expect((await user.get('/api/frequencies')).body.some((f: { id: number }) => f.id === unused.id)).toBe(
      false,
    );
  });

  it('answers unknown ids and path ids that are no numbers with 404, bad query ids with 400, changing nothing', async () => {
    const user = await newUser('unknown');
    const before = (await admin.get('/api/admin/stats')).body;
    expect((await admin.delete('/api/energy-tokens/999999')).status).toBe(404);
    expect((await admin.delete('/api/frequencies/999999')).status).toBe(404);
    expect((await user.patch('/api/energy-tokens/999999', { isActive: true })).status).toBe(404);
    expect((await user.patch('/api/energy-tokens/abc', { isActive: true })).status).toBe(404);
    expect((await admin.patch('/api/frequencies/abc', frequencyFields)).status).toBe(404);
    expect((await admin.get('/api/codes?pageSize=1000')).status).toBe(400);
    expect((await admin.get('/api/token-activities?tokenId=abc')).status).toBe(400);
    expect((await admin.get('/api/admin/stats')).body).toEqual(before);
  });

  it('adds codes by hand with the spec messages, and refuses duplicates', async () => {
    const code = String(100000 + Math.floor(Math.random() * 899999));
    const added = await admin.post('/api/codes/manual', { code });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ code, isUsed: false });
    expect((await admin.post('/api/codes/manual', { code })).status).toBe(409);
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456]) {
      const answer = await admin.post('/api/codes/manual', { code: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toBe('Code muss genau 6 Ziffern haben');
    }
  });

  it('generates a batch of unique codes', async () => {
    const batch = await admin.post('/api/codes/batch', { count: 25 });
    expect(batch.status).toBe(201);
    const codes = batch.body.codes.map((c: { code: string }) => c.code);
    expect(new Set(codes).size).toBe(25);
    expect((await admin.post('/api/codes/batch', { count: 0 })).status).toBe(400);
    expect((await admin.post('/api/codes/batch', { count: 501 })).status).toBe(400);
  });

  it('validates frequencies with the four spec messages and a colour', async () => {
    const empty = await admin.post('/api/frequencies', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      nameDE: 'Deutscher Name ist erforderlich',
      descriptionDE: 'Deutsche Beschreibung ist erforderlich',
      nameEN: 'Englischer Name ist erforderlich',
      descriptionEN: 'Englische Beschreibung ist erforderlich',
    });
    const english = app.client({ language: 'en' });
    english.cookie = admin.cookie;
    expect((await english.post('/api/frequencies', { ...frequencyFields, nameEN: ' ' })).body.message).toBe(
      'English name is required',
    );
    expect((await admin.post('/api/frequencies', { ...frequencyFields, color: 'green' })).status).toBe(400);
    const { color: _c, ...noColor } = frequencyFields;
    expect((await admin.post('/api/frequencies', noColor)).body.color).toBe('blue');
    const updated = await admin.patch(`/api/frequencies/${frequencyId}`, {
      ...frequencyFields,
      nameEN: 'Love!',
    });
    expect(updated.body.nameEN).toBe('Love!');
    expect((await admin.patch('/api/frequencies/99999', frequencyFields)).status).toBe(404);
  });

  it('pages, searches and filters the code list, the last page as the first', async () => {
    const batch = (await admin.post('/api/codes/batch', { count: 30 })).body.codes;
    const all = await admin.get('/api/codes?pageSize=7');
    const total = all.body.total;
    const pages = Math.ceil(total / 7);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++)
      seen.push(
        ...(await admin.get(`/api/codes?pageSize=7&page=${page}`)).body.items.map((c: any) => c.code),
      );
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.indexOf(batch[29].code)).toBeLessThan(seen.indexOf(batch[0].code));
    const available = await admin.get('/api/codes?status=available&pageSize=200');
    expect(available.body.items.every((c: any) => !c.isUsed)).toBe(true);
    const used = await admin.get('/api/codes?status=used&pageSize=200');
    expect(used.body.items.every((c: any) => c.isUsed)).toBe(true);
    expect(available.body.total + used.body.total).toBe(total);
    expect((await admin.get('/api/codes?status=maybe')).status).toBe(400);
  });

  it('counts the admin stat cards from the read models', async () => {
    const before = (await admin.get('/api/admin/stats')).body;
    const user = await newUser();
    const token = (await user.post(`/api/codes/${await newCode()}/redeem`, { frequencyId })).body;
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    await newCode();
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after.users).toBe(before.users + 1);
    expect(after.codes.total).toBe(before.codes.total + 2);
    expect(after.codes.used).toBe(before.codes.used + 1);
    expect(after.codes.available).toBe(before.codes.available + 1);
    expect(after.tokens).toBe(before.tokens + 1);
    expect(after.activeTokens).toBe(before.activeTokens + 1);
  });

  it('keeps each token’s history in the audit trail, by token and by code', async () => {
    const user = await newUser();
    const code = await newCode();
    const token = (await user.post(`/api/codes/${code}/redeem`, { frequencyId })).body;
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    await user.patch(`/api/energy-tokens/${token.id}`, { isActive: false });
    const byToken = await admin.get(`/api/audit?tokenId=${token.id}`);
    expect(byToken.body.items.map((e: any) => e.type)).toEqual([
      'TokenDeactivated',
      'TokenActivated',
      'CodeRedeemed',
    ]);
    expect(byToken.body.items[0]).toMatchObject({ actorId: user.id, subjectUserId: user.id });
    const byCode = await admin.get(`/api/audit?code=${code}`);
    expect(byCode.body.items.map((e: any) => e.type).at(-1)).toBe('CodeCreated');
  });

  it('ends the tokens of an erased account, so their codes can go', async () => {
    const user = await newUser();
    const code = await newCode();
    await user.post(`/api/codes/${code}/redeem`, { frequencyId });
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);
    const row = (await admin.get(`/api/codes?search=${code}`)).body.items[0];
    expect(row).toMatchObject({ isUsed: true, userId: user.id, username: null, tokenId: null });
    expect((await admin.delete(`/api/codes/${code}`)).status).toBe(200);
  });
});

describe.each(storeKinds)('redeeming one code at the same moment on %s', (kind: StoreKind) => {
  let app: TestApp;
  let admin: TestClient;
  let frequencyId: number;
  beforeAll(async () => {
    // Each loser of a race counts as a failed attempt: 19 of them per user here.
    app = await startTestApp({ kind, env: { REDEEM_FAILURES_PER_USER: '1000' } });
    admin = await adminClient(app);
    frequencyId = (await admin.post('/api/frequencies', frequencyFields)).body.id;
  });
  afterAll(async () => {
    await app?.close();
  });
  const newCode = async (): Promise<string> => (await admin.post('/api/codes')).body.code;
  const newUser = async (prefix: string) => {
    const client = app.client();
    await client.register(uniqueName(prefix));
    return client;
  };

  it('gives exactly one token when 50 users redeem one code at the same moment, 20 times', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => newUser('race')));
    for (let round = 0; round < 20; round++) {
      const code = await newCode();
      const answers = await Promise.all(
        users.map((u) => u.post(`/api/codes/${code}/redeem`, { frequencyId })),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const row = (await admin.get(`/api/codes?search=${code}`)).body.items[0];
      const winner = answers.find((a) => a.status === 201)!.body;
      expect(row).toMatchObject({ isUsed: true, userId: winner.userId, tokenId: winner.id });
    }
  }, 120_000);
});
