import {
  DomainError,
  type RingActivationFailed,
  type RingCodeStreamEvent,
  ringCodePattern,
} from '@et/contracts';
import {
  decideHandover,
  endOffer,
  evolveHandover,
  type HandoverCommand,
  type HandoverItem,
  type HandoverState,
  initialHandoverState,
  isHandoverCommand,
} from '../handovers/handover.decider';

/** The dimension ring a ring code became; it lives in the code's stream (decision 0004). */
export interface RingState {
  ringId: number;
  /** The type's name in the language of the activation. */
  name: string;
  userId: number;
  frequencyId: number | null;
  isActive: boolean;
  deleted: boolean;
}

export interface RingCodeState {
  status: 'none' | 'available' | 'redeemed' | 'deleted';
  ringCode: string | null;
  ringType: string | null;
  ring: RingState | null;
  /** The ring's handovers (issue 28): its open offer, who took it before. */
  handover: HandoverState;
}

export const initialRingCodeState = (): RingCodeState => ({
  status: 'none',
  ringCode: null,
  ringType: null,
  ring: null,
  handover: initialHandoverState(),
});

export type RingCodeCommand =
  | { type: 'CreateRingCode'; ringCode: string; ringType: string; origin: 'generated' | 'manual' }
  /**
   * Activates the ring: the type comes from the code; `typeNames` gives each type's name in the
   * language of the request (the ring's name), the type's code when it has none.
   */
  | {
      type: 'RedeemRingCode';
      userId: number;
      ringId: number;
      frequencyId: number | null;
      typeNames: Readonly<Record<string, string>>;
    }
  | { type: 'DeleteRingCode' }
  /** The owner's own ring only (`ringId`: the ring they named). */
  | { type: 'ChangeRingFrequency'; userId: number; ringId: number; frequencyId: number }
  | { type: 'ActivateRing'; userId: number; ringId: number }
  | { type: 'DeleteRing'; reason: 'accountErased' }
  | HandoverCommand;

/** Why an activation was refused: recorded for the audit, never told to the caller. */
export type ActivationRefusal = RingActivationFailed['data']['reason'];

/** Every refused activation answers alike (`ringCodeInvalidOrUsed`): nothing to learn by guessing. */
export class ActivationRefused extends DomainError {
  constructor(readonly reason: ActivationRefusal) {
    super('conflict', 'ringCodeInvalidOrUsed');
  }
}

/** A typed code that cannot be a ring code is refused before any stream is read. */
export function assertActivatable(ringCode: string): void {
  if (!ringCodePattern.test(ringCode)) throw new ActivationRefused('malformed');
}

/** The record of a refused activation, for the user's attempts stream; what was typed only if it is a code. */
export function decideFailedActivation(
  userId: number,
  typed: string,
  refusal: ActivationRefused,
): RingActivationFailed[] {
  const ringCode = ringCodePattern.test(typed) ? typed : '';
  return [{ type: 'RingActivationFailed', data: { userId, ringCode, reason: refusal.reason } }];
}

export function evolve(state: RingCodeState, event: RingCodeStreamEvent): RingCodeState {
  const ring = state.ring;
  switch (event.type) {
    case 'RingCodeCreated':
      return {
        ...initialRingCodeState(),
        status: 'available',
        ringCode: event.data.ringCode,
        ringType: event.data.ringType,
      };
    case 'RingCodeRedeemed': {
      const { ringId, userId, name, frequencyId, isActive } = event.data;
      return {
        ...state,
        status: 'redeemed',
        ring: { ringId, name, userId, frequencyId, isActive, deleted: false },
      };
    }
    case 'RingCodeDeleted':
      return { ...state, status: 'deleted' };
    case 'RingFrequencyChanged':
      return { ...state, ring: ring && { ...ring, frequencyId: event.data.frequencyId } };
    case 'RingActivated':
      return { ...state, ring: ring && { ...ring, isActive: true } };
    case 'RingDeleted':
      // A deleted ring's open offer ends with it.
      return {
        ...state,
        ring: ring && { ...ring, deleted: true },
        handover: endOffer(state.handover),
      };
    case 'HandoverOffered':
    case 'HandoverCancelled':
      return { ...state, handover: evolveHandover(state.handover, event) };
    case 'RingHandedOver':
      return {
        ...state,
        ring: ring && { ...ring, userId: event.data.toUserId },
        handover: evolveHandover(state.handover, event),
      };
  }
}

/**
 * One printed ring: its code is created once and activated once (the ring is born in the same
 * event, so the expected stream version makes an activation exactly-once; its owner's retry
 * records nothing); the code goes only
 * while no ring lives. A ring is active or becomes so (one-way); its frequency changes only then.
 */
export function decide(state: RingCodeState, command: RingCodeCommand): RingCodeStreamEvent[] {
  if (isHandoverCommand(command))
    return decideHandover(
      handoverItem(state),
      state.handover,
      command,
      'ringNotFound',
    ) as RingCodeStreamEvent[];
  switch (command.type) {
    case 'CreateRingCode':
      if (state.status === 'available' || state.status === 'redeemed')
        throw new DomainError('conflict', 'ringCodeExists');
      return [
        {
          type: 'RingCodeCreated',
          data: { ringCode: command.ringCode, ringType: command.ringType, origin: command.origin },
        },
      ];
    case 'RedeemRingCode': {
      if (state.status === 'none') throw new ActivationRefused('unknown');
      // Its owner retrying (design.md reading 18): nothing changes; the ring answers as it is now.
      if (ownsRing(state, command.userId)) return [];
      if (state.status !== 'available' || !state.ringCode || !state.ringType)
        throw new ActivationRefused('used');
      const { userId, ringId, frequencyId } = command;
      const ringType = state.ringType;
      const name = Object.hasOwn(command.typeNames, ringType) ? command.typeNames[ringType]! : ringType;
      return [
        {
          type: 'RingCodeRedeemed',
          data: { ringCode: state.ringCode, ringType, ringId, userId, name, frequencyId, isActive: true },
        },
      ];
    }
    case 'DeleteRingCode':
      if (state.status === 'none' || state.status === 'deleted' || !state.ringCode || !state.ringType)
        throw new DomainError('notFound', 'ringCodeNotFound');
      if (state.ring && !state.ring.deleted) throw new DomainError('conflict', 'ringCodeInUse');
      return [{ type: 'RingCodeDeleted', data: { ringCode: state.ringCode, ringType: state.ringType } }];
    case 'ChangeRingFrequency': {
      const ring = ownRing(state, command);
      if (!ring.isActive) throw new DomainError('conflict', 'ringNotActive');
      if (ring.frequencyId === command.frequencyId) return [];
      return [
        { type: 'RingFrequencyChanged', data: { ...refOf(state, ring), frequencyId: command.frequencyId } },
      ];
    }
    case 'ActivateRing': {
      const ring = ownRing(state, command);
      return ring.isActive ? [] : [{ type: 'RingActivated', data: refOf(state, ring) }];
    }
    case 'DeleteRing': {
      const ring = liveRing(state);
      return [{ type: 'RingDeleted', data: { ...refOf(state, ring), reason: command.reason } }];
    }
  }
}

/** Whether the code's ring lives and is this user's: an activation of it again is theirs to retry. */
const ownsRing = (state: RingCodeState, userId: number): boolean =>
  state.status === 'redeemed' && state.ring !== null && !state.ring.deleted && state.ring.userId === userId;

function liveRing(state: RingCodeState): RingState {
  if (!state.ring || state.ring.deleted) throw new DomainError('notFound', 'ringNotFound');
  return state.ring;
}

/** Someone else's ring, or a ring this code no longer holds, does not exist as far as they can tell. */
function ownRing(state: RingCodeState, command: { userId: number; ringId: number }): RingState {
  const ring = liveRing(state);
  if (ring.userId !== command.userId || ring.ringId !== command.ringId)
    throw new DomainError('notFound', 'ringNotFound');
  return ring;
}

/** The live ring as a handover sees it. */
const handoverItem = (state: RingCodeState): HandoverItem | null =>
  state.ring && !state.ring.deleted && state.ringCode
    ? { kind: 'ring', itemId: state.ring.ringId, itemCode: state.ringCode, ownerId: state.ring.userId }
    : null;

const refOf = (state: RingCodeState, ring: RingState) => ({
  ringId: ring.ringId,
  ringCode: state.ringCode!,
  userId: ring.userId,
});

export const ringCodeDecider = { initialState: initialRingCodeState, evolve, decide };
