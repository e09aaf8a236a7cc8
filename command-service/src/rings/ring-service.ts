import {
  type DimensionRing,
  DomainError,
  type EventMetadata,
  type Language,
  type RingCode,
  type RingType,
  ringModels,
  ringStreams,
} from '@et/contracts';
import { type AppendResult, HttpError } from '@et/platform';
import { isReservedForSomeoneElse } from '../ring-requests/ring-request-service';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, readMade } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { type CreatedCode, createCodeBatch, createRandomCode, randomCode } from '../shared/random-codes';
import {
  ActivationRefused,
  assertActivatable,
  decideFailedActivation,
  ringCodeDecider,
} from './ring-codes.decider';
import { ringTypeDecider } from './ring-types.decider';

/** Letters and digits that cannot be mistaken for one another when read off a ring (no 0/O, 1/I). */
const RING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A ring type's commands, on its stream `ring-type-{code}`. */
export const ringTypeHandler = commandHandler(ringTypeDecider, ringStreams.ringType);

/** A ring code's commands, on its stream `ring-code-{CODE}` (the ring it became lives there too). */
export const ringCodeHandler = commandHandler(ringCodeDecider, ringStreams.ringCode);

const ringTypes = (ctx: CommandContext) => ctx.readModels.collection(ringModels.ringTypes);
const ringCodes = (ctx: CommandContext) => ctx.readModels.collection(ringModels.ringCodes);
const rings = (ctx: CommandContext) => ctx.readModels.collection(ringModels.dimensionRings);

export async function presentRingType(ctx: CommandContext, id: number): Promise<RingType> {
  const type = await readMade(ctx, () => ringTypes(ctx).get(id));
  if (!type) throw new HttpError(404, 'ringTypeNotFound');
  return type;
}

export const listRingTypes = (ctx: CommandContext): Promise<RingType[]> =>
  ringTypes(ctx).find({}, { sort: { id: 1 } });

/** Ring codes and rings of a type (every ring keeps its code, so they are the codes at least). */
export async function ringTypeUsage(ctx: CommandContext, code: string): Promise<number> {
  const [codes, ringCount] = await Promise.all([
    ringCodes(ctx).count({ type: code }),
    rings(ctx).count({ type: code }),
  ]);
  return Math.max(codes, ringCount);
}

/** Refuses a type that names no ring type, as a field error of the form. */
export async function assertRingTypeExists(ctx: CommandContext, code: string): Promise<void> {
  const found = await ringTypes(ctx).find({ code }, { limit: 1 });
  if (found.length === 0) throw new HttpError(400, 'ringTypeUnknown', {}, { type: 'ringTypeUnknown' });
}

export async function presentRingCode(ctx: CommandContext, code: string): Promise<RingCode> {
  const doc = await readMade(ctx, () => ringCodes(ctx).get(code));
  if (!doc) throw new HttpError(404, 'ringCodeNotFound');
  return doc;
}

export const presentRingCodes = (ctx: CommandContext, codes: string[]): Promise<RingCode[]> =>
  ringCodes(ctx).find({ code: { $in: codes } }, { sort: { seq: 1 } });

export async function presentRing(ctx: CommandContext, ringId: number): Promise<DimensionRing> {
  const ring = await readMade(ctx, () => rings(ctx).get(ringId));
  if (!ring) throw new HttpError(404, 'ringNotFound');
  return ring;
}

/** The caller's own ring from the read model; someone else's is as unknown as a missing one. */
export async function ownRing(ctx: CommandContext, ringId: number, userId: number): Promise<DimensionRing> {
  const ring = await presentRing(ctx, ringId);
  if (ring.userId !== userId) throw new HttpError(404, 'ringNotFound');
  return ring;
}

/** Six characters from the operating system's CSPRNG. */
export const randomRingCode = (): string => randomCode(RING_CODE_ALPHABET, 6);

/** A new random ring code of a type; a code that exists already is drawn again. */
export const generateRingCode = (
  ctx: CommandContext,
  ringType: string,
  metadata: EventMetadata,
): Promise<CreatedCode> =>
  createRandomCode(randomRingCode, 'ringCodeExists', async (code) => {
    const command = { type: 'CreateRingCode', ringCode: code, ringType, origin: 'generated' } as const;
    return (await ringCodeHandler.handle(ctx.events, code, command, metadata)).appended;
  });

/** `count` new random ring codes of one type, a few at a time. */
export const generateRingCodes = (
  ctx: CommandContext,
  ringType: string,
  count: number,
  metadata: EventMetadata,
) => createCodeBatch(count, () => generateRingCode(ctx, ringType, metadata));

export interface Activation {
  userId: number;
  /** The account's e-mail: a code reserved for a request of this address is theirs too. */
  email: string;
  /** As typed, normalised by the contract ('' when it cannot be a code). */
  ringCode: string;
  frequencyId: number | null;
  language: Language;
}

/** The ring an activation answers with; `appended` null when it was the owner's retry. */
export interface Activated {
  ringId: number;
  appended: AppendResult | null;
  /** The ring's latest event: read-your-writes waits for it, also when nothing was appended. */
  head: AppendResult | null;
}

/**
 * Activates a ring code into a new, active dimension ring of the code's type, named by the type in
 * the caller's language; the ring's owner activating it again gets it as it is (a retry,
 * design.md reading 18). A refusal is recorded in the user's attempts stream and thrown as
 * `ActivationRefused`, which answers like every other refusal.
 */
export async function activateRing(
  ctx: CommandContext,
  { userId, email, ringCode, frequencyId, language }: Activation,
  metadata: EventMetadata,
): Promise<Activated> {
  try {
    assertActivatable(ringCode);
    // Reserved by an answer to a ring-code request: only the requester may take it.
    if (await isReservedForSomeoneElse(ctx, ringCode, { id: userId, email }))
      throw new ActivationRefused('used');
    const types = await listRingTypes(ctx);
    const typeNames = Object.fromEntries(
      types.map((type) => [type.code, language === 'en' ? type.nameEN : type.nameDE]),
    );
    const ringId = await allocateId(ctx.events, ringStreams.ringIds, 'RingIdAllocated');
    const { state, appended, head } = await ringCodeHandler.handle(
      ctx.events,
      ringCode,
      { type: 'RedeemRingCode', userId, ringId, frequencyId, typeNames },
      metadata,
    );
    // The new ring, or on a retry the one the owner already has.
    return { ringId: state.ring!.ringId, appended, head };
  } catch (error) {
    if (error instanceof ActivationRefused) {
      const failed = decideFailedActivation(userId, ringCode, error);
      await ctx.events.append(
        ringStreams.activationAttempts(userId),
        failed.map((event) => ({ ...event, metadata })),
        'any',
      );
    }
    throw error;
  }
}

/**
 * Erasure: the account's rings end with it (their codes stay used and may then be deleted). They
 * are found in `ring_codes`, which keeps the owner's id after `UserDeleted`.
 */
export async function deleteRingsOf(
  ctx: CommandContext,
  userId: number,
  metadata: EventMetadata,
): Promise<void> {
  const activated = await ringCodes(ctx).find({ userId });
  for (const { code } of activated.filter((doc) => doc.ringId !== null)) {
    try {
      await ringCodeHandler.handle(
        ctx.events,
        code,
        { type: 'DeleteRing', reason: 'accountErased' },
        metadata,
      );
    } catch (error) {
      // Already gone (by this erasure before it stopped): nothing to do.
      if (!(error instanceof DomainError && error.messageKey === 'ringNotFound')) throw error;
    }
  }
}
