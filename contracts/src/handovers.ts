import { z } from 'zod';
import type { DomainEvent } from './events';
import { readModel } from './read-model';
import { dimensionRingSchema } from './rings';
import { idParam, isSingleLineText } from './text';
import { energyTokenSchema } from './tokens';

// ---------------------------------------------------------------------------------------------
// Handover codes

/**
 * The letters and digits of a handover code: none that is read or heard as another
 * (no 0/O/Q, 1/I/L, 2/Z, 5/S, 6, 8/B).
 */
export const handoverCodeAlphabet = 'ACDEFGHJKMNPRTUVWXY3479';
export const HANDOVER_CODE_LENGTH = 8;
export const handoverCodePattern = /^[ACDEFGHJKMNPRTUVWXY3479]{8}$/;
/** How long a handover code can be taken, unless the command side's setting says otherwise. */
export const HANDOVER_VALID_DAYS = 7;

/** What was typed, read as a handover code: upper case, without spaces, dashes and dots. */
export function normalizeHandoverCode(input: string): string {
  return input.toUpperCase().replace(/[\s.\-\u2010-\u2015]/g, '');
}

/** Whether a normalised code can be a handover code (8 characters of the alphabet). */
export const isHandoverCode = (normalized: string): boolean => handoverCodePattern.test(normalized);

/** A code grouped for reading aloud: `ABCD-EFGH`. */
export function formatHandoverCode(code: string): string {
  const normalized = normalizeHandoverCode(code);
  return normalized.length === HANDOVER_CODE_LENGTH
    ? `${normalized.slice(0, 4)}-${normalized.slice(4)}`
    : normalized;
}

/** The link a handover code is shared as (QR code): the app's `/handover` page with the code. */
export const handoverUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/handover?code=${normalizeHandoverCode(code)}`;

export const HANDOVER_KINDS = ['token', 'ring'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /api/energy-tokens/{id}/handover and /api/dimension-rings/{id}/handover: body optional. */
export const offerHandoverBody = z
  .strictObject({ showName: z.boolean({ error: 'invalidInput' }).optional() })
  .optional();
export type OfferHandoverBody = z.input<typeof offerHandoverBody>;

/**
 * `/api/handovers/{code}`: whatever was typed, read as a handover code. Text that cannot be one
 * becomes '' and is refused like every other wrong code (one answer for every refusal).
 */
export const handoverCodeParams = z.strictObject({
  code: z
    .string()
    .transform((typed) =>
      typed.length <= 40 && isSingleLineText(typed) && isHandoverCode(normalizeHandoverCode(typed))
        ? normalizeHandoverCode(typed)
        : '',
    ),
});

/** GET /api/admin/handovers?kind=token&itemId=N: one item's handovers over time. */
export const adminHandoversQuery = z.strictObject({
  kind: z.enum(HANDOVER_KINDS, { error: 'invalidInput' }),
  itemId: idParam(),
});
export type AdminHandoversQuery = z.input<typeof adminHandoversQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

/** 201 of POST …/handover: the code grouped (`ABCD-EFGH`), the link for the QR code, its end. */
export const handoverOfferSchema = z.object({
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type HandoverOffer = z.infer<typeof handoverOfferSchema>;

/** GET /api/handovers/{code}: what would be received; of the giver only a name they chose to show. */
export const handoverPreviewSchema = z.object({
  kind: z.enum(HANDOVER_KINDS),
  /** Grouped, `ABCD-EFGH`. */
  code: z.string(),
  expiresAt: z.string(),
  giverName: z.string().nullable(),
  token: z.object({ id: z.number().int(), name: z.string(), frequencyId: z.number().int() }).optional(),
  ring: z
    .object({
      id: z.number().int(),
      name: z.string(),
      ringType: z.string(),
      frequencyId: z.number().int().nullable(),
    })
    .optional(),
});
export type HandoverPreview = z.infer<typeof handoverPreviewSchema>;

/** An item of GET /api/handovers: the caller's open handovers (the cards' "Weitergabe offen"). */
export const openHandoverSchema = z.object({
  kind: z.enum(HANDOVER_KINDS),
  itemId: z.number().int(),
  /** Grouped, `ABCD-EFGH`. */
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type OpenHandover = z.infer<typeof openHandoverSchema>;
export const openHandoversAnswer = z.array(openHandoverSchema);

/**
 * 200 of POST /api/handovers/{code}/accept: the token (as GET /api/energy-tokens lists it) or the
 * ring (as GET /api/dimension-rings does). One shape, as the server's answers are written by
 * schema: the fields both have, and those of either one (`frequency`, `updatedAt` of a token;
 * `type`, `imageUrl` of a ring).
 */
export const handoverAcceptAnswer = z.object({
  ...dimensionRingSchema.pick({
    id: true,
    userId: true,
    name: true,
    code: true,
    isActive: true,
    createdAt: true,
  }).shape,
  frequencyId: z.number().int().nullable(),
  frequency: energyTokenSchema.shape.frequency.optional(),
  updatedAt: z.string().optional(),
  type: z.string().optional(),
  imageUrl: z.string().optional(),
});
export type HandoverAccepted = z.infer<typeof handoverAcceptAnswer>;

export const HANDOVER_STATUSES = ['open', 'cancelled', 'taken'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** Read model `handovers`: one document per handover. */
export const handoverDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(HANDOVER_KINDS),
  itemId: z.number().int(),
  /** The item's printed code (the token's access code, the ring's code). */
  itemCode: z.string(),
  /** The handover code, normalised (`ABCDEFGH`). */
  code: z.string(),
  fromUserId: z.number().int().nullable(),
  toUserId: z.number().int().nullable(),
  status: z.enum(HANDOVER_STATUSES),
  /** Whether the giver's username may be shown to whoever holds the code. */
  showName: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
});
export type HandoverDocument = z.infer<typeof handoverDocumentSchema>;

/** An item of GET /api/admin/handovers: who gave, who took, when (usernames when still there). */
export const adminHandoverSchema = z.object({
  id: z.string(),
  kind: z.enum(HANDOVER_KINDS),
  itemId: z.number().int(),
  status: z.enum(HANDOVER_STATUSES),
  fromUserId: z.number().int().nullable(),
  fromUsername: z.string().nullable(),
  toUserId: z.number().int().nullable(),
  toUsername: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
});
export type AdminHandover = z.infer<typeof adminHandoverSchema>;
export const adminHandoversAnswer = z.array(adminHandoverSchema);

export const handoverModels = {
  handovers: readModel<HandoverDocument>('handovers'),
};

// ---------------------------------------------------------------------------------------------
// Events

/** The pointer stream's one event: the code names this item (appended once: codes are unique). */
export type HandoverCodeIssued = DomainEvent<
  'HandoverCodeIssued',
  { code: string; kind: HandoverKind; itemCode: string }
>;
/** In the item's stream: the owner offers it under a handover code. */
export type HandoverOffered = DomainEvent<
  'HandoverOffered',
  {
    handoverId: string;
    kind: HandoverKind;
    itemId: number;
    itemCode: string;
    /**
     * Not `code`: that names an access code in the audit's references; the handover code, which
     * hands the item to whoever holds it, must not reach the trail.
     */
    handoverCode: string;
    fromUserId: number;
    showName: boolean;
    expiresAt: string;
  }
>;
export type HandoverCancelled = DomainEvent<
  'HandoverCancelled',
  {
    handoverId: string;
    kind: HandoverKind;
    itemId: number;
    itemCode: string;
    fromUserId: number;
    reason: 'owner' | 'accountErased';
  }
>;
/** The token moves to its new owner, with its history (`code`: its access code). */
export type TokenHandedOver = DomainEvent<
  'TokenHandedOver',
  { handoverId: string; tokenId: number; code: string; fromUserId: number; toUserId: number }
>;
export type RingHandedOver = DomainEvent<
  'RingHandedOver',
  { handoverId: string; ringId: number; ringCode: string; fromUserId: number; toUserId: number }
>;
/** What a handover adds to an item's stream (`code-{CODE}` or `ring-code-{CODE}`). */
export type HandoverItemEvent = HandoverOffered | HandoverCancelled | TokenHandedOver | RingHandedOver;
export type HandoverEvent = HandoverCodeIssued | HandoverItemEvent;

export const handoverStreams = {
  /** `handover-{CODE}`: which item a handover code names (strongly consistent lookup). */
  pointer: (code: string) => `handover-${normalizeHandoverCode(code)}`,
} as const;

/** Inbox message ids of a handover: the same accept settled twice sends nothing twice. */
export const handoverMessageId = (handoverId: string, side: 'from' | 'to') =>
  `handover-${handoverId}-${side}`;
