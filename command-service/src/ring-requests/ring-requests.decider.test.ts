import type { RingRequestAnsweredData, RingRequestEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  type Answer,
  decide,
  evolve,
  initialRingRequestState,
  type RingRequestCommand,
  type RingRequestState,
} from './ring-requests.decider';

const spec = specFor<RingRequestState, RingRequestCommand, RingRequestEvent>({
  initialState: initialRingRequestState,
  evolve,
  decide,
});

const requestId = 3;
const userId = 7;
const submitted = (language: 'de' | 'en' = 'de', owner: number | null = userId): RingRequestEvent => ({
  type: 'RingRequestSubmitted',
  data: {
    requestId,
    userId: owner,
    name: 'Anna Berg',
    email: 'anna@example.com',
    orderNumber: 'B-17',
    notes: 'Goldener Ring, Code fehlt',
    language,
  },
});
const answer = (more: Partial<Answer> = {}): Answer => ({
  messageId: '6c1f7a9e-1111-4222-8333-944445555666',
  responseMessage: 'Hier ist Ihr Code.',
  assignedCode: 'ABC234',
  codeAvailability: 'free',
  answeredByUserId: 1,
  answeredByName: 'root',
  ...more,
});
const answered = (more: Partial<RingRequestAnsweredData> = {}): RingRequestEvent => ({
  type: 'RingRequestAnswered',
  data: {
    requestId,
    userId,
    messageId: '6c1f7a9e-1111-4222-8333-944445555666',
    subject: 'Antwort auf Ihre Ring-Code-Anfrage',
    content: 'Hier ist Ihr Code.',
    assignedCode: 'ABC234',
    answeredByUserId: 1,
    answeredByName: 'root',
    language: 'de',
    ...more,
  },
});
const deleted: RingRequestEvent = {
  type: 'RingRequestDeleted',
  data: { requestId, userId, reason: 'admin' },
};

describe('ring-code request decider', () => {
  describe('submit', () => {
    it('records the request with the requester’s account and language', () =>
      spec([])
        .when({
          type: 'SubmitRingRequest',
          requestId,
          userId,
          name: 'Anna Berg',
          email: 'anna@example.com',
          orderNumber: 'B-17',
          notes: 'Goldener Ring, Code fehlt',
          language: 'de',
        })
        .expectEvents([submitted()]));
    it('refuses a second submission into the same stream', () =>
      spec([submitted()])
        .when({
          type: 'SubmitRingRequest',
          requestId,
          userId: null,
          name: 'B',
          email: 'b@example.com',
          orderNumber: null,
          notes: null,
          language: 'de',
        })
        .expectRefusal('concurrentChange', 'conflict'));
  });

  describe('status and read flag', () => {
    it('saves any status at once, also back to pending', () => {
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', status: 'approved' })
        .expectEvents([
          { type: 'RingRequestStatusChanged', data: { requestId, userId, status: 'approved' } },
        ]);
      spec([
        submitted(),
        { type: 'RingRequestStatusChanged', data: { requestId, userId, status: 'rejected' } },
      ])
        .when({ type: 'UpdateRingRequest', status: 'pending' })
        .expectEvents([{ type: 'RingRequestStatusChanged', data: { requestId, userId, status: 'pending' } }]);
    });
    it('toggles the read flag both ways', () => {
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', isRead: true })
        .expectEvents([{ type: 'RingRequestReadChanged', data: { requestId, userId, isRead: true } }]);
      spec([submitted(), { type: 'RingRequestReadChanged', data: { requestId, userId, isRead: true } }])
        .when({ type: 'UpdateRingRequest', isRead: false })
        .expectEvents([{ type: 'RingRequestReadChanged', data: { requestId, userId, isRead: false } }]);
    });
    it('records nothing when nothing changes', () =>
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', status: 'pending', isRead: false, assignedCode: null })
        .expectEvents([]));
    it('refuses an unknown or deleted request', () => {
      spec([])
        .when({ type: 'UpdateRingRequest', isRead: true })
        .expectRefusal('ringRequestNotFound', 'notFound');
      spec([submitted(), deleted])
        .when({ type: 'UpdateRingRequest', status: 'approved' })
        .expectRefusal('ringRequestNotFound', 'notFound');
    });
  });

  describe('answer', () => {
    it('is one event with the inbox message’s subject in the requester’s language', () => {
      spec([submitted()]).when({ type: 'UpdateRingRequest', answer: answer() }).expectEvents([answered()]);
      spec([submitted('en')])
        .when({ type: 'UpdateRingRequest', answer: answer() })
        .expectEvents([answered({ language: 'en', subject: 'Reply to your ring-code request' })]);
    });
    it('saves a status chosen with it in the same append', () =>
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', status: 'approved', answer: answer() })
        .expectEvents([
          { type: 'RingRequestStatusChanged', data: { requestId, userId, status: 'approved' } },
          answered(),
        ]));
    it('answers a visitor (no account) too', () =>
      spec([submitted('de', null)])
        .when({ type: 'UpdateRingRequest', answer: answer({ assignedCode: null }) })
        .expectEvents([answered({ userId: null, assignedCode: null })]));
    it('keeps the code assigned before when none is given, and drops it when null', () => {
      const before = [submitted(), answered()];
      spec(before)
        .when({
          type: 'UpdateRingRequest',
          answer: answer({
            assignedCode: undefined,
            codeAvailability: 'used',
            responseMessage: 'Hat es geklappt?',
          }),
        })
        .expectEvents([answered({ content: 'Hat es geklappt?' })]);
      spec(before)
        .when({ type: 'UpdateRingRequest', answer: answer({ assignedCode: null }) })
        .expectEvents([answered({ assignedCode: null })]);
    });
    it('takes a code reserved for this request already', () =>
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', answer: answer({ codeAvailability: 'reservedHere' }) })
        .expectEvents([answered()]));
    it('refuses a code that is used, unknown (or deleted) or reserved for another request', () => {
      const given = spec([submitted()]);
      given
        .when({ type: 'UpdateRingRequest', answer: answer({ codeAvailability: 'used' }) })
        .expectRefusal('ringRequestCodeUsed', 'conflict');
      given
        .when({ type: 'UpdateRingRequest', answer: answer({ codeAvailability: 'unknown' }) })
        .expectRefusal('ringRequestCodeUnknown', 'conflict');
      given
        .when({ type: 'UpdateRingRequest', answer: answer({ codeAvailability: 'reservedElsewhere' }) })
        .expectRefusal('ringRequestCodeReserved', 'conflict');
    });
    it('refuses a status change with a refused code: nothing is saved', () =>
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', status: 'approved', answer: answer({ codeAvailability: 'used' }) })
        .expectRefusal('ringRequestCodeUsed'));
    it('refuses a new code without a response (the requester would not learn it)', () =>
      spec([submitted()])
        .when({ type: 'UpdateRingRequest', assignedCode: 'ABC234' })
        .expectRefusal('ringRequestResponseNeeded', 'invalid'));
    it('accepts the current code sent again with a status change', () =>
      spec([submitted(), answered()])
        .when({ type: 'UpdateRingRequest', status: 'approved', assignedCode: 'ABC234' })
        .expectEvents([
          { type: 'RingRequestStatusChanged', data: { requestId, userId, status: 'approved' } },
        ]));
  });

  describe('delete', () => {
    it('deletes a request once', () => {
      spec([submitted()]).when({ type: 'DeleteRingRequest', reason: 'admin' }).expectEvents([deleted]);
      spec([submitted(), deleted])
        .when({ type: 'DeleteRingRequest', reason: 'admin' })
        .expectRefusal('ringRequestNotFound', 'notFound');
      spec([]).when({ type: 'DeleteRingRequest', reason: 'admin' }).expectRefusal('ringRequestNotFound');
    });
  });
});
