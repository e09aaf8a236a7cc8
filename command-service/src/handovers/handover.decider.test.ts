import type { CodeStreamEvent } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { type CodeCommand, type CodeState, decide, evolve, initialCodeState } from '../codes/codes.decider';
import { specFor } from '../shared/testing';
import { HandoverRefused } from './handover.decider';

/** The handover rules, on a token's stream (the ring's are the same rules: ring-handover.decider.test.ts). */
const spec = specFor<CodeState, CodeCommand, CodeStreamEvent>({
  initialState: initialCodeState,
  evolve,
  decide,
});

const code = 'AB12CD';
const owner = 7;
const taker = 8;
const tokenId = 42;
const handoverId = 'h-1';
const handoverCode = 'ACDEFGHJ';
const now = '2026-11-27T10:00:00.000Z';
const expiresAt = '2026-12-04T10:00:00.000Z';
const later = '2026-12-04T10:00:00.000Z';

const created: CodeStreamEvent = { type: 'CodeCreated', data: { code, origin: 'generated' } };
const redeemed: CodeStreamEvent = {
  type: 'CodeRedeemed',
  data: { code, tokenId, userId: owner, name: 'Energy Token 1', frequencyId: 3 },
};
const token = [created, redeemed];
const offered: CodeStreamEvent = {
  type: 'HandoverOffered',
  data: {
    handoverId,
    kind: 'token',
    itemId: tokenId,
    itemCode: code,
    handoverCode,
    fromUserId: owner,
    showName: true,
    expiresAt,
  },
};
const ref = { handoverId, kind: 'token' as const, itemId: tokenId, itemCode: code, fromUserId: owner };
const cancelled: CodeStreamEvent = { type: 'HandoverCancelled', data: { ...ref, reason: 'owner' } };
const handedOver: CodeStreamEvent = {
  type: 'TokenHandedOver',
  data: { handoverId, tokenId, code, fromUserId: owner, toUserId: taker },
};
const tokenDeleted: CodeStreamEvent = {
  type: 'TokenDeleted',
  data: { tokenId, code, userId: owner, reason: 'admin' },
};

const offer = (userId = owner, at = now): CodeCommand => ({
  type: 'OfferHandover',
  userId,
  handoverId,
  code: handoverCode,
  showName: true,
  now: at,
  expiresAt,
});
const cancel = (userId = owner, at = now): CodeCommand => ({
  type: 'CancelHandover',
  userId,
  reason: 'owner',
  now: at,
});
const accept = (userId = taker, typed = handoverCode, at = now): CodeCommand => ({
  type: 'AcceptHandover',
  userId,
  code: typed,
  now: at,
});

describe('token handover', () => {
  describe('offer', () => {
    it('is made by the owner of a live token', () => spec(token).when(offer()).expectEvents([offered]));
    it('is refused for someone else (as if there were no token)', () =>
      spec(token).when(offer(taker)).expectRefusal('tokenNotFound', 'notFound'));
    it('is refused for a code without a token', () =>
      spec([created]).when(offer()).expectRefusal('tokenNotFound', 'notFound'));
    it('is refused for a deleted token', () =>
      spec([...token, tokenDeleted])
        .when(offer())
        .expectRefusal('tokenNotFound', 'notFound'));
    it('asked again while open changes nothing (the open one answers)', () =>
      spec([...token, offered])
        .when({ ...offer(), handoverId: 'h-2', code: 'KMNPRTUV' } as CodeCommand)
        .expectEvents([]));
    it('is made afresh once the last one expired', () => {
      const fresh = { ...offer(owner, later), handoverId: 'h-2', code: 'KMNPRTUV' } as CodeCommand;
      spec([...token, offered])
        .when(fresh)
        .expectEvents([
          {
            type: 'HandoverOffered',
            data: { ...offered.data, handoverId: 'h-2', handoverCode: 'KMNPRTUV' },
          } as CodeStreamEvent,
        ]);
    });
    it('is made afresh after a cancellation', () =>
      spec([...token, offered, cancelled])
        .when(offer())
        .expectEvents([offered]));
    it('is made by the new owner after a handover', () =>
      spec([...token, offered, handedOver])
        .when({ ...offer(taker), handoverId: 'h-2' } as CodeCommand)
        .expectEvents([
          {
            type: 'HandoverOffered',
            data: { ...offered.data, handoverId: 'h-2', fromUserId: taker },
          } as CodeStreamEvent,
        ]));
  });

  describe('cancel', () => {
    it('ends the open offer', () =>
      spec([...token, offered])
        .when(cancel())
        .expectEvents([cancelled]));
    it('is refused without an open offer', () =>
      spec(token).when(cancel()).expectRefusal('handoverNotFound', 'notFound'));
    it('is refused once cancelled', () =>
      spec([...token, offered, cancelled])
        .when(cancel())
        .expectRefusal('handoverNotFound', 'notFound'));
    it('is refused once expired', () =>
      spec([...token, offered])
        .when(cancel(owner, later))
        .expectRefusal('handoverNotFound', 'notFound'));
    it('is refused once taken (the token is no longer theirs)', () =>
      spec([...token, offered, handedOver])
        .when(cancel())
        .expectRefusal('tokenNotFound', 'notFound'));
    it('is refused for someone else', () =>
      spec([...token, offered])
        .when(cancel(taker))
        .expectRefusal('tokenNotFound', 'notFound'));
    it("by an erasure ends the giver's offer, expired or not", () =>
      spec([...token, offered])
        .when({ type: 'CancelHandover', userId: owner, reason: 'accountErased', now: later })
        .expectEvents([{ type: 'HandoverCancelled', data: { ...ref, reason: 'accountErased' } }]));
  });

  describe('accept', () => {
    it('moves the token to the taker', () =>
      spec([...token, offered])
        .when(accept())
        .expectEvents([handedOver]));
    it('a second accept by the taker changes nothing (reading 18)', () =>
      spec([...token, offered, handedOver])
        .when(accept())
        .expectEvents([]));
    const refusals: [string, CodeStreamEvent[], CodeCommand][] = [
      ['an unknown code', [...token, offered], accept(taker, 'KMNPRTUV')],
      ['no offer', token, accept()],
      ['an expired offer', [...token, offered], accept(taker, handoverCode, later)],
      ['a cancelled offer', [...token, offered, cancelled], accept()],
      ['a taken offer, for anyone else', [...token, offered, handedOver], accept(9)],
      ['a taken offer, for the giver', [...token, offered, handedOver], accept(owner)],
      ["one's own offer", [...token, offered], accept(owner)],
      ['a deleted token', [...token, offered, tokenDeleted], accept()],
      ['a code without a token', [created], accept()],
    ];
    for (const [what, given, command] of refusals)
      it(`refuses ${what} with the one answer`, () => {
        spec(given).when(command).expectRefusal('handoverInvalid', 'conflict');
        // The route counts exactly these refusals against the guessing limits.
        expect(() => decide(given.reduce(evolve, initialCodeState()), command)).toThrow(HandoverRefused);
      });
    it("the taker's retry is refused once they handed it on again", () => {
      const second: CodeStreamEvent = {
        type: 'HandoverOffered',
        data: { ...offered.data, handoverId: 'h-2', handoverCode: 'KMNPRTUV', fromUserId: taker },
      };
      const again: CodeStreamEvent = {
        type: 'TokenHandedOver',
        data: { handoverId: 'h-2', tokenId, code, fromUserId: taker, toUserId: 9 },
      };
      spec([...token, offered, handedOver, second, again])
        .when(accept())
        .expectRefusal('handoverInvalid');
    });
  });

  describe('after a handover', () => {
    it('the token is the taker’s to change', () =>
      spec([...token, offered, handedOver])
        .when({ type: 'ChangeToken', userId: taker, name: 'Mine now' })
        .expectEvents([{ type: 'TokenRenamed', data: { tokenId, code, userId: taker, name: 'Mine now' } }]));
    it('the giver can no longer change it', () =>
      spec([...token, offered, handedOver])
        .when({ type: 'ChangeToken', userId: owner, name: 'Still mine?' })
        .expectRefusal('tokenNotFound', 'notFound'));
    it('a redemption of its code again is the taker’s retry, a refusal for the giver', () => {
      const redeem = { type: 'RedeemCode', tokenId: 99, name: 'x', frequencyId: 3 } as const;
      spec([...token, offered, handedOver])
        .when({ ...redeem, userId: taker })
        .expectEvents([]);
      spec([...token, offered, handedOver])
        .when({ ...redeem, userId: owner })
        .expectRefusal('codeInvalidOrUsed');
    });
    it('an erasure deletes it as the taker’s', () =>
      spec([...token, offered, handedOver])
        .when({ type: 'DeleteToken', reason: 'accountErased' })
        .expectEvents([
          { type: 'TokenDeleted', data: { tokenId, code, userId: taker, reason: 'accountErased' } },
        ]));
  });
});
