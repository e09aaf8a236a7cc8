import {
  type RingCodeDeleted,
  type RingCodeRedeemed,
  type RingCodeRequest,
  type RingCodeReservation,
  type RingRequestEvent,
  ringRequestModels,
  type UserDeleted,
} from '@et/contracts';
import type { Collection, RecordedEvent } from '@et/platform';
import type { Projection, ProjectionContext } from '../projection';

type Event = RingRequestEvent | RingCodeRedeemed | RingCodeDeleted | UserDeleted;

const UNREAD_ID = 'all';

/** The unread count the admins' tab shows, counted again whenever a request's read flag may change. */
async function recountUnread(ctx: ProjectionContext, requests: Collection<RingCodeRequest>): Promise<void> {
  const count = await requests.count({ isRead: false });
  await ctx.collection(ringRequestModels.ringRequestUnread).upsert({ id: UNREAD_ID, count });
}

/** Frees the code a request held, unless another request holds it by now. */
async function release(
  reservations: Collection<RingCodeReservation>,
  code: string | null,
  requestId: number,
): Promise<void> {
  if (code === null) return;
  const reservation = await reservations.get(code);
  if (reservation?.requestId === requestId) await reservations.delete(code);
}

/**
 * Ring-code requests for the admins (list with search and status, the unread count) and the
 * codes their answers reserved: a code activated or deleted needs its reservation no longer.
 */
export const ringRequestsProjection: Projection = {
  name: 'ringRequests',
  version: 1,
  collections: [
    ringRequestModels.ringCodeRequests,
    ringRequestModels.ringRequestOwners,
    ringRequestModels.ringCodeReservations,
    ringRequestModels.ringRequestUnread,
  ],
  sortIndexes: [[ringRequestModels.ringCodeRequests, ['seq']]],
  // What the admin's request list searches (query-service ring-requests.routes.ts).
  searchIndexes: [[ringRequestModels.ringCodeRequests, ['name', 'email', 'orderNumber', 'notes']]],
  prefetch(recorded) {
    const requests: number[] = [];
    const reservations: string[] = [];
    for (const event of recorded as unknown as Event[]) {
      if (event.type.startsWith('RingRequest') && event.type !== 'RingRequestSubmitted')
        requests.push((event.data as { requestId: number }).requestId);
      if (event.type === 'RingRequestAnswered' && event.data.assignedCode)
        reservations.push(event.data.assignedCode);
      if (event.type === 'RingCodeRedeemed' || event.type === 'RingCodeDeleted')
        reservations.push(event.data.ringCode);
    }
    return [
      [ringRequestModels.ringCodeRequests, requests],
      [ringRequestModels.ringCodeReservations, reservations],
    ];
  },
  async apply(recorded: RecordedEvent, ctx) {
    const event = recorded as unknown as Event;
    const requests = ctx.collection(ringRequestModels.ringCodeRequests);
    const owners = ctx.collection(ringRequestModels.ringRequestOwners);
    const reservations = ctx.collection(ringRequestModels.ringCodeReservations);
    const at = recorded.recordedAt;
    const actorId = recorded.metadata.actorId ?? null;
    switch (event.type) {
      case 'RingRequestSubmitted': {
        const { requestId, userId, name, email, orderNumber, notes, language } = event.data;
        await requests.upsert({
          id: requestId,
          userId,
          name,
          email,
          orderNumber,
          notes,
          status: 'pending',
          isRead: false,
          processedByUserId: null,
          responseMessage: null,
          assignedCode: null,
          language,
          createdAt: at,
          updatedAt: at,
          answeredAt: null,
          seq: Number(recorded.position[1]),
        });
        if (userId !== null) await owners.upsert({ id: requestId, userId });
        await recountUnread(ctx, requests);
        return;
      }
      case 'RingRequestStatusChanged':
        await requests.update(event.data.requestId, {
          status: event.data.status,
          processedByUserId: actorId,
          updatedAt: at,
        });
        return;
      case 'RingRequestReadChanged':
        await requests.update(event.data.requestId, { isRead: event.data.isRead, updatedAt: at });
        await recountUnread(ctx, requests);
        return;
      case 'RingRequestAnswered': {
        const { requestId, userId, content, assignedCode, answeredByUserId } = event.data;
        const request = await requests.get(requestId);
        if (!request) return;
        if (request.assignedCode !== assignedCode)
          await release(reservations, request.assignedCode, requestId);
        if (assignedCode !== null)
          await reservations.upsert({ id: assignedCode, requestId, userId, email: request.email });
        await requests.update(requestId, {
          responseMessage: content,
          assignedCode,
          processedByUserId: answeredByUserId,
          answeredAt: at,
          updatedAt: at,
        });
        return;
      }
      case 'RingRequestDeleted': {
        const request = await requests.get(event.data.requestId);
        if (request) await release(reservations, request.assignedCode, request.id);
        await requests.delete(event.data.requestId);
        await owners.delete(event.data.requestId);
        await recountUnread(ctx, requests);
        return;
      }
      case 'RingCodeRedeemed':
      case 'RingCodeDeleted':
        // Taken (by the requester: nobody else could) or gone: the reservation has done its work.
        await reservations.delete(event.data.ringCode);
        return;
      case 'UserDeleted':
        // The requests and reservations go now; `ring_request_owners` stays until the eraser has
        // ended each request (its `RingRequestDeleted` removes it).
        await requests.deleteMany({ userId: event.data.userId });
        await reservations.deleteMany({ userId: event.data.userId });
        await recountUnread(ctx, requests);
        return;
    }
  },
};
