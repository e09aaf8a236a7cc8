import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';
import {
  type RingActivationFailed,
  type RingCodeCreated,
  type RingCodeDeleted,
  type RingCodeRedeemed,
  type RingEvent,
  type RingTypeEvent,
  ringModels,
  ringStreams,
} from './rings';
import { ringsTexts } from './rings-texts';

/** The `/ws` messages this feature's events send. */
export type RingsLiveMessage =
  | { type: 'RING_TYPE_CHANGED' }
  | { type: 'RING_CODE_CHANGED' }
  | { type: 'RING_CHANGED'; ringId: number };

type RingIdAllocated = DomainEvent<'RingIdAllocated', Record<string, never>>;
type RingTypeIdAllocated = DomainEvent<'RingTypeIdAllocated', Record<string, never>>;

/** Everyone reads ring types (the rings page shows their names and images). */
const ringTypesChanged: ReadonlyArray<LiveRule<unknown, RingsLiveMessage>> = [
  { to: 'everyone', message: { type: 'RING_TYPE_CHANGED' } },
];

/** The admin's ring-code list and stats. */
const ringCodesChanged: ReadonlyArray<LiveRule<unknown, RingsLiveMessage>> = [
  { to: 'admins', message: { type: 'RING_CODE_CHANGED' } },
];

/** The owner and every admin hear that a ring appeared, changed or went. */
const ringChanged: ReadonlyArray<LiveRule<{ ringId: number }, RingsLiveMessage>> = [
  { to: 'owner', message: (data) => ({ type: 'RING_CHANGED', ringId: data.ringId }) },
  { to: 'admins', message: (data) => ({ type: 'RING_CHANGED', ringId: data.ringId }) },
];

const typeFields = ['ringTypeId', 'code', 'nameDE', 'nameEN', 'imageUrl'] as const;

/**
 * Ring types (stream `ring-type-{code}`), ring codes and the rings they became (stream
 * `ring-code-{CODE}`: one stream per printed ring, as decision 0004 does for tokens).
 */
export const ringsFeature = defineFeature<
  | RingTypeEvent
  | RingCodeCreated
  | RingCodeRedeemed
  | RingCodeDeleted
  | RingEvent
  | RingActivationFailed
  | RingIdAllocated
  | RingTypeIdAllocated,
  RingsLiveMessage
>({
  name: 'rings',
  texts: ringsTexts,
  events: {
    RingTypeCreated: { audit: typeFields, live: ringTypesChanged },
    RingTypeUpdated: { audit: typeFields, live: ringTypesChanged },
    RingTypeImageCleared: { audit: ['ringTypeId', 'code'], live: ringTypesChanged },
    RingTypeDeleted: { audit: ['ringTypeId', 'code'], live: ringTypesChanged },
    RingCodeCreated: { audit: ['ringCode', 'ringType', 'origin'], live: ringCodesChanged },
    RingCodeDeleted: { audit: ['ringCode', 'ringType'], live: ringCodesChanged },
    RingCodeRedeemed: {
      audit: ['ringCode', 'ringType', 'ringId', 'frequencyId', 'isActive'],
      live: [...ringCodesChanged, ...ringChanged],
    },
    RingFrequencyChanged: { audit: ['ringId', 'ringCode', 'frequencyId'], live: ringChanged },
    RingActivated: { audit: ['ringId', 'ringCode'], live: ringChanged },
    RingDeleted: { audit: ['ringId', 'ringCode', 'reason'], live: [...ringCodesChanged, ...ringChanged] },
    // What was typed may be any text: only why it failed.
    RingActivationFailed: { audit: ['reason'] },
    RingIdAllocated: { audit: false },
    RingTypeIdAllocated: { audit: false },
  },
  // `GET /api/audit?ringCode=` reads one ring code's whole history (its ring's included).
  auditRefs: { ringCode: 'ringCode', ringId: 'ring', ringTypeId: 'ringType' },
  personalData: {
    streams: (userId) => [ringStreams.activationAttempts(userId)],
    readModels: [
      { readModel: ringModels.dimensionRings, field: 'userId', erased: 'deleted' },
      { readModel: ringModels.ringCodes, field: 'userId', erased: { cleared: ['username'] } },
      { readModel: ringModels.ringCodeOwners, field: 'id', erased: 'deleted' },
    ],
  },
});
