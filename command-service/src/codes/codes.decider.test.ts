import type { CodeStreamEvent } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  assertRedeemable,
  type CodeCommand,
  type CodeState,
  decide,
  decideFailedRedemption,
  evolve,
  initialCodeState,
  RedemptionRefused,
} from './codes.decider';

const spec = specFor<CodeState, CodeCommand, CodeStreamEvent>({
  initialState: initialCodeState,
  evolve,
  decide,
});

const code = 'AB12CD';
const userId = 7;
const tokenId = 42;
const ref = { tokenId, code, userId };

const created: CodeStreamEvent = { type: 'CodeCreated', data: { code, origin: 'generated' } };
const redeemed: CodeStreamEvent = {
  type: 'CodeRedeemed',
  data: { code, tokenId, userId, name: 'Energy Token 1', frequencyId: 3 },
};
const codeDeleted: CodeStreamEvent = { type: 'CodeDeleted', data: { code } };
const activated: CodeStreamEvent = { type: 'TokenActivated', data: ref };
const deactivated: CodeStreamEvent = { type: 'TokenDeactivated', data: ref };
const tokenDeleted: CodeStreamEvent = { type: 'TokenDeleted', data: { ...ref, reason: 'admin' } };

const create: CodeCommand = { type: 'CreateCode', code, origin: 'generated' };
const redeem = {
  type: 'RedeemCode',
  userId,
  tokenId,
  name: 'Energy Token 1',
  frequencyId: 3,
} satisfies CodeCommand;
const redeemBy = (otherUserId: number): CodeCommand => ({ ...redeem, userId: otherUserId });
const deleteCode: CodeCommand = { type: 'DeleteCode' };
const deleteToken: CodeCommand = { type: 'DeleteToken', reason: 'admin' };
const change = (
  fields: Omit<Extract<CodeCommand, { type: 'ChangeToken' }>, 'type' | 'userId'>,
): CodeCommand => ({
  type: 'ChangeToken',
  userId,
  ...fields,
});

describe('code decider', () => {
  describe('create', () => {
    it('creates a code on a new stream', () => spec([]).when(create).expectEvents([created]));
    it('creates a manual code', () =>
      spec([])
        .when({ type: 'CreateCode', code: '123456', origin: 'manual' })
        .expectEvents([{ type: 'CodeCreated', data: { code: '123456', origin: 'manual' } }]));
    it('refuses a code that is available', () =>
      spec([created]).when(create).expectRefusal('codeExists', 'conflict'));
    it('refuses a code that is redeemed', () =>
      spec([created, redeemed]).when(create).expectRefusal('codeExists', 'conflict'));
    it('refuses a code whose token was deleted but the code was not', () =>
      spec([created, redeemed, tokenDeleted]).when(create).expectRefusal('codeExists', 'conflict'));
    it('creates a deleted code again', () =>
      spec([created, codeDeleted]).when(create).expectEvents([created]));
    it('creates again a code that was redeemed, whose token and code were deleted', () =>
      spec([created, redeemed, tokenDeleted, codeDeleted]).when(create).expectEvents([created]));
  });

  describe('redeem', () => {
    it('redeems an available code into a token', () =>
      spec([created])
        .when({ type: 'RedeemCode', userId: 9, tokenId: 5, name: 'Mein Taler', frequencyId: 2 })
        .expectEvents([
          { type: 'CodeRedeemed', data: { code, tokenId: 5, userId: 9, name: 'Mein Taler', frequencyId: 2 } },
        ]));
    it('refuses an unknown code', () => spec([]).when(redeem).expectRefusal('codeInvalidOrUsed', 'conflict'));
    it('refuses a code someone else redeemed', () =>
      spec([created, redeemed]).when(redeemBy(8)).expectRefusal('codeInvalidOrUsed', 'conflict'));
    it('refuses a used code whose token was deleted, also to its owner', () =>
      spec([created, redeemed, tokenDeleted]).when(redeem).expectRefusal('codeInvalidOrUsed', 'conflict'));
    it('refuses a deleted code', () =>
      spec([created, codeDeleted]).when(redeem).expectRefusal('codeInvalidOrUsed', 'conflict'));
    it('records nothing when the owner retries: the token is theirs already', () =>
      spec([created, redeemed]).when(redeem).expectEvents([]));
    it('records nothing when the owner retries after changing the token, whatever the retry names', () =>
      spec([
        created,
        redeemed,
        { type: 'TokenRenamed', data: { ...ref, name: 'Neu' } },
        { type: 'TokenFrequencyChanged', data: { ...ref, frequencyId: 4 } },
        activated,
      ])
        .when({ ...redeem, tokenId: 99, name: 'Energy Token 2', frequencyId: 5 })
        .expectEvents([]));
    it('keeps the token the owner retried for in the state, as it is now', () => {
      const given: CodeStreamEvent[] = [
        created,
        redeemed,
        { type: 'TokenRenamed', data: { ...ref, name: 'Neu' } },
      ];
      const state = given.reduce(evolve, initialCodeState());
      expect(decide(state, { ...redeem, tokenId: 99 })).toEqual([]);
      expect(state.token).toMatchObject({ tokenId, userId, name: 'Neu' });
    });
    it('redeems a re-created code again, with a fresh token', () => {
      const again = [created, redeemed, tokenDeleted, codeDeleted, created];
      spec(again)
        .when({ type: 'RedeemCode', userId: 8, tokenId: 43, name: 'Zweiter', frequencyId: 4 })
        .expectEvents([
          { type: 'CodeRedeemed', data: { code, tokenId: 43, userId: 8, name: 'Zweiter', frequencyId: 4 } },
        ]);
      // The old token does not come back with the re-created code.
      spec(again)
        .when(change({ name: 'X' }))
        .expectRefusal('tokenNotFound', 'notFound');
      spec(again).when(deleteToken).expectRefusal('tokenNotFound', 'notFound');
    });
  });

  describe('delete the code', () => {
    it('refuses an unknown code', () => spec([]).when(deleteCode).expectRefusal('codeNotFound', 'notFound'));
    it('refuses a deleted code', () =>
      spec([created, codeDeleted]).when(deleteCode).expectRefusal('codeNotFound', 'notFound'));
    it('deletes an available code', () => spec([created]).when(deleteCode).expectEvents([codeDeleted]));
    it('refuses a code whose token lives', () =>
      spec([created, redeemed]).when(deleteCode).expectRefusal('codeInUse', 'conflict'));
    it('refuses a code whose token lives and is active', () =>
      spec([created, redeemed, activated]).when(deleteCode).expectRefusal('codeInUse', 'conflict'));
    it('deletes a redeemed code once its token was deleted', () =>
      spec([created, redeemed, tokenDeleted]).when(deleteCode).expectEvents([codeDeleted]));
  });

  describe('change the token', () => {
    const given = [created, redeemed];
    it('renames it', () =>
      spec(given)
        .when(change({ name: 'Neu' }))
        .expectEvents([{ type: 'TokenRenamed', data: { ...ref, name: 'Neu' } }]));
    it('changes its frequency', () =>
      spec(given)
        .when(change({ frequencyId: 4 }))
        .expectEvents([{ type: 'TokenFrequencyChanged', data: { ...ref, frequencyId: 4 } }]));
    it('activates it (a new token is inactive)', () =>
      spec(given)
        .when(change({ isActive: true }))
        .expectEvents([activated]));
    it('deactivates it', () =>
      spec([...given, activated])
        .when(change({ isActive: false }))
        .expectEvents([deactivated]));
    it('changes all three at once, in order', () =>
      spec(given)
        .when(change({ name: 'Neu', frequencyId: 4, isActive: true }))
        .expectEvents([
          { type: 'TokenRenamed', data: { ...ref, name: 'Neu' } },
          { type: 'TokenFrequencyChanged', data: { ...ref, frequencyId: 4 } },
          activated,
        ]));
    it('changes only what differs', () =>
      spec(given)
        .when(change({ name: 'Energy Token 1', frequencyId: 4, isActive: false }))
        .expectEvents([{ type: 'TokenFrequencyChanged', data: { ...ref, frequencyId: 4 } }]));
    it('records nothing when nothing changed', () =>
      spec(given)
        .when(change({ name: 'Energy Token 1', frequencyId: 3, isActive: false }))
        .expectEvents([]));
    it('records nothing when nothing is given', () => spec(given).when(change({})).expectEvents([]));
    it('compares with the latest values', () =>
      spec([
        ...given,
        { type: 'TokenRenamed', data: { ...ref, name: 'Neu' } },
        { type: 'TokenFrequencyChanged', data: { ...ref, frequencyId: 4 } },
        activated,
      ])
        .when(change({ name: 'Neu', frequencyId: 4, isActive: true }))
        .expectEvents([]));
    it('refuses someone else’s token', () =>
      spec(given)
        .when({ type: 'ChangeToken', userId: 8, name: 'Meins' })
        .expectRefusal('tokenNotFound', 'notFound'));
    it('refuses someone else’s token even without changes', () =>
      spec(given).when({ type: 'ChangeToken', userId: 8 }).expectRefusal('tokenNotFound', 'notFound'));
    it('refuses an unknown code', () =>
      spec([])
        .when(change({ name: 'Neu' }))
        .expectRefusal('tokenNotFound', 'notFound'));
    it('refuses an unredeemed code', () =>
      spec([created])
        .when(change({ name: 'Neu' }))
        .expectRefusal('tokenNotFound', 'notFound'));
    it('refuses a deleted token', () =>
      spec([...given, tokenDeleted])
        .when(change({ name: 'Neu' }))
        .expectRefusal('tokenNotFound', 'notFound'));
  });

  describe('toggle the token', () => {
    it('records nothing when activating an active token', () =>
      spec([created, redeemed, activated])
        .when(change({ isActive: true }))
        .expectEvents([]));
    it('records nothing when deactivating an inactive token', () =>
      spec([created, redeemed])
        .when(change({ isActive: false }))
        .expectEvents([]));
    it('records nothing when deactivating a token that was switched off again', () =>
      spec([created, redeemed, activated, deactivated])
        .when(change({ isActive: false }))
        .expectEvents([]));
    it('activates a token that was switched off again', () =>
      spec([created, redeemed, activated, deactivated])
        .when(change({ isActive: true }))
        .expectEvents([activated]));
  });

  describe('delete the token', () => {
    it('deletes it with the reason', () =>
      spec([created, redeemed]).when(deleteToken).expectEvents([tokenDeleted]));
    it('deletes it when the account is erased', () =>
      spec([created, redeemed, activated])
        .when({ type: 'DeleteToken', reason: 'accountErased' })
        .expectEvents([{ type: 'TokenDeleted', data: { ...ref, reason: 'accountErased' } }]));
    it('refuses it twice', () =>
      spec([created, redeemed, tokenDeleted]).when(deleteToken).expectRefusal('tokenNotFound', 'notFound'));
    it('refuses an unknown code', () =>
      spec([]).when(deleteToken).expectRefusal('tokenNotFound', 'notFound'));
    it('refuses an unredeemed code', () =>
      spec([created]).when(deleteToken).expectRefusal('tokenNotFound', 'notFound'));
  });
});

/** What a refusal says about itself: the same answer for the caller, its reason for the record. */
function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RedemptionRefused);
    const { reason, kind, messageKey } = error as RedemptionRefused;
    return { reason, kind, messageKey };
  }
  throw new Error('not refused');
}

describe('a refused redemption', () => {
  const redeemGiven =
    (given: CodeStreamEvent[], command: CodeCommand = redeem) =>
    () =>
      decide(given.reduce(evolve, initialCodeState()), command);
  const alike = { kind: 'conflict', messageKey: 'codeInvalidOrUsed' };

  it('says an unknown code is unknown', () =>
    expect(refusalOf(redeemGiven([]))).toEqual({ ...alike, reason: 'unknown' }));
  it('says a code someone else redeemed is used', () =>
    expect(refusalOf(redeemGiven([created, redeemed], redeemBy(8)))).toEqual({ ...alike, reason: 'used' }));
  it('says a code whose token was deleted is used, also to the token’s owner', () =>
    expect(refusalOf(redeemGiven([created, redeemed, tokenDeleted]))).toEqual({ ...alike, reason: 'used' }));
  it('says a deleted code is used', () =>
    expect(refusalOf(redeemGiven([created, codeDeleted]))).toEqual({ ...alike, reason: 'used' }));
  it('says text that cannot be a code is malformed, before any stream is read', () => {
    expect(refusalOf(() => assertRedeemable(''))).toEqual({ ...alike, reason: 'malformed' });
    expect(refusalOf(() => assertRedeemable('AB12C'))).toEqual({ ...alike, reason: 'malformed' });
    expect(() => assertRedeemable(code)).not.toThrow();
  });
  it("records the attempt with its reason, for the user's attempts stream", () =>
    expect(decideFailedRedemption(userId, code, new RedemptionRefused('used'))).toEqual([
      { type: 'CodeRedemptionFailed', data: { userId, code, reason: 'used' } },
    ]));
});
