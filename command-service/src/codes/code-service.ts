import {
  type AccessCode,
  codeModels,
  codeStreams,
  DomainError,
  defaultTokenName,
  type EnergyToken,
  type EventMetadata,
  type Language,
  tokenModels,
} from '@et/contracts';
import { type AppendResult, HttpError } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, readMade } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { type CreatedCode, createCodeBatch, createRandomCode, randomCode } from '../shared/random-codes';
import { assertRedeemable, codeDecider, decideFailedRedemption, RedemptionRefused } from './codes.decider';

/** A code's commands, on its stream `code-{CODE}` (the token it became lives there too). */
export const codeHandler = commandHandler(codeDecider, codeStreams.code);

/** Six random digits from the operating system's CSPRNG. */
export const randomDigits = (): string => randomCode('0123456789', 6);

/** Creates a new random code; a number that exists already is drawn again (a million numbers). */
export const generateCode = (ctx: CommandContext, metadata: EventMetadata): Promise<CreatedCode> =>
  createRandomCode(randomDigits, 'codeExists', async (code) => {
    const command = { type: 'CreateCode', code, origin: 'generated' } as const;
    return (await codeHandler.handle(ctx.events, code, command, metadata)).appended;
  });

/** `count` new random codes, a few at a time. */
export const generateCodes = (ctx: CommandContext, count: number, metadata: EventMetadata) =>
  createCodeBatch(count, () => generateCode(ctx, metadata));

/** The codes as the read model shows them, in creation order. */
export function presentCodes(ctx: CommandContext, codes: string[]): Promise<AccessCode[]> {
  return ctx.readModels.collection(codeModels.codes).find({ code: { $in: codes } }, { sort: { seq: 1 } });
}

export interface Redemption {
  userId: number;
  /** As typed, normalised by the contract ('' when it cannot be a code). */
  code: string;
  name?: string;
  frequencyId: number;
  /** The request's language: a token without a name is named in it. */
  language: Language;
}

/** How many token ids a busy server takes ahead (see `allocateId`). */
const TOKEN_IDS_AHEAD = 32;

/** The token a redemption answers with; `appended` null when it was the owner's retry. */
export interface Redeemed {
  tokenId: number;
  appended: AppendResult | null;
  /** The token's latest event: read-your-writes waits for it, also when nothing was appended. */
  head: AppendResult | null;
}

/**
 * Redeems a code into a new energy token; the token's owner redeeming it again gets it as it is
 * (a retry, design.md reading 18). A refusal is recorded in the user's attempts stream and
 * thrown as `RedemptionRefused`, which answers like every other refusal. Until `admitted`
 * resolves (the attempt is counted), only reads are made; when it fails, nothing is written.
 */
export async function redeemCode(
  ctx: CommandContext,
  { userId, code, name, frequencyId, language }: Redemption,
  metadata: EventMetadata,
  admitted: Promise<unknown>,
): Promise<Redeemed> {
  let tokenId: number | undefined;
  try {
    assertRedeemable(code);
    // The default name is read while the code's stream is: one round trip instead of two.
    const tokenName = name
      ? Promise.resolve(name)
      : ctx.readModels
          .collection(tokenModels.tokenCounts)
          .get(userId)
          .then((owned) => defaultTokenName(owned?.count ?? 0, language));
    // Awaited below in every case; until then a failure must not count as unhandled.
    tokenName.catch(() => {});
    const { state, appended, head } = await codeHandler.handle(
      ctx.events,
      code,
      async () => {
        await admitted;
        // A refused code leaves an unused id: the id comes before the decision, as it must
        // be in the command (under load it is one taken ahead, without a round trip).
        tokenId ??= await allocateId(ctx.events, codeStreams.tokenIds, 'TokenIdAllocated', {
          ahead: TOKEN_IDS_AHEAD,
        });
        return { type: 'RedeemCode', userId, tokenId, name: await tokenName, frequencyId };
      },
      metadata,
    );
    // The new token, or on a retry the one the owner already has.
    return { tokenId: state.token!.tokenId, appended, head };
  } catch (error) {
    if (error instanceof RedemptionRefused) {
      await admitted;
      const failed = decideFailedRedemption(userId, code, error);
      await ctx.events.append(
        codeStreams.redeemAttempts(userId),
        failed.map((event) => ({ ...event, metadata })),
        'any',
      );
    }
    throw error;
  }
}

export async function presentCode(ctx: CommandContext, code: string): Promise<AccessCode> {
  const doc = await readMade(ctx, () => ctx.readModels.collection(codeModels.codes).get(code));
  if (!doc) throw new HttpError(404, 'codeNotFound');
  return doc;
}

/** The caller's own token from the read model; someone else's is as unknown as a missing one. */
export async function ownToken(ctx: CommandContext, tokenId: number, userId: number): Promise<EnergyToken> {
  const token = await presentToken(ctx, tokenId);
  if (token.userId !== userId) throw new HttpError(404, 'tokenNotFound');
  return token;
}

export async function presentToken(ctx: CommandContext, tokenId: number): Promise<EnergyToken> {
  const token = await readMade(ctx, () => ctx.readModels.collection(tokenModels.energyTokens).get(tokenId));
  if (!token) throw new HttpError(404, 'tokenNotFound');
  return token;
}

/**
 * Erasure: the account's tokens end with it, so their codes can be deleted by an admin. The
 * tokens are found in `codes`, which keeps the redeemer's id after `UserDeleted` (only the name
 * is cleared), unlike `energy_tokens`, which drops them at once; the erasure waits for the read
 * models to pass its announcement first, so every token redeemed before it is there.
 */
export async function deleteTokensOf(
  ctx: CommandContext,
  userId: number,
  metadata: EventMetadata,
): Promise<void> {
  const redeemed = await ctx.readModels.collection(codeModels.codes).find({ userId });
  for (const { code } of redeemed.filter((doc) => doc.tokenId !== null)) {
    try {
      await codeHandler.handle(ctx.events, code, { type: 'DeleteToken', reason: 'accountErased' }, metadata);
    } catch (error) {
      // Already gone (deleted by an admin, or by this erasure before it stopped): nothing to do.
      if (!(error instanceof DomainError && error.messageKey === 'tokenNotFound')) throw error;
    }
  }
}
