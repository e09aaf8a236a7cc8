import {
  type CodeRedemptionFailed,
  type CodeStreamEvent,
  DomainError,
  redeemableCode,
  type TokenEvent,
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

/** The energy token a redeemed code became; it lives in the code's stream. */
export interface TokenState {
  tokenId: number;
  userId: number;
  name: string;
  frequencyId: number;
  isActive: boolean;
  deleted: boolean;
}

export interface CodeState {
  status: 'none' | 'available' | 'redeemed' | 'deleted';
  code: string | null;
  token: TokenState | null;
  /** The token's handovers (issue 28): its open offer, who took it before. */
  handover: HandoverState;
}

export const initialCodeState = (): CodeState => ({
  status: 'none',
  code: null,
  token: null,
  handover: initialHandoverState(),
});

export type CodeCommand =
  | { type: 'CreateCode'; code: string; origin: 'generated' | 'manual' }
  | { type: 'RedeemCode'; userId: number; tokenId: number; name: string; frequencyId: number }
  | { type: 'DeleteCode' }
  /** The owner changes their token; only the given fields, only when they differ. */
  | { type: 'ChangeToken'; userId: number; name?: string; frequencyId?: number; isActive?: boolean }
  | { type: 'DeleteToken'; reason: 'admin' | 'accountErased' }
  | HandoverCommand;

/** Why a redemption was refused: recorded for the audit, never told to the caller. */
export type RedemptionRefusal = CodeRedemptionFailed['data']['reason'];

/** Every refused redemption answers alike (`codeInvalidOrUsed`): nothing to learn by guessing. */
export class RedemptionRefused extends DomainError {
  constructor(readonly reason: RedemptionRefusal) {
    super('conflict', 'codeInvalidOrUsed');
  }
}

/** A typed code that cannot be a code is refused before any stream is read. */
export function assertRedeemable(code: string): void {
  if (!redeemableCode.test(code)) throw new RedemptionRefused('malformed');
}

/** The record of a refused redemption, for the user's attempts stream (every attempt counts). */
export function decideFailedRedemption(
  userId: number,
  code: string,
  refusal: RedemptionRefused,
): CodeRedemptionFailed[] {
  return [{ type: 'CodeRedemptionFailed', data: { userId, code, reason: refusal.reason } }];
}

export function evolve(state: CodeState, event: CodeStreamEvent): CodeState {
  const token = state.token;
  switch (event.type) {
    case 'CodeCreated':
      return { ...initialCodeState(), status: 'available', code: event.data.code };
    case 'CodeRedeemed': {
      const { tokenId, userId, name, frequencyId } = event.data;
      return {
        ...state,
        status: 'redeemed',
        token: { tokenId, userId, name, frequencyId, isActive: false, deleted: false },
      };
    }
    case 'CodeDeleted':
      return { ...state, status: 'deleted' };
    case 'TokenRenamed':
      return { ...state, token: token && { ...token, name: event.data.name } };
    case 'TokenFrequencyChanged':
      return { ...state, token: token && { ...token, frequencyId: event.data.frequencyId } };
    case 'TokenActivated':
    case 'TokenDeactivated':
      return { ...state, token: token && { ...token, isActive: event.type === 'TokenActivated' } };
    case 'TokenDeleted':
      // A deleted token's open offer ends with it.
      return {
        ...state,
        token: token && { ...token, deleted: true },
        handover: endOffer(state.handover),
      };
    case 'HandoverOffered':
    case 'HandoverCancelled':
      return { ...state, handover: evolveHandover(state.handover, event) };
    case 'TokenHandedOver':
      return {
        ...state,
        token: token && { ...token, userId: event.data.toUserId },
        handover: evolveHandover(state.handover, event),
      };
  }
}

/**
 * One printed code: created once, redeemed once (the token is born in the same event, so the
 * expected stream version makes a redemption exactly-once; its owner's retry records nothing),
 * deleted only while no token lives.
 */
export function decide(state: CodeState, command: CodeCommand): CodeStreamEvent[] {
  if (isHandoverCommand(command))
    return decideHandover(handoverItem(state), state.handover, command, 'tokenNotFound') as CodeStreamEvent[];
  switch (command.type) {
    case 'CreateCode':
      if (state.status === 'available' || state.status === 'redeemed')
        throw new DomainError('conflict', 'codeExists');
      return [{ type: 'CodeCreated', data: { code: command.code, origin: command.origin } }];
    case 'RedeemCode': {
      if (state.status === 'none') throw new RedemptionRefused('unknown');
      // Its owner retrying (design.md reading 18): nothing changes; the token answers as it is now.
      if (ownsToken(state, command.userId)) return [];
      if (state.status !== 'available' || !state.code) throw new RedemptionRefused('used');
      const { userId, tokenId, name, frequencyId } = command;
      return [{ type: 'CodeRedeemed', data: { code: state.code, tokenId, userId, name, frequencyId } }];
    }
    case 'DeleteCode':
      if (state.status === 'none' || state.status === 'deleted' || !state.code)
        throw new DomainError('notFound', 'codeNotFound');
      if (state.token && !state.token.deleted) throw new DomainError('conflict', 'codeInUse');
      return [{ type: 'CodeDeleted', data: { code: state.code } }];
    case 'ChangeToken':
      return changeToken(state, command);
    case 'DeleteToken': {
      const token = liveToken(state);
      return [{ type: 'TokenDeleted', data: { ...refOf(state, token), reason: command.reason } }];
    }
  }
}

/** Whether the code's token lives and is this user's: a redemption of it again is theirs to retry. */
const ownsToken = (state: CodeState, userId: number): boolean =>
  state.status === 'redeemed' &&
  state.token !== null &&
  !state.token.deleted &&
  state.token.userId === userId;

function liveToken(state: CodeState): TokenState {
  if (!state.token || state.token.deleted) throw new DomainError('notFound', 'tokenNotFound');
  return state.token;
}

/** The live token as a handover sees it. */
const handoverItem = (state: CodeState): HandoverItem | null =>
  state.token && !state.token.deleted && state.code
    ? { kind: 'token', itemId: state.token.tokenId, itemCode: state.code, ownerId: state.token.userId }
    : null;

const refOf = (state: CodeState, token: TokenState) => ({
  tokenId: token.tokenId,
  code: state.code!,
  userId: token.userId,
});

function changeToken(state: CodeState, command: Extract<CodeCommand, { type: 'ChangeToken' }>): TokenEvent[] {
  const token = liveToken(state);
  // Someone else's token does not exist, as far as this user can tell.
  if (token.userId !== command.userId) throw new DomainError('notFound', 'tokenNotFound');
  const ref = refOf(state, token);
  const events: TokenEvent[] = [];
  if (command.name !== undefined && command.name !== token.name)
    events.push({ type: 'TokenRenamed', data: { ...ref, name: command.name } });
  if (command.frequencyId !== undefined && command.frequencyId !== token.frequencyId)
    events.push({ type: 'TokenFrequencyChanged', data: { ...ref, frequencyId: command.frequencyId } });
  if (command.isActive !== undefined && command.isActive !== token.isActive)
    events.push({ type: command.isActive ? 'TokenActivated' : 'TokenDeactivated', data: ref });
  return events;
}

export const codeDecider = { initialState: initialCodeState, evolve, decide };
