import type { HandoverOffer } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  type StoreKind,
  storeKinds,
  useTestApp,
  withAdminAndFrequency,
} from './testing/test-app';
import { expectThrottled } from './testing/throttling';

/** Well-formed handover codes that name no handover, one per guess. */
const unknownCode = (guess: number) =>
  `ACDEFG${'ACDEFGHJKMNP'[Math.floor(guess / 12)]}${'ACDEFGHJKMNP'[guess % 12]}`;

/** The redemption throttle's answer, as a person reads it. */
function expectRedemptionThrottle(answer: Answer): void {
  expectThrottled(answer, 15 * 60);
  expect(answer.body.message).toMatch(/^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/);
}

describe.each(storeKinds)('guessing handover codes by looking on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);

  const offer = async () => {
    const giver = await app.given.user();
    const token = await app.given.token(giver, { frequencyId: app.frequencyId });
    return (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body.code;
  };

  it('answers repeated previews of unknown codes with 429 “in N Minuten” after the redemption limit', async () => {
    const guesser = await app.given.user();
    for (let guess = 0; guess < 10; guess++)
      expect((await guesser.get(`/api/handovers/${unknownCode(guess)}`)).status, `guess ${guess}`).toBe(409);
    expectRedemptionThrottle(await guesser.get(`/api/handovers/${unknownCode(10)}`));
    // A good code waits too, looked at or accepted: the budget is spent, not the code.
    const code = await offer();
    expectRedemptionThrottle(await guesser.get(`/api/handovers/${code}`));
    expectRedemptionThrottle(await guesser.post(`/api/handovers/${code}/accept`));
    // Someone else looks at it freely.
    expect((await (await app.given.user()).get(`/api/handovers/${code}`)).status).toBe(200);
  });

  it('counts previews, accepts and code redemptions in one budget; a good code still works before it is spent', async () => {
    const taker = await app.given.user();
    const code = await offer();
    for (let guess = 0; guess < 4; guess++)
      expect((await taker.get(`/api/handovers/${unknownCode(guess)}`)).status).toBe(409);
    for (let guess = 4; guess < 8; guess++)
      expect((await taker.post(`/api/handovers/${unknownCode(guess)}/accept`)).status).toBe(409);
    const redeem = await taker.post('/api/codes/000001/redeem', { frequencyId: app.frequencyId });
    expect(redeem.status).toBe(409);
    // Nine failures: the rightful taker still looks at the good code and takes it, counting nothing.
    expect((await taker.get(`/api/handovers/${code}`)).status).toBe(200);
    expect((await taker.post(`/api/handovers/${code}/accept`)).status).toBe(200);
    // The tenth failure is still answered; then looking, accepting and redeeming wait alike.
    expect((await taker.get(`/api/handovers/${unknownCode(8)}`)).status).toBe(409);
    expectRedemptionThrottle(await taker.get(`/api/handovers/${unknownCode(9)}`));
    expectRedemptionThrottle(await taker.post(`/api/handovers/${unknownCode(9)}/accept`));
    const good = await app.given.code();
    expectRedemptionThrottle(await taker.post(`/api/codes/${good}/redeem`, { frequencyId: app.frequencyId }));
  });

  it('limits one address’s failed previews across its people, as redemptions are', async () => {
    const shared = '198.51.100.77';
    const people = await Promise.all(Array.from({ length: 4 }, () => app.given.user({ ip: shared })));
    const code = await offer();
    // 30 wrong looks from that address (10 each by three people), then it waits, good code or not.
    for (const guesser of people.slice(0, 3))
      for (let guess = 0; guess < 10; guess++)
        expect((await guesser.get(`/api/handovers/${unknownCode(guess)}`)).status).toBe(409);
    expectRedemptionThrottle(await people[3]!.get(`/api/handovers/${code}`));
    expectRedemptionThrottle(await people[3]!.post(`/api/handovers/${code}/accept`));
    // From elsewhere the code is taken.
    const elsewhere = await app.given.user();
    expect((await elsewhere.get(`/api/handovers/${code}`)).status).toBe(200);
    expect((await elsewhere.post(`/api/handovers/${code}/accept`)).status).toBe(200);
  });
});
