import { createHash } from 'node:crypto';
import {
  DomainError,
  type EventMetadata,
  mayActivateReserved,
  type RingCodeRequest,
  ringModels,
  ringRequestModels,
  ringRequestStreams,
} from '@et/contracts';
import { type AppendResult, addressKey, HttpError, takeOrThrottle } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, readMade } from '../shared/context';
import { type CodeAvailability, ringRequestDecider } from './ring-requests.decider';

/** A ring-code request's commands, on its stream `ring-request-{id}`. */
export const ringRequestHandler = commandHandler(ringRequestDecider, ringRequestStreams.request);

const requests = (ctx: CommandContext) => ctx.readModels.collection(ringRequestModels.ringCodeRequests);
const reservations = (ctx: CommandContext) =>
  ctx.readModels.collection(ringRequestModels.ringCodeReservations);

export async function presentRequest(ctx: CommandContext, requestId: number): Promise<RingCodeRequest> {
  const doc = await readMade(ctx, () => requests(ctx).get(requestId));
  if (!doc) throw new HttpError(404, 'ringRequestNotFound');
  return doc;
}

/** What the read models say about a code an answer to `requestId` would assign. */
export async function codeAvailability(
  ctx: CommandContext,
  code: string,
  requestId: number,
): Promise<CodeAvailability> {
  const [ringCode, reservation] = await Promise.all([
    ctx.readModels.collection(ringModels.ringCodes).get(code),
    reservations(ctx).get(code),
  ]);
  if (!ringCode) return 'unknown';
  if (ringCode.isUsed) return 'used';
  if (!reservation) return 'free';
  return reservation.requestId === requestId ? 'reservedHere' : 'reservedElsewhere';
}

/**
 * An answered request reserves its code for the requester (by account, or by the e-mail of the
 * request): anyone else's activation is refused like any other wrong code.
 */
export async function isReservedForSomeoneElse(
  ctx: CommandContext,
  ringCode: string,
  user: { id: number; email: string },
): Promise<boolean> {
  const reservation = await reservations(ctx).get(ringCode);
  return reservation !== null && !mayActivateReserved(reservation, user);
}

/**
 * The public form, per address and per e-mail. It shares the limits of password-reset requests
 * (RESET_REQUESTS_PER_IP, RESET_REQUESTS_PER_ADDRESS per hour) with counts of its own: the keys
 * differ. Counted atomically in the throttle store every instance shares.
 */
export async function throttleRingRequest(ctx: CommandContext, ip: string, email: string): Promise<void> {
  const digest = createHash('sha256').update(email.toLowerCase()).digest('base64url');
  await takeOrThrottle(
    [ctx.throttles.resetRequestsByIp, `ring-request:${addressKey(ip)}`],
    [ctx.throttles.resetRequestsByAddress, `ring-request:${digest}`],
  );
}

/**
 * Erasure: the requests a person made while signed in end with the account, streams included.
 * They are found in `ring_request_owners`, which keeps them after `UserDeleted`; each is marked
 * deleted first (so the read models drop it and free its reserved code), then its stream goes.
 */
export async function deleteRingRequestsOf(
  ctx: CommandContext,
  userId: number,
  metadata: EventMetadata,
): Promise<void> {
  const owned = await ctx.readModels.collection(ringRequestModels.ringRequestOwners).find({ userId });
  let last: AppendResult | null = null;
  for (const { id } of owned) {
    try {
      const { appended } = await ringRequestHandler.handle(
        ctx.events,
        id,
        { type: 'DeleteRingRequest', reason: 'accountErased' },
        metadata,
      );
      last = appended ?? last;
    } catch (error) {
      // Deleted before (by an admin, or by this erasure before it stopped).
      if (!(error instanceof DomainError && error.messageKey === 'ringRequestNotFound')) throw error;
    }
  }
  if (last && !(await ctx.progress.waitFor(last.position, 10_000)))
    throw new Error(`the read models did not pass the ring requests of user ${userId}; finished later`);
  for (const { id } of owned) await ctx.events.deleteStream(ringRequestStreams.request(id));
}
