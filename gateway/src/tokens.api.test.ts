import { codeStreams } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { frequencyFields } from './testing/given';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

describe.each(storeKinds)('redeeming codes into tokens on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);

  it('redeems a code into a token the owner sees at once, with its frequency', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    expect(code).toMatch(/^\d{6}$/);
    const redeemed = await user.post(`/api/codes/${code}/redeem`, { frequencyId: app.frequencyId });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body).toMatchObject({
      name: 'Energietaler 1',
      code,
      frequencyId: app.frequencyId,
      isActive: false,
      userId: user.user.id,
      frequency: { nameDE: 'Liebe', nameEN: 'Love', color: 'gold' },
    });
    const list = await user.get('/api/energy-tokens');
    expect(list.body.map((t: { id: number }) => t.id)).toEqual([redeemed.body.id]);
    const second = await user.post(`/api/codes/${await app.given.code()}/redeem`, {
      frequencyId: app.frequencyId,
      name: ' Mein Taler ',
    });
    expect(second.body.name).toBe('Mein Taler');
    const third = await user.post(`/api/codes/${await app.given.code()}/redeem`, {
      frequencyId: app.frequencyId,
    });
    expect(third.body.name).toBe('Energietaler 3');
    // Named in the language of the request (design.md reading 11).
    const english = await app.given.user({ language: 'en' });
    const fromEnglish = await english.post(`/api/codes/${await app.given.code()}/redeem`, {
      frequencyId: app.frequencyId,
    });
    expect(fromEnglish.body.name).toBe('Energy Token 1');
    const codes = await app.admin.get(`/api/codes?search=${code}`);
    expect(codes.body.items[0]).toMatchObject({
      code,
      isUsed: true,
      userId: user.user.id,
      tokenId: redeemed.body.id,
    });
  });

  it('answers every failed redemption alike and leaves the code intact', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    await app.given.token(user, { code, frequencyId: app.frequencyId });
    const other = await app.given.user();
    for (const attempt of [code, '000000x', 'ZZZZZZ', 'ab']) {
      const answer = await other.post(`/api/codes/${attempt}/redeem`, { frequencyId: app.frequencyId });
      expect(answer.status, attempt).toBe(409);
      expect(answer.body.message).toBe('Ungültiger oder bereits verwendeter Code');
    }
    const english = other.copy({ language: 'en' });
    expect(
      (await english.post(`/api/codes/${code}/redeem`, { frequencyId: app.frequencyId })).body.message,
    ).toBe('Invalid or already used code');
    expect((await other.get('/api/energy-tokens')).body).toEqual([]);
    expect((await user.get('/api/energy-tokens')).body).toHaveLength(1);
  });

  it('answers the owner’s retry with their token as it is now (200), changing nothing', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    const first = await user.post(`/api/codes/${code}/redeem`, { frequencyId: app.frequencyId });
    expect(first.status).toBe(201);
    const renamed = await user.patch(`/api/energy-tokens/${first.body.id}`, { name: 'Morgentaler' });
    expect(renamed.status).toBe(200);
    const stored = await app.running.stores.events.readStream(codeStreams.code(code));
    const tokensBefore = (await app.admin.get('/api/admin/stats')).body.tokens;

    const other = await app.given.frequency();
    const retried = await user.post(
      `/api/codes/${encodeURIComponent(`${code.slice(0, 3)} ${code.slice(3)}`)}/redeem`,
      {
        frequencyId: other.id,
        name: 'Anderer Name',
      },
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(renamed.body);
    expect(retried.headers.get('x-event-position')).toBeTruthy();
    expect((await user.get('/api/energy-tokens')).body).toEqual([renamed.body]);
    expect((await app.admin.get('/api/admin/stats')).body.tokens).toBe(tokensBefore);
    // Nothing was appended: not to the code's stream, not to the user's failed attempts.
    expect(await app.running.stores.events.readStream(codeStreams.code(code))).toEqual(stored);
    expect(await app.running.stores.events.readStream(codeStreams.redeemAttempts(user.user.id))).toEqual([]);

    // Anyone else learns nothing: the answer of an unknown code.
    const stranger = await app.given.user();
    for (const attempt of [code, '999999']) {
      const answer = await stranger.post(`/api/codes/${attempt}/redeem`, { frequencyId: app.frequencyId });
      expect(answer, attempt).toMatchObject({
        status: 409,
        body: { message: 'Ungültiger oder bereits verwendeter Code' },
      });
    }

    // Deleted by an admin, the token is no longer theirs: refused like any other code.
    expect((await app.admin.delete(`/api/energy-tokens/${first.body.id}`)).status).toBe(200);
    const gone = await user.post(`/api/codes/${code}/redeem`, { frequencyId: app.frequencyId });
    expect(gone).toMatchObject({
      status: 409,
      body: { message: 'Ungültiger oder bereits verwendeter Code' },
    });
    expect((await user.get('/api/energy-tokens')).body).toEqual([]);
  });

  it('does not count the owner’s retries as failed attempts', async () => {
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    // More retries than the user's failed attempts allowed (REDEEM_FAILURES_PER_USER, 10).
    for (let i = 0; i < 12; i++)
      expect(
        (await user.post(`/api/codes/${token.code}/redeem`, { frequencyId: app.frequencyId })).status,
        `retry ${i}`,
      ).toBe(200);
    // A guess still gets its answer, not 429.
    expect((await user.post('/api/codes/999999/redeem', { frequencyId: app.frequencyId })).status).toBe(409);
    expect(
      (await user.post(`/api/codes/${await app.given.code()}/redeem`, { frequencyId: app.frequencyId }))
        .status,
    ).toBe(201);
  });

  it('accepts a code typed with spaces, dashes and small letters', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    const typed = `${code.slice(0, 3)}- ${code.slice(3)}`.toLowerCase();
    const answer = await user.post(`/api/codes/${encodeURIComponent(typed)}/redeem`, {
      frequencyId: app.frequencyId,
    });
    expect(answer.status).toBe(201);
  });

  it('asks for a frequency, and a real one', async () => {
    const user = await app.given.user();
    const code = await app.given.code();
    const missing = await user.post(`/api/codes/${code}/redeem`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.frequencyId).toBe('Bitte wähle eine Frequenz aus.');
    const unknown = await user.post(`/api/codes/${code}/redeem`, { frequencyId: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.frequencyId).toBe('Frequenz nicht gefunden');
    expect((await app.admin.get(`/api/codes?search=${code}`)).body.items[0].isUsed).toBe(false);
    // No guess was made: twelve of them spend nothing of the user's ten failed attempts.
    for (let i = 0; i < 12; i++)
      expect((await user.post(`/api/codes/${900000 + i}/redeem`, { frequencyId: 99999 })).status).toBe(400);
    expect((await user.post(`/api/codes/${code}/redeem`, { frequencyId: app.frequencyId })).status).toBe(201);
  });

  it('refuses a frequency deleted a moment after a redemption used it, and takes one created a moment ago', async () => {
    const user = await app.given.user();
    const passing = await app.given.frequency();
    const [first, second] = [await app.given.code(), await app.given.code()];
    // The failed check asks about it first: an answer kept from before it existed would refuse it.
    expect((await user.post(`/api/codes/${first}/redeem`, { frequencyId: passing.id + 1 })).status).toBe(400);
    const created = await app.given.frequency();
    expect(created.id).toBe(passing.id + 1);
    const token = await user.post(`/api/codes/${first}/redeem`, { frequencyId: created.id });
    expect(token.status).toBe(201);
    // In use, a frequency cannot be deleted: the token moves on first.
    expect(
      (await user.patch(`/api/energy-tokens/${token.body.id}`, { frequencyId: passing.id })).status,
    ).toBe(200);
    expect((await app.admin.delete(`/api/frequencies/${created.id}`)).status).toBe(200);
    const refused = await user.post(`/api/codes/${second}/redeem`, { frequencyId: created.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.frequencyId).toBe('Frequenz nicht gefunden');
  });

  it('throttles guessing per user with a clear message', async () => {
    const user = await app.given.user();
    let answer = await user.post('/api/codes/999999/redeem', { frequencyId: app.frequencyId });
    for (let i = 0; i < 12 && answer.status !== 429; i++)
      answer = await user.post(`/api/codes/${String(900000 + i)}/redeem`, { frequencyId: app.frequencyId });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.body.message).toMatch(/Bitte versuchen Sie es in \d+ Minuten erneut/);
    // Even a good code waits until the throttle lets go.
    expect(
      (await user.post(`/api/codes/${await app.given.code()}/redeem`, { frequencyId: app.frequencyId }))
        .status,
    ).toBe(429);
  });

  it('lets owners rename, re-assign and switch only their own tokens', async () => {
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    const other = await app.given.frequency({ nameDE: 'Mut', nameEN: 'Courage', color: 'red' });
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

    const stranger = await app.given.user();
    expect((await stranger.patch(`/api/energy-tokens/${token.id}`, { name: 'mine' })).status).toBe(404);
    expect(
      (await stranger.post('/api/token-activities', { tokenId: token.id, action: 'activated' })).status,
    ).toBe(404);
    expect((await stranger.get(`/api/token-activities?tokenId=${token.id}`)).body).toEqual([]);
    expect((await app.admin.patch(`/api/energy-tokens/${token.id}`, { name: 'admin' })).status).toBe(404);
    expect((await user.patch(`/api/energy-tokens/${token.id}`, { name: '' })).status).toBe(400);
    expect((await user.patch(`/api/energy-tokens/${token.id}`, { isAdmin: true })).status).toBe(400);
    expect((await user.patch(`/api/energy-tokens/${token.id}`, { frequencyId: 424242 })).status).toBe(400);
    expect((await user.get('/api/energy-tokens')).body[0]).toMatchObject({
      name: 'Morgentaler',
      isActive: false,
    });
  });

  it('shows every change in the next token list (read your writes), also a frequency renamed by an admin', async () => {
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
    const frequency = await app.given.frequency({ nameEN: 'Before' });
    for (let round = 0; round < 20; round++) {
      const patch = round % 2 === 0 ? { isActive: round % 4 === 0 } : { name: `Runde ${round}` };
      expect((await user.patch(`/api/energy-tokens/${token.id}`, patch)).status).toBe(200);
      expect((await user.get('/api/energy-tokens')).body[0], `round ${round}`).toMatchObject(patch);
    }
    await user.patch(`/api/energy-tokens/${token.id}`, { frequencyId: frequency.id });
    expect((await user.get('/api/energy-tokens')).body[0].frequency.nameEN).toBe('Before');
    await app.admin.patch(`/api/frequencies/${frequency.id}`, { ...frequencyFields, nameEN: 'After' });
    expect((await user.get('/api/energy-tokens')).body[0].frequency.nameEN).toBe('After');
    await app.admin.delete(`/api/energy-tokens/${token.id}`);
    expect((await user.get('/api/energy-tokens')).body).toEqual([]);
  });

  it('makes a query wait for a position its client has seen (x-after-position), at most 2 s', async () => {
    const user = await app.given.user();
    const token = await app.given.token(user, { frequencyId: app.frequencyId });
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
});

describe.each(storeKinds)('redeeming one code at the same moment on %s', (kind: StoreKind) => {
  // Each loser of a race counts as a failed attempt: 19 of them per user here.
  const env = { REDEEM_FAILURES_PER_USER: '1000' };
  const app = useTestApp(kind, { env }, withAdminAndFrequency);

  it('gives exactly one token when 50 users redeem one code at the same moment, 20 times', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => app.given.user()));
    for (let round = 0; round < 20; round++) {
      const code = await app.given.code();
      const answers = await Promise.all(
        users.map((u) => u.post(`/api/codes/${code}/redeem`, { frequencyId: app.frequencyId })),
      );
      const statuses = answers.map((a) => a.status);
      const unlike409 = answers.filter((a) => a.status !== 409).map((a) => [a.status, a.body]);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${JSON.stringify(unlike409)}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const row = (await app.admin.get(`/api/codes?search=${code}`)).body.items[0];
      const winner = answers.find((a) => a.status === 201)!.body;
      expect(row).toMatchObject({ isUsed: true, userId: winner.userId, tokenId: winner.id });
    }
  }, 120_000);
});
