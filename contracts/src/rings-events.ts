import type { DomainEvent } from './events';
import type { HandoverCancelled, HandoverOffered, RingHandedOver } from './handovers';
import type { RingTypeTexts } from './rings';

/** The rings' events (ring types, ring codes, rings) and the streams they are kept in. */
type RingTypeRef = { ringTypeId: number; code: string };
export type RingTypeCreated = DomainEvent<'RingTypeCreated', RingTypeRef & RingTypeTexts>;
export type RingTypeUpdated = DomainEvent<'RingTypeUpdated', RingTypeRef & RingTypeTexts>;
export type RingTypeImageCleared = DomainEvent<'RingTypeImageCleared', RingTypeRef>;
export type RingTypeDeleted = DomainEvent<'RingTypeDeleted', RingTypeRef>;
/** Everything in a ring type's stream `ring-type-{code}`. */
export type RingTypeEvent = RingTypeCreated | RingTypeUpdated | RingTypeImageCleared | RingTypeDeleted;

export type RingCodeCreated = DomainEvent<
  'RingCodeCreated',
  { ringCode: string; ringType: string; origin: 'generated' | 'manual' }
>;
export type RingCodeDeleted = DomainEvent<'RingCodeDeleted', { ringCode: string; ringType: string }>;
/** Activating a ring code creates the ring: one event, one stream, exactly once. */
export type RingCodeRedeemed = DomainEvent<
  'RingCodeRedeemed',
  {
    ringCode: string;
    ringType: string;
    ringId: number;
    userId: number;
    name: string;
    frequencyId: number | null;
    isActive: boolean;
  }
>;
type RingRef = { ringId: number; ringCode: string; userId: number };
export type RingFrequencyChanged = DomainEvent<'RingFrequencyChanged', RingRef & { frequencyId: number }>;
export type RingActivated = DomainEvent<'RingActivated', RingRef>;
/** A ring ends only with its owner's account; its code stays used. */
export type RingDeleted = DomainEvent<'RingDeleted', RingRef & { reason: 'accountErased' }>;
export type RingEvent = RingFrequencyChanged | RingActivated | RingDeleted;

/** A refused activation, kept in the user's own attempts stream (erased with the account). */
export type RingActivationFailed = DomainEvent<
  'RingActivationFailed',
  { userId: number; ringCode: string; reason: 'unknown' | 'used' | 'malformed' }
>;

/** Everything in a ring code's stream `ring-code-{CODE}`: the code, then the ring it became. */
export type RingCodeStreamEvent =
  | RingCodeCreated
  | RingCodeRedeemed
  | RingCodeDeleted
  | RingEvent
  | HandoverOffered
  | HandoverCancelled
  | RingHandedOver;

export const ringStreams = {
  ringType: (code: string) => `ring-type-${code}`,
  ringTypeIds: 'ids-ring-type',
  ringCode: (code: string) => `ring-code-${code}`,
  ringIds: 'ids-ring',
  activationAttempts: (userId: number) => `ring-attempts-${userId}`,
} as const;
