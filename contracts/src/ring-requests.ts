import { z } from 'zod';
import type { DomainEvent } from './events';
import { type Language, languages } from './language';
import { normalizeCode } from './limits';
import { pageAnswer } from './paging';
import { readModel } from './read-model';
import { ringCodePattern } from './rings';
import { idParam, multiLineText, pathParams, plainNumberParam, singleLineText } from './text';

/** Spec 9: the statuses of a ring-code request; a new one is pending. */
export const RING_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RingRequestStatus = (typeof RING_REQUEST_STATUSES)[number];

export const RING_REQUEST_NAME_MAX = 100;
export const RING_REQUEST_ORDER_MAX = 100;
export const RING_REQUEST_NOTES_MAX = 2000;
export const RING_REQUEST_RESPONSE_MAX = 5000;

/** An optional text: trimmed, and nothing typed is no value (null). */
const optionalText = (
  line: typeof singleLineText,
  max: number,
  tooLong: 'ringRequestOrderNumberTooLong' | 'ringRequestNotesTooLong',
) =>
  line()
    .transform((s) => s.trim())
    .pipe(z.string().max(max, tooLong))
    .transform((s) => (s === '' ? null : s))
    .optional()
    .transform((s) => s ?? null);

/**
 * POST /api/ring-code-request: the public contact form (spec 5; design.md reading 2: name and
 * e-mail required, order number and notes optional).
 */
export const ringRequestBody = z.strictObject({
  name: singleLineText('ringRequestNameRequired')
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().min(1, 'ringRequestNameRequired').max(RING_REQUEST_NAME_MAX, 'ringRequestNameTooLong')),
  email: singleLineText('ringRequestEmailRequired')
    .transform((s) => s.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, 'ringRequestEmailRequired')
        .pipe(z.email('ringRequestEmailInvalid').max(254, 'ringRequestEmailInvalid')),
    ),
  orderNumber: optionalText(singleLineText, RING_REQUEST_ORDER_MAX, 'ringRequestOrderNumberTooLong'),
  notes: optionalText(multiLineText, RING_REQUEST_NOTES_MAX, 'ringRequestNotesTooLong'),
});
export type RingRequestBody = z.input<typeof ringRequestBody>;

/** A ring code an admin assigns: as typed (upper case, no spaces or dashes); '' or null for none. */
const assignedCodeField = z
  .union([z.null(), singleLineText('ringCodeMustBeSixCharacters').max(40, 'ringCodeMustBeSixCharacters')], {
    error: 'ringCodeMustBeSixCharacters',
  })
  .transform((typed) => (typed === null ? '' : normalizeCode(typed)))
  .pipe(z.union([z.literal(''), z.string().regex(ringCodePattern, 'ringCodeMustBeSixCharacters')]))
  .transform((code) => (code === '' ? null : code));

/**
 * PATCH /api/ring-code-requests/{id}: any of the four (spec 7). Status and the read flag save at
 * once; a response message is the answer (AnswerRingRequest), sent with the assigned code.
 */
export const ringRequestPatchBody = z
  .strictObject({
    status: z.enum(RING_REQUEST_STATUSES, { error: 'ringRequestStatusInvalid' }).optional(),
    isRead: z.boolean({ error: 'invalidInput' }).optional(),
    responseMessage: multiLineText()
      .transform((s) => s.trim())
      .pipe(z.string().max(RING_REQUEST_RESPONSE_MAX, 'ringRequestResponseTooLong'))
      .optional(),
    assignedCode: assignedCodeField.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'ringRequestNothingToChange');
export type RingRequestPatchBody = z.input<typeof ringRequestPatchBody>;

export const ringRequestIdParams = pathParams('ringRequestNotFound', { id: idParam('ringRequestNotFound') });

export const RING_REQUEST_STATUS_FILTERS = ['all', ...RING_REQUEST_STATUSES] as const;

/** GET /api/ring-code-requests: newest first, paged, searched in name, e-mail, order number and notes. */
export const ringRequestsQuery = z.strictObject({
  search: singleLineText().trim().max(100).optional(),
  status: z.enum(RING_REQUEST_STATUS_FILTERS).default('all'),
  page: plainNumberParam().default(1),
  pageSize: plainNumberParam().pipe(z.number().max(200)).default(50),
});
export type RingRequestsQuery = z.input<typeof ringRequestsQuery>;

/** GET /api/ring-code-requests/free-codes: unused ring codes nobody has reserved, for the dialog. */
export const freeRingCodesQuery = z.strictObject({
  search: singleLineText().trim().max(40).optional(),
});

/** Read model `ring_code_requests`, and a row of the admin's list (spec 3, ring_code_requests). */
export const ringCodeRequestSchema = z.object({
  id: z.number().int(),
  /** The requester's account when they were signed in; null for a visitor. */
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  orderNumber: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(RING_REQUEST_STATUSES),
  isRead: z.boolean(),
  /** The admin who last answered or changed the status. */
  processedByUserId: z.number().int().nullable(),
  responseMessage: z.string().nullable(),
  /** Reserved for the requester from the answer on (only they may activate it). */
  assignedCode: z.string().nullable(),
  /** The requester's language (of the form): their e-mails and the answer use it. */
  language: z.enum(languages),
  createdAt: z.string(),
  updatedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Creation order, newest last. */
  seq: z.number().int(),
});
export type RingCodeRequest = z.infer<typeof ringCodeRequestSchema>;

/** The answer of GET /api/ring-code-requests: a page and the number of unread requests. */
export const ringCodeRequestPageSchema = pageAnswer(ringCodeRequestSchema).extend({
  unread: z.number().int(),
});
export type RingCodeRequestPage = z.infer<typeof ringCodeRequestPageSchema>;

/** The answer of GET /api/ring-code-requests/unread-count (the tab's badge). */
export const ringRequestUnreadCountSchema = z.object({ count: z.number().int() });
export type RingRequestUnreadCount = z.infer<typeof ringRequestUnreadCountSchema>;

/** An item of GET /api/ring-code-requests/free-codes: a ring code an answer may assign. */
export const freeRingCodeSchema = z.object({ code: z.string(), type: z.string() });
export type FreeRingCode = z.infer<typeof freeRingCodeSchema>;

/** GET /api/ring-code-requests/free-codes. */
export const freeRingCodesAnswer = z.array(freeRingCodeSchema);

/** The answer of POST /api/ring-code-request: it arrived, under this id (the list is the admins'). */
export const ringRequestSubmittedAnswer = z.object({ ok: z.literal(true), id: z.number().int() });
export type RingRequestSubmittedAnswer = z.infer<typeof ringRequestSubmittedAnswer>;

/** Read model `ring_code_reservations`: a ring code an answer reserved for a requester. */
export interface RingCodeReservation {
  /** The ring code. */
  id: string;
  requestId: number;
  /** The requester's account; null for a visitor (then their e-mail decides). */
  userId: number | null;
  email: string;
}

/** Read model `ring_request_unread`, one document (id `all`): the unread count of the admins' tab. */
export interface RingRequestUnread extends RingRequestUnreadCount {
  id: 'all';
}

/** Read model `ring_request_owners`: who made which request signed in (kept for the eraser). */
export interface RingRequestOwner {
  /** The request's id. */
  id: number;
  userId: number;
}

export const ringRequestModels = {
  ringCodeRequests: readModel<RingCodeRequest>('ring_code_requests'),
  ringRequestOwners: readModel<RingRequestOwner>('ring_request_owners'),
  ringCodeReservations: readModel<RingCodeReservation>('ring_code_reservations'),
  ringRequestUnread: readModel<RingRequestUnread>('ring_request_unread'),
};

/** Whether `user` may activate a code with this reservation: the requester, by account or e-mail. */
export function mayActivateReserved(
  reservation: Pick<RingCodeReservation, 'userId' | 'email'>,
  user: { id: number; email: string },
): boolean {
  if (reservation.userId !== null && reservation.userId === user.id) return true;
  return user.email !== '' && user.email.toLowerCase() === reservation.email.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Events (stream `ring-request-{id}`, one per request)

type RequestRef = { requestId: number; userId: number | null };

export type RingRequestSubmitted = DomainEvent<
  'RingRequestSubmitted',
  RequestRef & {
    name: string;
    email: string;
    orderNumber: string | null;
    notes: string | null;
    language: Language;
  }
>;
export type RingRequestStatusChanged = DomainEvent<
  'RingRequestStatusChanged',
  RequestRef & { status: RingRequestStatus }
>;
export type RingRequestReadChanged = DomainEvent<'RingRequestReadChanged', RequestRef & { isRead: boolean }>;

/**
 * AnswerRingRequest's one event: the response, the code it reserves, and what the inbox needs to
 * show it as a message (`messageId`, subject and content in the requester's language).
 */
export interface RingRequestAnsweredData {
  requestId: number;
  userId: number | null;
  /** A uuid: the id of the inbox message the answer becomes. */
  messageId: string;
  subject: string;
  /** The response message. */
  content: string;
  assignedCode: string | null;
  answeredByUserId: number;
  answeredByName: string;
  /** The requester's language. */
  language: 'de' | 'en';
}
export type RingRequestAnswered = DomainEvent<'RingRequestAnswered', RingRequestAnsweredData>;

export type RingRequestDeleted = DomainEvent<
  'RingRequestDeleted',
  RequestRef & { reason: 'admin' | 'accountErased' }
>;

export type RingRequestEvent =
  | RingRequestSubmitted
  | RingRequestStatusChanged
  | RingRequestReadChanged
  | RingRequestAnswered
  | RingRequestDeleted;

export const ringRequestStreams = {
  request: (requestId: number) => `ring-request-${requestId}`,
  ids: 'ids-ring-request',
} as const;
