import {
  codeStreams,
  type HandoverDocument,
  handoverModels,
  handoverStreams,
  ringStreams,
} from '@et/contracts';
import { it } from 'vitest';
import { userDeleted, userRegistered } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { handoversProjection } from './handovers.projection';

const token = { streamId: codeStreams.code('111111') };
const ring = { streamId: ringStreams.ringCode('AB2CD3') };
const expiresAt = '2026-01-08T10:00:00.000Z';

const issued = (code: string): GivenEvent => ({
  type: 'HandoverCodeIssued',
  data: { code, kind: 'token', itemCode: '111111' },
  streamId: handoverStreams.pointer(code),
});
const offered = (handoverId: string, fromUserId: number, code = 'ACDEFGHJ'): GivenEvent => ({
  type: 'HandoverOffered',
  data: {
    handoverId,
    kind: 'token',
    itemId: 4,
    itemCode: '111111',
    handoverCode: code,
    fromUserId,
    showName: true,
    expiresAt,
  },
  ...token,
});
const ringOffered: GivenEvent = {
  type: 'HandoverOffered',
  data: {
    handoverId: 'r-1',
    kind: 'ring',
    itemId: 6,
    itemCode: 'AB2CD3',
    handoverCode: 'KMNPRTUV',
    fromUserId: 7,
    showName: false,
    expiresAt,
  },
  ...ring,
};
const cancelled = (handoverId: string, fromUserId: number, reason = 'owner'): GivenEvent => ({
  type: 'HandoverCancelled',
  data: { handoverId, kind: 'token', itemId: 4, itemCode: '111111', fromUserId, reason },
  ...token,
});
const tokenHandedOver = (handoverId: string, fromUserId: number, toUserId: number): GivenEvent => ({
  type: 'TokenHandedOver',
  data: { handoverId, tokenId: 4, code: '111111', fromUserId, toUserId },
  ...token,
});
const ringHandedOver: GivenEvent = {
  type: 'RingHandedOver',
  data: { handoverId: 'r-1', ringId: 6, ringCode: 'AB2CD3', fromUserId: 7, toUserId: 9 },
  ...ring,
};
const tokenDeleted = (userId: number): GivenEvent => ({
  type: 'TokenDeleted',
  data: { tokenId: 4, code: '111111', userId, reason: 'accountErased' },
  ...token,
});
const ringDeleted: GivenEvent = {
  type: 'RingDeleted',
  data: { ringId: 6, ringCode: 'AB2CD3', userId: 7, reason: 'accountErased' },
  ...ring,
};

const open = (n: number): HandoverDocument => ({
  id: 'h-1',
  kind: 'token',
  itemId: 4,
  itemCode: '111111',
  code: 'ACDEFGHJ',
  fromUserId: 7,
  toUserId: null,
  status: 'open',
  showName: true,
  createdAt: recordedAt(n),
  expiresAt,
  endedAt: null,
});

describeProjection(handoversProjection, (spec) => {
  it('lists an offer as open, by whom, until when (the pointer stream adds nothing)', () =>
    spec
      .given(issued('ACDEFGHJ'), offered('h-1', 7))
      .expect(handoverModels.handovers)
      .toEqual([open(2)]));

  it('ends a cancelled offer', () =>
    spec
      .given(offered('h-1', 7))
      .when(cancelled('h-1', 7))
      .expect(handoverModels.handovers)
      .toEqual([{ ...open(1), status: 'cancelled', endedAt: recordedAt(2) }]));

  it('records who took a token and when', () =>
    spec
      .given(offered('h-1', 7))
      .when(tokenHandedOver('h-1', 7, 9))
      .expect(handoverModels.handovers)
      .toEqual([{ ...open(1), status: 'taken', toUserId: 9, endedAt: recordedAt(2) }]));

  it('records who took a ring', () =>
    spec
      .given(ringOffered)
      .when(ringHandedOver)
      .expect(handoverModels.handovers)
      .toMatchObject([{ id: 'r-1', kind: 'ring', itemId: 6, status: 'taken', fromUserId: 7, toUserId: 9 }]));

  it('keeps an item’s handovers over time: offered, taken, offered on by the new owner', () =>
    spec
      .given(offered('h-1', 7), tokenHandedOver('h-1', 7, 9), offered('h-2', 9, 'KMNPRTUV'))
      .expect(handoverModels.handovers)
      .toMatchObject([
        { id: 'h-1', fromUserId: 7, toUserId: 9, status: 'taken' },
        { id: 'h-2', fromUserId: 9, toUserId: null, status: 'open', code: 'KMNPRTUV' },
      ]));

  it('ends the open offer of a deleted token or ring, and only that', () =>
    spec
      .given(offered('h-1', 7), ringOffered)
      .when(tokenDeleted(7))
      .expect(handoverModels.handovers)
      .toMatchObject([
        { id: 'h-1', status: 'cancelled', endedAt: recordedAt(3) },
        { id: 'r-1', status: 'open' },
      ]));

  it('ends a deleted ring’s open offer', () =>
    spec
      .given(ringOffered)
      .when(ringDeleted)
      .expect(handoverModels.handovers)
      .toMatchObject([{ id: 'r-1', status: 'cancelled' }]));

  const story = [
    userRegistered(7, 'anna'),
    userRegistered(9, 'ben'),
    offered('h-1', 7),
    tokenHandedOver('h-1', 7, 9),
    offered('h-2', 9, 'KMNPRTUV'),
    ringOffered,
  ];
  const erasure = [userDeleted(9), cancelled('h-2', 9, 'accountErased'), tokenDeleted(9)];

  it('erases the person’s id from the handovers they gave and took; the handovers stay', async () => {
    const erased = spec.given(...story).when(...erasure);
    await erased.expectErased(9);
    await erased.expect(handoverModels.handovers).toMatchObject([
      { id: 'h-1', fromUserId: 7, toUserId: null, status: 'taken' },
      { id: 'h-2', fromUserId: null, status: 'cancelled', endedAt: recordedAt(8) },
      { id: 'r-1', fromUserId: 7, status: 'open' },
    ]);
  });

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(...story, cancelled('h-2', 9), ringHandedOver).expectStable());

  it('after an erasure, a rebuild gives the same documents', () =>
    spec
      .given(...story)
      .when(...erasure)
      .expectStable());
});
