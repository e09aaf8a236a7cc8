import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';
import type { MessagesLiveMessage } from './messages.feature';
import { type RingRequestEvent, ringRequestModels } from './ring-requests';
import { ringRequestsTexts } from './ring-requests-texts';

/** The `/ws` messages this feature's events send. */
export type RingRequestsLiveMessage =
  | { type: 'RING_REQUESTS_CHANGED' }
  /** An answer lands in the requester's inbox (the messages feature's message). */
  | MessagesLiveMessage;

type RingRequestIdAllocated = DomainEvent<'RingRequestIdAllocated', Record<string, never>>;

/** The admins' list, its unread count and the reservations: admins hear every change. */
const requestsChanged: ReadonlyArray<LiveRule<unknown, RingRequestsLiveMessage>> = [
  { to: 'admins', message: { type: 'RING_REQUESTS_CHANGED' } },
];

/**
 * Ring-code requests (stream `ring-request-{id}`, one per request). The trail holds each request's
 * history by id: who changed its status or read flag, who answered and which code they reserved;
 * never what the requester wrote (name, e-mail, order number, notes) nor the response's text.
 */
export const ringRequestsFeature = defineFeature<
  RingRequestEvent | RingRequestIdAllocated,
  RingRequestsLiveMessage
>({
  name: 'ringRequests',
  texts: ringRequestsTexts,
  events: {
    RingRequestSubmitted: { audit: ['requestId', 'userId', 'language'], live: requestsChanged },
    RingRequestStatusChanged: { audit: ['requestId', 'status'], live: requestsChanged },
    RingRequestReadChanged: { audit: ['requestId', 'isRead'], live: requestsChanged },
    RingRequestAnswered: {
      audit: ['requestId', 'messageId', 'assignedCode', 'answeredByUserId', 'language'],
      // The answer is a message in the requester's inbox (the messages projection makes it one).
      live: [...requestsChanged, { to: 'owner', message: { type: 'MESSAGES_CHANGED' } }],
    },
    RingRequestDeleted: { audit: ['requestId', 'reason'], live: requestsChanged },
    RingRequestIdAllocated: { audit: false },
  },
  // `GET /api/audit?requestId=` reads one request's whole history.
  auditRefs: { requestId: 'request' },
  // A signed-in requester's requests are theirs: exported, and erased with the account (their
  // streams by the eraser in command-service/src/ring-requests, found in `ring_request_owners`).
  personalData: {
    readModels: [
      { readModel: ringRequestModels.ringCodeRequests, field: 'userId', erased: 'deleted' },
      { readModel: ringRequestModels.ringRequestOwners, field: 'userId', erased: 'deleted' },
      { readModel: ringRequestModels.ringCodeReservations, field: 'userId', erased: 'deleted' },
    ],
  },
});
