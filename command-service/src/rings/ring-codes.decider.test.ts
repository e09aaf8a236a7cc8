import type { RingCodeStreamEvent } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  ActivationRefused,
  assertActivatable,
  decide,
  decideFailedActivation,
  evolve,
  initialRingCodeState,
  type RingCodeCommand,
  type RingCodeState,
} from './ring-codes.decider';

const spec = specFor<RingCodeState, RingCodeCommand, RingCodeStreamEvent>({
  initialState: initialRingCodeState,
  evolve,
  decide,
});

const ringCode = 'AB2CD3';
const userId = 7;
const ringId = 42;
const ref = { ringId, ringCode, userId };
const typeNames = { gold: 'Goldener Ring', silver: 'Silberner Ring' };

const created: RingCodeStreamEvent = {
  type: 'RingCodeCreated',
  data: { ringCode, ringType: 'gold', origin: 'generated' },
};
const redeemedAs = (isActive: boolean, frequencyId: number | null = 3): RingCodeStreamEvent => ({
  type: 'RingCodeRedeemed',
  data: { ringCode, ringType: 'gold', ringId, userId, name: 'Goldener Ring', frequencyId, isActive },
});
const redeemed = redeemedAs(true);
const codeDeleted: RingCodeStreamEvent = { type: 'RingCodeDeleted', data: { ringCode, ringType: 'gold' } };
const ringDeleted: RingCodeStreamEvent = { type: 'RingDeleted', data: { ...ref, reason: 'accountErased' } };
const activated: RingCodeStreamEvent = { type: 'RingActivated', data: ref };

const create: RingCodeCommand = { type: 'CreateRingCode', ringCode, ringType: 'gold', origin: 'generated' };
const redeem: RingCodeCommand = { type: 'RedeemRingCode', userId, ringId, frequencyId: 3, typeNames };
const redeemBy = (who: number): RingCodeCommand => ({
  type: 'RedeemRingCode',
  userId: who,
  ringId: 43,
  frequencyId: 3,
  typeNames,
});
const changeTo = (frequencyId: number, who = userId, ring = ringId): RingCodeCommand => ({
  type: 'ChangeRingFrequency',
  userId: who,
  ringId: ring,
  frequencyId,
});
const activate = (who = userId): RingCodeCommand => ({ type: 'ActivateRing', userId: who, ringId });

describe('ring code decider', () => {
  describe('create', () => {
    it('creates a ring code of a type', () => spec([]).when(create).expectEvents([created]));
    it('creates a manual one', () =>
      spec([])
        .when({ type: 'CreateRingCode', ringCode: 'XY12ZZ', ringType: 'silver', origin: 'manual' })
        .expectEvents([
          { type: 'RingCodeCreated', data: { ringCode: 'XY12ZZ', ringType: 'silver', origin: 'manual' } },
        ]));
    it('refuses an available code', () =>
      spec([created]).when(create).expectRefusal('ringCodeExists', 'conflict'));
    it('refuses a used code', () =>
      spec([created, redeemed]).when(create).expectRefusal('ringCodeExists', 'conflict'));
    it('creates a deleted code again', () =>
      spec([created, codeDeleted]).when(create).expectEvents([created]));
  });

  describe('activate the code (ActivateRing)', () => {
    it('creates an active ring of the code’s type, named in the caller’s language', () =>
      spec([created]).when(redeem).expectEvents([redeemed]));
    it('takes the type from the code, not from the caller', () =>
      spec([{ type: 'RingCodeCreated', data: { ringCode, ringType: 'silver', origin: 'manual' } }])
        .when({ ...redeem, frequencyId: null } as RingCodeCommand)
        .expectEvents([
          {
            type: 'RingCodeRedeemed',
            data: {
              ringCode,
              ringType: 'silver',
              ringId,
              userId,
              name: 'Silberner Ring',
              frequencyId: null,
              isActive: true,
            },
          },
        ]));
    it('names the ring by the type’s code when the type has no name', () =>
      spec([created])
        .when({ ...redeem, typeNames: {} } as RingCodeCommand)
        .expectEvents([
          {
            type: 'RingCodeRedeemed',
            data: {
              ringCode,
              ringType: 'gold',
              ringId,
              userId,
              name: 'gold',
              frequencyId: 3,
              isActive: true,
            },
          },
        ]));
    it('refuses an unknown code', () =>
      spec([]).when(redeem).expectRefusal('ringCodeInvalidOrUsed', 'conflict'));
    it('refuses a code someone else activated', () =>
      spec([created, redeemed]).when(redeemBy(8)).expectRefusal('ringCodeInvalidOrUsed', 'conflict'));
    it('records nothing when the owner retries: the ring is theirs already', () =>
      spec([created, redeemed]).when(redeem).expectEvents([]));
    it('records nothing when the owner retries after changing the ring, whatever the retry names', () =>
      spec([created, redeemed, { type: 'RingFrequencyChanged', data: { ...ref, frequencyId: 4 } }])
        .when({ type: 'RedeemRingCode', userId, ringId: 99, frequencyId: null, typeNames: {} })
        .expectEvents([]));
    it('records nothing when the owner retries for a ring that is inactive now', () =>
      spec([created, redeemedAs(false)])
        .when(redeem)
        .expectEvents([]));
    it('keeps the ring the owner retried for in the state, as it is now', () => {
      const given: RingCodeStreamEvent[] = [
        created,
        redeemed,
        { type: 'RingFrequencyChanged', data: { ...ref, frequencyId: 4 } },
      ];
      const state = given.reduce(evolve, initialRingCodeState());
      expect(decide(state, redeemBy(userId))).toEqual([]);
      expect(state.ring).toMatchObject({ ringId, userId, frequencyId: 4, isActive: true });
    });
    it('refuses a used code whose ring was deleted, also to its owner', () =>
      spec([created, redeemed, ringDeleted]).when(redeem).expectRefusal('ringCodeInvalidOrUsed', 'conflict'));
    it('refuses a deleted code', () =>
      spec([created, codeDeleted]).when(redeem).expectRefusal('ringCodeInvalidOrUsed', 'conflict'));
  });

  describe('delete the code', () => {
    const remove: RingCodeCommand = { type: 'DeleteRingCode' };
    it('deletes an available code', () => spec([created]).when(remove).expectEvents([codeDeleted]));
    it('refuses a code whose ring lives', () =>
      spec([created, redeemed]).when(remove).expectRefusal('ringCodeInUse', 'conflict'));
    it('deletes a used code once its ring is gone', () =>
      spec([created, redeemed, ringDeleted]).when(remove).expectEvents([codeDeleted]));
    it('refuses an unknown code', () => spec([]).when(remove).expectRefusal('ringCodeNotFound', 'notFound'));
    it('refuses it twice', () =>
      spec([created, codeDeleted]).when(remove).expectRefusal('ringCodeNotFound', 'notFound'));
  });

  describe('change the frequency', () => {
    it('changes it on an active ring', () =>
      spec([created, redeemed])
        .when(changeTo(4))
        .expectEvents([{ type: 'RingFrequencyChanged', data: { ...ref, frequencyId: 4 } }]));
    it('sets one on a ring activated without', () =>
      spec([created, redeemedAs(true, null)])
        .when(changeTo(4))
        .expectEvents([{ type: 'RingFrequencyChanged', data: { ...ref, frequencyId: 4 } }]));
    it('records nothing when it is the same', () =>
      spec([created, redeemed]).when(changeTo(3)).expectEvents([]));
    it('refuses it on an inactive ring', () =>
      spec([created, redeemedAs(false)])
        .when(changeTo(4))
        .expectRefusal('ringNotActive', 'conflict'));
    it('changes it once the ring was activated', () =>
      spec([created, redeemedAs(false), activated])
        .when(changeTo(4))
        .expectEvents([{ type: 'RingFrequencyChanged', data: { ...ref, frequencyId: 4 } }]));
    it('refuses someone else’s ring', () =>
      spec([created, redeemed]).when(changeTo(4, 8)).expectRefusal('ringNotFound', 'notFound'));
    it('refuses a ring id the code does not hold', () =>
      spec([created, redeemed])
        .when(changeTo(4, userId, 99))
        .expectRefusal('ringNotFound', 'notFound'));
    it('refuses an unused code', () =>
      spec([created]).when(changeTo(4)).expectRefusal('ringNotFound', 'notFound'));
    it('refuses a deleted ring', () =>
      spec([created, redeemed, ringDeleted]).when(changeTo(4)).expectRefusal('ringNotFound', 'notFound'));
  });

  describe('activate the ring (one-way)', () => {
    it('activates an inactive ring', () =>
      spec([created, redeemedAs(false)])
        .when(activate())
        .expectEvents([activated]));
    it('records nothing for an active ring', () =>
      spec([created, redeemed]).when(activate()).expectEvents([]));
    it('refuses someone else’s ring', () =>
      spec([created, redeemedAs(false)])
        .when(activate(8))
        .expectRefusal('ringNotFound', 'notFound'));
    it('refuses a deleted ring', () =>
      spec([created, redeemed, ringDeleted]).when(activate()).expectRefusal('ringNotFound', 'notFound'));
  });

  describe('delete the ring (account erased)', () => {
    const remove: RingCodeCommand = { type: 'DeleteRing', reason: 'accountErased' };
    it('deletes it', () => spec([created, redeemed]).when(remove).expectEvents([ringDeleted]));
    it('refuses it twice', () =>
      spec([created, redeemed, ringDeleted]).when(remove).expectRefusal('ringNotFound', 'notFound'));
    it('refuses an unused code', () =>
      spec([created]).when(remove).expectRefusal('ringNotFound', 'notFound'));
  });
});

describe('a refused activation', () => {
  const refusal = (given: RingCodeStreamEvent[], typed = ringCode, command = redeemBy(8)) => {
    try {
      assertActivatable(typed);
      const state = given.reduce(evolve, initialRingCodeState());
      decide(state, command);
    } catch (error) {
      expect(error).toBeInstanceOf(ActivationRefused);
      return error as ActivationRefused;
    }
    throw new Error('not refused');
  };

  it('answers alike for unknown, used and malformed codes, and records why', () => {
    const refusals = [
      refusal([]),
      refusal([created, redeemed]),
      refusal([created, redeemed, ringDeleted], ringCode, redeem),
      refusal([], 'AB-CD'),
      refusal([], ''),
    ];
    expect(refusals.map((r) => [r.kind, r.messageKey])).toEqual(
      Array(5).fill(['conflict', 'ringCodeInvalidOrUsed']),
    );
    expect(refusals.map((r) => r.reason)).toEqual(['unknown', 'used', 'used', 'malformed', 'malformed']);
  });

  it('records the typed code only when it is a code', () => {
    expect(decideFailedActivation(userId, ringCode, new ActivationRefused('unknown'))).toEqual([
      { type: 'RingActivationFailed', data: { userId, ringCode, reason: 'unknown' } },
    ]);
    expect(decideFailedActivation(userId, 'HELLO WORLD', new ActivationRefused('malformed'))).toEqual([
      { type: 'RingActivationFailed', data: { userId, ringCode: '', reason: 'malformed' } },
    ]);
  });
});
