import type { RingCodeStreamEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import {
  decide,
  evolve,
  initialRingCodeState,
  type RingCodeCommand,
  type RingCodeState,
} from '../rings/ring-codes.decider';
import { specFor } from '../shared/testing';

/** The handover rules on a ring's stream `ring-code-{CODE}` (the rules themselves: handover.decider.test.ts). */
const spec = specFor<RingCodeState, RingCodeCommand, RingCodeStreamEvent>({
  initialState: initialRingCodeState,
  evolve,
  decide,
});

const ringCode = 'AB2CD3';
const owner = 7;
const taker = 8;
const ringId = 42;
const handoverId = 'h-1';
const handoverCode = 'ACDEFGHJ';
const now = '2026-11-27T10:00:00.000Z';
const expiresAt = '2026-12-04T10:00:00.000Z';

const ring: RingCodeStreamEvent[] = [
  { type: 'RingCodeCreated', data: { ringCode, ringType: 'gold', origin: 'generated' } },
  {
    type: 'RingCodeRedeemed',
    data: {
      ringCode,
      ringType: 'gold',
      ringId,
      userId: owner,
      name: 'Goldener Ring',
      frequencyId: 3,
      isActive: true,
    },
  },
];
const ref = { handoverId, kind: 'ring' as const, itemId: ringId, itemCode: ringCode, fromUserId: owner };
const offered: RingCodeStreamEvent = {
  type: 'HandoverOffered',
  data: { ...ref, handoverCode, showName: false, expiresAt },
};
const cancelled: RingCodeStreamEvent = { type: 'HandoverCancelled', data: { ...ref, reason: 'owner' } };
const handedOver: RingCodeStreamEvent = {
  type: 'RingHandedOver',
  data: { handoverId, ringId, ringCode, fromUserId: owner, toUserId: taker },
};
const ringDeleted: RingCodeStreamEvent = {
  type: 'RingDeleted',
  data: { ringId, ringCode, userId: owner, reason: 'accountErased' },
};

const offer = (userId = owner): RingCodeCommand => ({
  type: 'OfferHandover',
  userId,
  handoverId,
  code: handoverCode,
  showName: false,
  now,
  expiresAt,
});
const accept = (userId = taker, at = now): RingCodeCommand => ({
  type: 'AcceptHandover',
  userId,
  code: handoverCode,
  now: at,
});

describe('ring handover', () => {
  it('is offered by the owner', () => spec(ring).when(offer()).expectEvents([offered]));
  it('is not offered by anyone else', () =>
    spec(ring).when(offer(taker)).expectRefusal('ringNotFound', 'notFound'));
  it('is not offered for a deleted ring', () =>
    spec([...ring, ringDeleted])
      .when(offer())
      .expectRefusal('ringNotFound', 'notFound'));
  it('is cancelled by the owner', () =>
    spec([...ring, offered])
      .when({ type: 'CancelHandover', userId: owner, reason: 'owner', now })
      .expectEvents([cancelled]));
  it('moves the ring to the taker', () =>
    spec([...ring, offered])
      .when(accept())
      .expectEvents([handedOver]));
  it('the taker asking again changes nothing', () =>
    spec([...ring, offered, handedOver])
      .when(accept())
      .expectEvents([]));
  it('refuses a cancelled, taken, own or expired handover alike', () => {
    spec([...ring, offered, cancelled])
      .when(accept())
      .expectRefusal('handoverInvalid', 'conflict');
    spec([...ring, offered, handedOver])
      .when(accept(9))
      .expectRefusal('handoverInvalid', 'conflict');
    spec([...ring, offered])
      .when(accept(owner))
      .expectRefusal('handoverInvalid', 'conflict');
    spec([...ring, offered])
      .when(accept(taker, expiresAt))
      .expectRefusal('handoverInvalid', 'conflict');
    spec([...ring, offered, ringDeleted])
      .when(accept())
      .expectRefusal('handoverInvalid', 'conflict');
  });
  it('after it, the taker changes the frequency and the giver cannot', () => {
    const change = (userId: number): RingCodeCommand => ({
      type: 'ChangeRingFrequency',
      userId,
      ringId,
      frequencyId: 4,
    });
    spec([...ring, offered, handedOver])
      .when(change(taker))
      .expectEvents([
        { type: 'RingFrequencyChanged', data: { ringId, ringCode, userId: taker, frequencyId: 4 } },
      ]);
    spec([...ring, offered, handedOver])
      .when(change(owner))
      .expectRefusal('ringNotFound', 'notFound');
  });
  it('a deleted ring ends its open offer', () =>
    spec([...ring, offered, ringDeleted])
      .when({ type: 'CancelHandover', userId: owner, reason: 'owner', now })
      .expectRefusal('ringNotFound', 'notFound'));
});
