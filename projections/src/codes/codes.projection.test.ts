import { codeModels, codeStreams, streams } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted, userRegistered } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { codesProjection } from './codes.projection';

const inCode = (code: string) => ({ streamId: codeStreams.code(code) });
const created = (code: string, origin: 'generated' | 'manual' = 'generated'): GivenEvent => ({
  type: 'CodeCreated',
  data: { code, origin },
  ...inCode(code),
});
const redeemed = (code: string, tokenId: number, userId: number): GivenEvent => ({
  type: 'CodeRedeemed',
  data: { code, tokenId, userId, name: 'Energy Token', frequencyId: 1 },
  ...inCode(code),
});
const tokenDeleted = (code: string, tokenId: number, userId: number): GivenEvent => ({
  type: 'TokenDeleted',
  data: { code, tokenId, userId, reason: 'accountErased' },
  ...inCode(code),
});
const codeDeleted = (code: string): GivenEvent => ({ type: 'CodeDeleted', data: { code }, ...inCode(code) });
const available = { isUsed: false, userId: null, username: null, tokenId: null, usedAt: null };

describeProjection(codesProjection, (spec) => {
  it('lists a new code as available, in the order codes were created', () =>
    spec
      .given(created('222222', 'manual'), created('111111'))
      .expect(codeModels.codes)
      .toEqual([
        { id: '111111', code: '111111', ...available, createdAt: recordedAt(2), seq: 2 },
        { id: '222222', code: '222222', ...available, createdAt: recordedAt(1), seq: 1 },
      ]));

  it('knows every registered person’s name', () =>
    spec
      .given(userRegistered(7, 'anna'), userRegistered(9, 'ben'))
      .expect(codeModels.codeOwners)
      .toEqual([
        { id: 7, username: 'anna' },
        { id: 9, username: 'ben' },
      ]));

  it('marks a redeemed code used, by whom (with their name), for which token and when', () =>
    spec
      .given(userRegistered(7, 'anna'), created('111111'))
      .when(redeemed('111111', 4, 7))
      .expect(codeModels.codes)
      .toEqual([
        {
          id: '111111',
          code: '111111',
          isUsed: true,
          userId: 7,
          username: 'anna',
          tokenId: 4,
          createdAt: recordedAt(2),
          usedAt: recordedAt(3),
          seq: 2,
        },
      ]));

  it('finds the redeemer’s name in the same batch as the registration', () =>
    spec
      .given(userRegistered(7, 'anna'), created('111111'), redeemed('111111', 4, 7))
      .expect(codeModels.codes)
      .toMatchObject([{ username: 'anna' }]));

  it('leaves the name empty when the redeemer is unknown', () =>
    spec
      .given(created('111111'), redeemed('111111', 4, 7))
      .expect(codeModels.codes)
      .toMatchObject([{ isUsed: true, userId: 7, username: null }]));

  it('keeps a code used when its token is deleted, without the token', () =>
    spec
      .given(userRegistered(7, 'anna'), created('111111'), redeemed('111111', 4, 7))
      .when(tokenDeleted('111111', 4, 7))
      .expect(codeModels.codes)
      .toMatchObject([{ isUsed: true, userId: 7, username: 'anna', tokenId: null, usedAt: recordedAt(3) }]));

  it('drops a deleted code, and only that one', () =>
    spec
      .given(created('111111'), created('222222'))
      .when(codeDeleted('111111'))
      .expect(codeModels.codes)
      .toMatchObject([{ id: '222222' }]));

  const story = [
    userRegistered(7, 'anna'),
    userRegistered(9, 'ben'),
    created('111111'),
    created('222222'),
    created('333333'),
    redeemed('111111', 1, 7),
    redeemed('222222', 2, 9),
  ];
  const erasure = [userDeleted(7), tokenDeleted('111111', 1, 7)];

  it('erases the person’s name: their codes stay used, by an id without a name or token', async () => {
    const erased = spec.given(...story).when(...erasure);
    await erased.expectErased(7);
    await erased.expect(codeModels.codes).toMatchObject([
      { id: '111111', isUsed: true, userId: 7, username: null, tokenId: null },
      { id: '222222', userId: 9, username: 'ben', tokenId: 2 },
      { id: '333333', isUsed: false },
    ]);
    await erased.expect(codeModels.codeOwners).toEqual([{ id: 9, username: 'ben' }]);
  });

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(...story, tokenDeleted('222222', 2, 9), codeDeleted('333333')).expectStable());

  it('after an erasure, a rebuild without the person’s streams gives the same documents', () =>
    spec
      .given(...story)
      .when(...erasure)
      .expectStable({ withoutStreams: [streams.user(7), codeStreams.redeemAttempts(7)] }));
});
