import type { EnergyToken, HandoverOffer } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { type StoreKind, storeKinds, useTestApp, withAdminAndFrequency } from './testing/test-app';

describe.each(storeKinds)('accepting one handover at the same moment on %s', (kind: StoreKind) => {
  // Each loser of a race counts as a failed attempt of its user (one each here).
  const app = useTestApp(kind, { env: { REDEEM_FAILURES_PER_IP: '100000' } }, withAdminAndFrequency);

  it('20 people accept one code at once: one gets the token, 19 get 409, the token has one owner', async () => {
    const giver = await app.given.user();
    const token = await app.given.token(giver);
    const takers = await Promise.all(Array.from({ length: 20 }, () => app.given.user()));
    const { code } = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body;
    const answers = await Promise.all(
      takers.map((taker) => taker.post<EnergyToken>(`/api/handovers/${code}/accept`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    const lists = await Promise.all(
      [giver, ...takers].map((user) => user.get<EnergyToken[]>('/api/energy-tokens')),
    );
    const holders = lists.flatMap((list) => list.body).filter((held) => held.id === token.id);
    expect(holders).toEqual([expect.objectContaining({ id: token.id, userId: winner.userId })]);
    const handedOver = (await app.running.stores.events.readStream(`code-${token.code}`)).filter(
      (event) => event.type === 'TokenHandedOver',
    );
    expect(handedOver).toHaveLength(1);
  }, 120_000);

  it('a cancellation racing an accept ends one way or the other, never both', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user();
    const token = await app.given.token(giver);
    // Whoever holds the token offers it and cancels while the other accepts; a taken token goes back next round.
    let [from, to] = [giver, taker];
    for (let round = 0; round < 10; round++) {
      const { code } = (await from.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body;
      const [cancelled, accepted] = await Promise.all([
        from.delete(`/api/energy-tokens/${token.id}/handover`),
        to.post(`/api/handovers/${code}/accept`),
      ]);
      const outcome = `${cancelled.status}/${accepted.status}`;
      expect(['204/409', '404/200'], `round ${round}`).toContain(outcome);
      const taken = outcome === '404/200';
      const lists = await Promise.all(
        [from, to].map((user) => user.get<EnergyToken[]>('/api/energy-tokens')),
      );
      const holders = lists.map((list) => list.body.some((t) => t.id === token.id));
      expect(holders, `round ${round}`).toEqual([!taken, taken]);
      expect((await from.get('/api/handovers')).body, `round ${round}`).toEqual([]);
      if (taken) [from, to] = [to, from];
    }
  }, 120_000);
});
