import {
  DomainError,
  type HandoverCancelled,
  type HandoverItemEvent,
  type HandoverKind,
  type HandoverOffered,
  type MessageKey,
} from '@et/contracts';

/**
 * The handover part of an item's stream (a token's `code-{CODE}`, a ring's `ring-code-{CODE}`):
 * the code and ring-code deciders keep it beside their item and hand their handover commands
 * here, so one item's offers, cancellations and accepts are decided one at a time on its stream.
 */
export interface HandoverState {
  /** The offer made last and not ended (it may have expired: `expiresAt` says). */
  offer: OpenOffer | null;
  /** Taken handovers by code: who gave and who took each (a taker's retry is answered again, reading 18). */
  taken: Readonly<Record<string, TakenHandover>>;
}

export interface TakenHandover {
  handoverId: string;
  fromUserId: number;
  toUserId: number;
}

export interface OpenOffer {
  handoverId: string;
  code: string;
  fromUserId: number;
  showName: boolean;
  expiresAt: string;
}

export const initialHandoverState = (): HandoverState => ({ offer: null, taken: {} });

/** The live item a handover is about, as its decider knows it; null when there is none (or it ended). */
export interface HandoverItem {
  kind: HandoverKind;
  itemId: number;
  itemCode: string;
  ownerId: number;
}

export type HandoverCommand =
  /** `handoverId`, `code` and `expiresAt` are drawn by the route: an open offer keeps its own. */
  | {
      type: 'OfferHandover';
      userId: number;
      handoverId: string;
      code: string;
      showName: boolean;
      now: string;
      expiresAt: string;
    }
  /** By the owner, or by the erasure of the giver's account. */
  | { type: 'CancelHandover'; userId: number; reason: 'owner' | 'accountErased'; now: string }
  | { type: 'AcceptHandover'; userId: number; code: string; now: string };

export const isHandoverCommand = (command: { type: string }): command is HandoverCommand =>
  command.type === 'OfferHandover' || command.type === 'CancelHandover' || command.type === 'AcceptHandover';

/**
 * Every refused accept answers alike (`handoverInvalid`): unknown, expired, cancelled, taken or
 * one's own. Nothing to learn by guessing, and the refusal counts against the guessing limits.
 */
export class HandoverRefused extends DomainError {
  constructor() {
    super('conflict', 'handoverInvalid');
  }
}

/** Its item deleted (or the offer cancelled): no offer is open any more. */
export const endOffer = (state: HandoverState): HandoverState => ({ ...state, offer: null });

export function evolveHandover(state: HandoverState, event: HandoverItemEvent): HandoverState {
  switch (event.type) {
    case 'HandoverOffered': {
      const { handoverId, handoverCode: code, fromUserId, showName, expiresAt } = event.data;
      return { ...state, offer: { handoverId, code, fromUserId, showName, expiresAt } };
    }
    case 'HandoverCancelled':
      return state.offer?.handoverId === event.data.handoverId ? endOffer(state) : state;
    case 'TokenHandedOver':
    case 'RingHandedOver': {
      const code = state.offer?.handoverId === event.data.handoverId ? state.offer.code : null;
      const { handoverId, fromUserId, toUserId } = event.data;
      return {
        offer: null,
        taken: code ? { ...state.taken, [code]: { handoverId, fromUserId, toUserId } } : state.taken,
      };
    }
  }
}

/** The offer still open at `now`; an expired one counts as none. */
const openAt = (state: HandoverState, now: string): OpenOffer | null =>
  state.offer && now < state.offer.expiresAt ? state.offer : null;

/**
 * The rules of a handover. `item` is the live item (null when there is none or it was deleted);
 * `notFound` is its feature's not-found message (someone else's item is as unknown as none).
 */
export function decideHandover(
  item: HandoverItem | null,
  state: HandoverState,
  command: HandoverCommand,
  notFound: MessageKey,
): HandoverItemEvent[] {
  switch (command.type) {
    case 'OfferHandover': {
      if (!item || item.ownerId !== command.userId) throw new DomainError('notFound', notFound);
      // Asked again while one is open: that one answers (the route reads it from the state).
      if (openAt(state, command.now)) return [];
      const { handoverId, code, showName, expiresAt } = command;
      const data = {
        handoverId,
        ...ref(item),
        handoverCode: code,
        fromUserId: item.ownerId,
        showName,
        expiresAt,
      };
      return [{ type: 'HandoverOffered', data } satisfies HandoverOffered];
    }
    case 'CancelHandover': {
      if (!item || item.ownerId !== command.userId) throw new DomainError('notFound', notFound);
      // An erased giver's offer ends even when it expired: the read models see it end.
      const offer = command.reason === 'accountErased' ? state.offer : openAt(state, command.now);
      if (!offer) throw new DomainError('notFound', 'handoverNotFound');
      const data = { handoverId: offer.handoverId, ...ref(item), fromUserId: offer.fromUserId };
      return [
        { type: 'HandoverCancelled', data: { ...data, reason: command.reason } } satisfies HandoverCancelled,
      ];
    }
    case 'AcceptHandover':
      return accept(item, state, command);
  }
}

function accept(
  item: HandoverItem | null,
  state: HandoverState,
  { userId, code, now }: Extract<HandoverCommand, { type: 'AcceptHandover' }>,
): HandoverItemEvent[] {
  // The one who took it, asking again while it is still theirs: nothing changes (reading 18).
  if (item && state.taken[code]?.toUserId === userId && item.ownerId === userId) return [];
  const offer = openAt(state, now);
  if (!item || !offer || offer.code !== code || offer.fromUserId === userId) throw new HandoverRefused();
  const moved = { handoverId: offer.handoverId, fromUserId: offer.fromUserId, toUserId: userId };
  return item.kind === 'token'
    ? [{ type: 'TokenHandedOver', data: { ...moved, tokenId: item.itemId, code: item.itemCode } }]
    : [{ type: 'RingHandedOver', data: { ...moved, ringId: item.itemId, ringCode: item.itemCode } }];
}

const ref = (item: HandoverItem) => ({ kind: item.kind, itemId: item.itemId, itemCode: item.itemCode });
