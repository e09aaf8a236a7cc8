import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type EventMetadata,
  formatHandoverCode,
  HANDOVER_CODE_LENGTH,
  type HandoverKind,
  type HandoverOffer,
  handoverCodeAlphabet,
  handoverStreams,
  handoverUrl,
  isHandoverCode,
} from '@et/contracts';
import { type AppendResult, WrongExpectedVersionError } from '@et/platform';
import { codeHandler, ownToken } from '../codes/code-service';
import { ownRing, ringCodeHandler } from '../rings/ring-service';
import type { CommandContext } from '../shared/context';
import { randomCode } from '../shared/random-codes';
import {
  type HandoverCommand,
  HandoverRefused,
  type HandoverState,
  type OpenOffer,
} from './handover.decider';
import { handoverValidSeconds } from './handovers.settings';

/** The item's side of a handover after a command: its handover state, its owner now. */
export interface ItemHandled {
  handover: HandoverState;
  itemId: number | null;
  ownerId: number | null;
  /** The item's name (a token's own name, a ring's type name): for the inbox messages. */
  name: string;
  appended: AppendResult | null;
  head: AppendResult | null;
}

type CommandOnItem = HandoverCommand | (() => Promise<HandoverCommand>);

/** A handover command on the item's own stream: `code-{CODE}` for a token, `ring-code-{CODE}` for a ring. */
export async function handleOnItem(
  ctx: CommandContext,
  kind: HandoverKind,
  itemCode: string,
  command: CommandOnItem,
  metadata: EventMetadata,
): Promise<ItemHandled> {
  if (kind === 'token') {
    const { state, appended, head } = await codeHandler.handle(ctx.events, itemCode, command, metadata);
    const token = state.token;
    return {
      handover: state.handover,
      itemId: token?.tokenId ?? null,
      ownerId: token?.userId ?? null,
      name: token?.name ?? '',
      appended,
      head,
    };
  }
  const { state, appended, head } = await ringCodeHandler.handle(ctx.events, itemCode, command, metadata);
  const ring = state.ring;
  return {
    handover: state.handover,
    itemId: ring?.ringId ?? null,
    ownerId: ring?.userId ?? null,
    name: ring?.name ?? '',
    appended,
    head,
  };
}

async function loadHandover(
  ctx: CommandContext,
  kind: HandoverKind,
  itemCode: string,
): Promise<HandoverState> {
  const loaded =
    kind === 'token'
      ? await codeHandler.load(ctx.events, itemCode)
      : await ringCodeHandler.load(ctx.events, itemCode);
  return loaded.state.handover;
}

/** The printed code of the caller's own token or ring; anyone else's is not found. */
async function ownItemCode(ctx: CommandContext, kind: HandoverKind, itemId: number, userId: number) {
  return kind === 'token'
    ? (await ownToken(ctx, itemId, userId)).code
    : (await ownRing(ctx, itemId, userId)).code;
}

/** An offer as its giver sees it: the code grouped, the link for the QR code, its end. */
export const presentOffer = (ctx: CommandContext, offer: OpenOffer): HandoverOffer => ({
  code: formatHandoverCode(offer.code),
  url: handoverUrl(ctx.config.publicUrl, offer.code),
  expiresAt: offer.expiresAt,
});

/**
 * A new handover code names the item in its own pointer stream, appended only where none is
 * (8 of 23 characters: a clash is rare; then another is drawn).
 */
async function issueCode(ctx: CommandContext, kind: HandoverKind, itemCode: string, metadata: EventMetadata) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = randomCode(handoverCodeAlphabet, HANDOVER_CODE_LENGTH);
    try {
      const data = { code, kind, itemCode };
      await ctx.events.append(
        handoverStreams.pointer(code),
        [{ type: 'HandoverCodeIssued', data, metadata }],
        0,
      );
      return code;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
  throw new DomainError('conflict', 'concurrentChange');
}

export interface OfferRequest {
  kind: HandoverKind;
  itemId: number;
  userId: number;
  showName: boolean;
}

/**
 * The owner offers their token or ring: a new code, valid for the feature's setting (7 days).
 * While an offer is open, asking again answers it (no new code, nothing written).
 */
export async function offerHandover(
  ctx: CommandContext,
  { kind, itemId, userId, showName }: OfferRequest,
  metadata: EventMetadata,
): Promise<{ offer: OpenOffer; appended: AppendResult | null }> {
  const itemCode = await ownItemCode(ctx, kind, itemId, userId);
  const now = new Date();
  const before = (await loadHandover(ctx, kind, itemCode)).offer;
  if (before && before.fromUserId === userId && now.toISOString() < before.expiresAt)
    return { offer: before, appended: null };
  const code = await issueCode(ctx, kind, itemCode, metadata);
  const expiresAt = new Date(now.getTime() + handoverValidSeconds(ctx.config) * 1000).toISOString();
  const command: HandoverCommand = {
    type: 'OfferHandover',
    userId,
    handoverId: randomUUID(),
    code,
    showName,
    now: now.toISOString(),
    expiresAt,
  };
  const { handover, appended } = await handleOnItem(ctx, kind, itemCode, command, metadata);
  // Another request of the owner's came first: its offer is the open one, and answers.
  return { offer: handover.offer!, appended };
}

/** The owner cancels their open offer (404 `handoverNotFound` when none is open). */
export async function cancelHandover(
  ctx: CommandContext,
  { kind, itemId, userId }: Omit<OfferRequest, 'showName'>,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const itemCode = await ownItemCode(ctx, kind, itemId, userId);
  const command: HandoverCommand = {
    type: 'CancelHandover',
    userId,
    reason: 'owner',
    now: new Date().toISOString(),
  };
  return (await handleOnItem(ctx, kind, itemCode, command, metadata)).appended;
}

export interface Accepted extends ItemHandled {
  kind: HandoverKind;
  itemCode: string;
  itemId: number;
}

/**
 * Accepts the handover a code names: the pointer stream says which item (read strongly), the
 * item's stream decides, exactly once. Until `admitted` resolves (the attempt is counted) only
 * reads are made. Every refusal is `HandoverRefused`.
 */
export async function acceptHandover(
  ctx: CommandContext,
  { code, userId }: { code: string; userId: number },
  metadata: EventMetadata,
  admitted: Promise<unknown>,
): Promise<Accepted> {
  if (!isHandoverCode(code)) throw new HandoverRefused();
  const [issued] = await ctx.events.readStream(handoverStreams.pointer(code));
  if (issued?.type !== 'HandoverCodeIssued') throw new HandoverRefused();
  const { kind, itemCode } = issued.data as { kind: HandoverKind; itemCode: string };
  const command = async (): Promise<HandoverCommand> => {
    await admitted;
    return { type: 'AcceptHandover', userId, code, now: new Date().toISOString() };
  };
  const handled = await handleOnItem(ctx, kind, itemCode, command, metadata);
  return { ...handled, kind, itemCode, itemId: handled.itemId! };
}
