import {
  accountModels,
  codeModels,
  DomainError,
  type EventMetadata,
  type HandoverKind,
  handoverMessageId,
  type MessageKey,
  ringModels,
  translate,
} from '@et/contracts';
import type { AppendResult } from '@et/platform';
import { inboxHandler } from '../messages/inbox';
import type { CommandContext } from '../shared/context';
import { latestAppend } from '../shared/latest-append';
import type { HandoverCommand } from './handover.decider';
import { handleOnItem } from './handover-service';

export interface HandedOver {
  handoverId: string;
  kind: HandoverKind;
  name: string;
  itemCode: string;
  fromUserId: number;
  toUserId: number;
}

const texts = {
  token: {
    from: ['handoverTokenGivenSubject', 'handoverTokenGivenContent'],
    to: ['handoverTokenReceivedSubject', 'handoverTokenReceivedContent'],
  },
  ring: {
    from: ['handoverRingGivenSubject', 'handoverRingGivenContent'],
    to: ['handoverRingReceivedSubject', 'handoverRingReceivedContent'],
  },
} as const satisfies Record<HandoverKind, Record<'from' | 'to', readonly [MessageKey, MessageKey]>>;

/**
 * After an accept, the giver and the taker each get the team's message in their own language.
 * Its id is the handover's, so a message sent already (an accept settled again) is not sent twice.
 */
export async function sendHandoverMessages(
  ctx: CommandContext,
  handedOver: HandedOver,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const sides = [
    ['from', handedOver.fromUserId],
    ['to', handedOver.toUserId],
  ] as const;
  const sent = await Promise.all(
    sides.map(([side, userId]) => sendOnce(ctx, handedOver, side, userId, metadata)),
  );
  return latestAppend(sent);
}

async function sendOnce(
  ctx: CommandContext,
  handedOver: HandedOver,
  side: 'from' | 'to',
  userId: number,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const messageId = handoverMessageId(handedOver.handoverId, side);
  const { state } = await inboxHandler.load(ctx.events, userId);
  if (state.messages.has(messageId)) return null;
  // An erased person's inbox is gone with them: nothing to tell them.
  const user = await ctx.readModels.collection(accountModels.users).get(userId);
  if (!user) return null;
  const [subjectKey, contentKey] = texts[handedOver.kind][side];
  const params = { name: handedOver.name, itemCode: handedOver.itemCode };
  try {
    const { appended } = await inboxHandler.handle(
      ctx.events,
      userId,
      {
        type: 'SendMessage',
        userId,
        messageId,
        subject: translate(subjectKey, user.language, params),
        content: translate(contentKey, user.language, params),
        sentByUserId: null,
        senderName: translate('handoverSender', user.language),
      },
      metadata,
    );
    return appended;
  } catch (error) {
    // Sent meanwhile by the same accept settled at the same moment.
    if (error instanceof DomainError && error.messageKey === 'concurrentChange') return null;
    throw error;
  }
}

/**
 * Erasure: the person's open offers end (`HandoverCancelled`, reason `accountErased`). Only an
 * item's owner offers, and an offer ends when the item moves, so their open offers are on the
 * tokens and rings they own, found in `codes` and `ring_codes` (which keep the owner's id after
 * `UserDeleted`). Runs before the tokens and rings of the account are deleted.
 */
export async function cancelHandoversOf(ctx: CommandContext, userId: number, metadata: EventMetadata) {
  const [tokens, rings] = await Promise.all([
    ctx.readModels.collection(codeModels.codes).find({ userId }),
    ctx.readModels.collection(ringModels.ringCodes).find({ userId }),
  ]);
  const items = [
    ...tokens.filter((doc) => doc.tokenId !== null).map((doc) => ['token', doc.code] as const),
    ...rings.filter((doc) => doc.ringId !== null).map((doc) => ['ring', doc.code] as const),
  ];
  const command: HandoverCommand = {
    type: 'CancelHandover',
    userId,
    reason: 'accountErased',
    now: new Date().toISOString(),
  };
  for (const [kind, itemCode] of items) {
    try {
      await handleOnItem(ctx, kind, itemCode, command, metadata);
    } catch (error) {
      // No offer open, or the item is gone already (an erasure run before): nothing to end.
      if (!(error instanceof DomainError && error.kind === 'notFound')) throw error;
    }
  }
}
