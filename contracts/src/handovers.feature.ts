import { defineFeature, type LiveRule } from './feature';
import {
  type HandoverCancelled,
  type HandoverCodeIssued,
  type HandoverOffered,
  handoverModels,
  type RingHandedOver,
  type TokenHandedOver,
} from './handovers';
import { handoversTexts } from './handovers-texts';
import type { RingsLiveMessage } from './rings.feature';
import type { TokensLiveMessage } from './tokens.feature';

/** The `/ws` messages this feature's events send; a moved item is its feature's own message. */
export type HandoversLiveMessage =
  | { type: 'HANDOVER_CHANGED'; kind: 'token' | 'ring'; itemId: number }
  | TokensLiveMessage
  | RingsLiveMessage;

type Kind = 'token' | 'ring';
const handoverChanged = (kind: Kind, itemId: number): HandoversLiveMessage => ({
  type: 'HANDOVER_CHANGED',
  kind,
  itemId,
});

/** The giver (the event's `fromUserId`) and every admin hear that an offer opened or ended. */
const offerChanged: ReadonlyArray<
  LiveRule<{ kind: Kind; itemId: number; fromUserId: number }, HandoversLiveMessage>
> = [
  { to: 'owner', ownerField: 'fromUserId', message: (data) => handoverChanged(data.kind, data.itemId) },
  { to: 'admins', message: (data) => handoverChanged(data.kind, data.itemId) },
];

/** The item leaves the giver's list and joins the taker's; admins see it change hands. */
function itemMoved<Data extends { fromUserId: number; toUserId: number }>(
  kind: Kind,
  itemId: (data: Data) => number,
  gone: (id: number) => HandoversLiveMessage,
  come: (id: number) => HandoversLiveMessage,
  changed: (id: number) => HandoversLiveMessage,
): ReadonlyArray<LiveRule<Data, HandoversLiveMessage>> {
  return [
    { to: 'owner', ownerField: 'fromUserId', message: (data) => gone(itemId(data)) },
    { to: 'owner', ownerField: 'fromUserId', message: (data) => handoverChanged(kind, itemId(data)) },
    { to: 'owner', ownerField: 'toUserId', message: (data) => come(itemId(data)) },
    { to: 'admins', message: (data) => changed(itemId(data)) },
    { to: 'admins', message: (data) => handoverChanged(kind, itemId(data)) },
  ];
}

/**
 * Handing a token or a ring on (issue 28): the offer, its end and the move live in the item's
 * own stream (`code-{CODE}`, `ring-code-{CODE}`), so one item's handovers happen one at a time;
 * the pointer stream `handover-{CODE}` names the item a handover code stands for. The audit
 * keeps ids only: never the handover code, which would hand the item to whoever reads it.
 */
export const handoversFeature = defineFeature<
  HandoverCodeIssued | HandoverOffered | HandoverCancelled | TokenHandedOver | RingHandedOver,
  HandoversLiveMessage
>({
  name: 'handovers',
  texts: handoversTexts,
  events: {
    HandoverCodeIssued: { audit: false },
    HandoverOffered: {
      audit: ['kind', 'itemId', 'fromUserId', 'expiresAt', 'handoverId'],
      live: offerChanged,
    },
    HandoverCancelled: {
      audit: ['kind', 'itemId', 'fromUserId', 'reason', 'handoverId'],
      live: offerChanged,
    },
    TokenHandedOver: {
      audit: ['tokenId', 'fromUserId', 'toUserId', 'handoverId'],
      live: itemMoved(
        'token',
        (data) => data.tokenId,
        (tokenId) => ({ type: 'TOKEN_DELETED', tokenId }),
        (tokenId) => ({ type: 'TOKEN_CREATED', tokenId }),
        (tokenId) => ({ type: 'TOKEN_CHANGED', tokenId }),
      ),
    },
    RingHandedOver: {
      audit: ['ringId', 'fromUserId', 'toUserId', 'handoverId'],
      live: itemMoved(
        'ring',
        (data) => data.ringId,
        (ringId) => ({ type: 'RING_CHANGED', ringId }),
        (ringId) => ({ type: 'RING_CHANGED', ringId }),
        (ringId) => ({ type: 'RING_CHANGED', ringId }),
      ),
    },
  },
  // Giver and taker both find the handover under their name in the trail; an offer and its end
  // are in the item's history (by id, and by its access or ring code) like the handover itself.
  auditRefs: {
    handoverId: 'handover',
    fromUserId: 'user',
    toUserId: 'user',
    itemId: (data) => (data.kind === 'ring' ? 'ring' : 'token'),
    itemCode: (data) => (data.kind === 'ring' ? 'ringCode' : 'code'),
  },
  personalData: {
    readModels: [
      // The handover stays (the item's owners over time); the erased person's id goes.
      { readModel: handoverModels.handovers, field: 'fromUserId', erased: { cleared: ['fromUserId'] } },
      { readModel: handoverModels.handovers, field: 'toUserId', erased: { cleared: ['toUserId'] } },
    ],
  },
});
