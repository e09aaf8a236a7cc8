import { codeStreams } from '@et/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { defaultPassword, type StoreKind, storeKinds, useTestApp } from './testing/test-app';
import { expectThrottled, tally } from './testing/throttling';

const registration = () => {
  const username = uniqueName('fair');
  return { username, email: `${username}@example.com`, password: defaultPassword };
};

describe.each(storeKinds)('throttles on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  describe('registration', () => {
    it('lets 25 people on one shared address register within a minute and throttles a flood', async () => {
      const shared = '203.0.113.7';
      const visitors = await Promise.all(
        Array.from({ length: 25 }, () => app.client({ ip: shared }).post('/api/register', registration())),
      );
      expect(tally(visitors)).toEqual({ 201: 25 });
      const flood = await Promise.all(
        Array.from({ length: 200 }, () => app.client({ ip: shared }).post('/api/register', registration())),
      );
      const counts = tally(flood);
      expect(counts[201] ?? 0).toBeLessThanOrEqual(35);
      expect(counts[429]).toBe(200 - (counts[201] ?? 0));
      expectThrottled(flood.find((answer) => answer.status === 429)!, 60);
      expect((await app.client().post('/api/register', registration())).status).toBe(201);
    });
  });

  describe('password reset requests', () => {
    it('limits requests per e-mail address, known or not, and per IP address', async () => {
      const known = (await app.given.user()).user.username;
      for (const email of [`${known}@example.com`, `nobody-${known}@example.com`]) {
        const statuses = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await app.client().post('/api/request-password-reset', { email })).status);
        expect(statuses).toEqual([200, 200, 200, 429]);
      }
      const one = app.client();
      const statuses = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await one.post('/api/request-password-reset', { email: `nobody${i}-${uniqueName()}@example.com` }))
            .status,
        );
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    });
  });

  describe('code redemption', () => {
    let frequencyId: number;
    beforeAll(async () => {
      frequencyId = (await app.given.frequency()).id;
    });

    it('checks at most 10 of 30 simultaneous guesses per user; then even a good code waits', async () => {
      const user = await app.given.user();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          user.post(`/api/codes/${String(910000 + i)}/redeem`, { frequencyId }),
        ),
      );
      const counts = tally(answers);
      expect(counts[409]).toBeGreaterThan(0);
      expect(counts[409]).toBeLessThanOrEqual(10);
      expect(counts[429]).toBe(30 - counts[409]!);
      // The code's stream is read while an attempt is counted; a throttled one writes nothing.
      const { events } = app.running.stores;
      expect((await events.readStream(codeStreams.redeemAttempts(user.user.id))).length).toBe(counts[409]);
      const code = await app.given.code();
      expectThrottled(await user.post(`/api/codes/${code}/redeem`, { frequencyId }), 15 * 60);
    });

    it('lets 40 people behind one address redeem at the same moment, and limits that address’s guesses', async () => {
      const shared = '198.51.100.23';
      const people = await Promise.all(Array.from({ length: 40 }, () => app.given.user({ ip: shared })));
      const codes = await Promise.all(people.map(() => app.given.code()));
      const redeemed = await Promise.all(
        people.map((person, i) => person.post(`/api/codes/${codes[i]}/redeem`, { frequencyId })),
      );
      expect(tally(redeemed)).toEqual({ 201: 40 });
      // 30 wrong guesses from that address (10 each by three people), then it waits, good code or not.
      for (const guesser of people.slice(0, 3))
        for (let i = 0; i < 10; i++)
          expect(
            (await guesser.post(`/api/codes/93${String(i).padStart(4, '0')}/redeem`, { frequencyId })).status,
          ).toBe(409);
      const code = await app.given.code();
      expectThrottled(await people[3]!.post(`/api/codes/${code}/redeem`, { frequencyId }), 15 * 60);
      // Registering from elsewhere is not affected.
      expect((await app.client().post('/api/register', registration())).status).toBe(201);
    });

    it('does not count successful redemptions', async () => {
      const user = await app.given.user();
      for (let i = 0; i < 12; i++) await app.given.token(user, { frequencyId });
    });
  });
});
