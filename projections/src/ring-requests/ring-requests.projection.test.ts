import { ringRequestModels, ringRequestStreams, ringStreams } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { ringRequestsProjection } from './ring-requests.projection';

const models = ringRequestModels;
const inRequest = (requestId: number) => ({ streamId: ringRequestStreams.request(requestId) });
const submitted = (requestId: number, userId: number | null = 7): GivenEvent => ({
  type: 'RingRequestSubmitted',
  data: {
    requestId,
    userId,
    name: 'Anna A.',
    email: `r${requestId}@example.com`,
    orderNumber: 'B-1',
    notes: null,
    language: 'de',
  },
  ...inRequest(requestId),
});
const statusChanged = (requestId: number, status: string, actorId: number): GivenEvent => ({
  type: 'RingRequestStatusChanged',
  data: { requestId, userId: 7, status },
  ...inRequest(requestId),
  metadata: { actorId },
});
const read = (requestId: number, isRead = true): GivenEvent => ({
  type: 'RingRequestReadChanged',
  data: { requestId, userId: 7, isRead },
  ...inRequest(requestId),
});
const answered = (requestId: number, assignedCode: string | null, userId: number | null = 7): GivenEvent => ({
  type: 'RingRequestAnswered',
  data: {
    requestId,
    userId,
    messageId: `m-${requestId}`,
    subject: 'Ihr Ring',
    content: `Antwort ${requestId}`,
    assignedCode,
    answeredByUserId: 1,
    answeredByName: 'admin',
    language: 'de',
  },
  ...inRequest(requestId),
});
const deleted = (requestId: number, reason = 'admin'): GivenEvent => ({
  type: 'RingRequestDeleted',
  data: { requestId, userId: 7, reason },
  ...inRequest(requestId),
});
const ringCodeEvent = (type: 'RingCodeRedeemed' | 'RingCodeDeleted', ringCode: string): GivenEvent => ({
  type,
  data: { ringCode, ringType: 'gold', ringId: 1, userId: 7, name: 'Gold', frequencyId: null, isActive: true },
  streamId: ringStreams.ringCode(ringCode),
});
const reservation = (code: string, requestId: number, userId: number | null = 7) => ({
  id: code,
  requestId,
  userId,
  email: `r${requestId}@example.com`,
});

describeProjection(ringRequestsProjection, (spec) => {
  it('lists a new request as pending and unread, knows its owner and counts it unread', async () => {
    const scenario = spec.given(submitted(1));
    await scenario.expect(models.ringCodeRequests).toEqual([
      {
        id: 1,
        userId: 7,
        name: 'Anna A.',
        email: 'r1@example.com',
        orderNumber: 'B-1',
        notes: null,
        status: 'pending',
        isRead: false,
        processedByUserId: null,
        responseMessage: null,
        assignedCode: null,
        language: 'de',
        createdAt: recordedAt(1),
        updatedAt: recordedAt(1),
        answeredAt: null,
        seq: 1,
      },
    ]);
    await scenario.expect(models.ringRequestOwners).toEqual([{ id: 1, userId: 7 }]);
    await scenario.expect(models.ringRequestUnread).toEqual([{ id: 'all', count: 1 }]);
  });

  it('has no owner for a request made without an account', () =>
    spec.given(submitted(1, null)).expect(models.ringRequestOwners).toBeEmpty());

  it('takes a new status, with the admin who set it and when', () =>
    spec
      .given(submitted(1))
      .when(statusChanged(1, 'approved', 3))
      .expect(models.ringCodeRequests)
      .toMatchObject([{ status: 'approved', processedByUserId: 3, updatedAt: recordedAt(2) }]));

  it('counts again what is unread when a request is read or unread again', async () => {
    const readOne = spec.given(submitted(1), submitted(2)).when(read(1));
    await readOne
      .expect(models.ringCodeRequests)
      .toMatchObject([{ isRead: true, updatedAt: recordedAt(3) }, {}]);
    await readOne.expect(models.ringRequestUnread).toEqual([{ id: 'all', count: 1 }]);
    await readOne
      .when(read(1, false))
      .expect(models.ringRequestUnread)
      .toEqual([{ id: 'all', count: 2 }]);
  });

  it('keeps the answer, who answered and when, and reserves the code it assigns', async () => {
    const scenario = spec.given(submitted(1)).when(answered(1, 'RING42'));
    await scenario.expect(models.ringCodeRequests).toMatchObject([
      {
        responseMessage: 'Antwort 1',
        assignedCode: 'RING42',
        processedByUserId: 1,
        answeredAt: recordedAt(2),
        updatedAt: recordedAt(2),
      },
    ]);
    await scenario.expect(models.ringCodeReservations).toEqual([reservation('RING42', 1)]);
  });

  it('moves the reservation to another code answered later, or frees it for an answer without one', async () => {
    const first = spec.given(submitted(1), answered(1, 'RING42'));
    await first
      .when(answered(1, 'RING43'))
      .expect(models.ringCodeReservations)
      .toEqual([reservation('RING43', 1)]);
    await first.when(answered(1, null)).expect(models.ringCodeReservations).toBeEmpty();
    await first
      .when(answered(1, 'RING42'))
      .expect(models.ringCodeReservations)
      .toEqual([reservation('RING42', 1)]);
  });

  it('does not free a code another request holds by now', () =>
    spec
      .given(submitted(1), submitted(2), answered(1, 'RING42'), answered(2, 'RING42'))
      .when(answered(1, 'RING43'))
      .expect(models.ringCodeReservations)
      .toEqual([reservation('RING42', 2), reservation('RING43', 1)]));

  it('ignores an answer to a request it does not know', async () => {
    const scenario = spec.given(answered(1, 'RING42'));
    await scenario.expect(models.ringCodeRequests).toBeEmpty();
    await scenario.expect(models.ringCodeReservations).toBeEmpty();
  });

  it('drops a deleted request with its owner and reservation, and counts again', async () => {
    const scenario = spec
      .given(submitted(1), submitted(2), answered(1, 'RING42'), answered(2, 'RING43'))
      .when(deleted(1));
    await scenario.expect(models.ringCodeRequests).toMatchObject([{ id: 2 }]);
    await scenario.expect(models.ringRequestOwners).toEqual([{ id: 2, userId: 7 }]);
    await scenario.expect(models.ringCodeReservations).toEqual([reservation('RING43', 2)]);
    await scenario.expect(models.ringRequestUnread).toEqual([{ id: 'all', count: 1 }]);
  });

  it('forgets a reservation once its code is activated or deleted', () =>
    spec
      .given(
        submitted(1),
        submitted(2),
        submitted(3),
        answered(1, 'A1'),
        answered(2, 'A2'),
        answered(3, 'A3'),
      )
      .when(ringCodeEvent('RingCodeRedeemed', 'A1'), ringCodeEvent('RingCodeDeleted', 'A2'))
      .expect(models.ringCodeReservations)
      .toEqual([reservation('A3', 3)]));

  const story = [
    submitted(1),
    submitted(2, 9),
    submitted(3, null),
    answered(1, 'RING42'),
    answered(2, 'RING43', 9),
    read(2),
    statusChanged(1, 'approved', 1),
    read(3),
  ];
  /** The erasure: its announcement, then the eraser ends each of the person's requests. */
  const erasure = [userDeleted(7), deleted(1, 'accountErased')];

  it('erases the person’s requests and reservations, then their ownership; counts again', async () => {
    const erased = spec.given(...story).when(...erasure);
    await erased.expectErased(7);
    await erased.expect(models.ringCodeRequests).toMatchObject([
      { id: 2, userId: 9 },
      { id: 3, userId: null },
    ]);
    await erased.expect(models.ringCodeReservations).toEqual([reservation('RING43', 2, 9)]);
    await erased.expect(models.ringRequestUnread).toEqual([{ id: 'all', count: 0 }]);
  });

  it('keeps the ownership after the announcement alone, for the eraser to find', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expect(models.ringRequestOwners)
      .toEqual([
        { id: 1, userId: 7 },
        { id: 2, userId: 9 },
      ]));

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(...story, deleted(2), ringCodeEvent('RingCodeRedeemed', 'RING42')).expectStable());

  it('after an erasure, a rebuild without the person’s request streams gives the same documents', () =>
    spec
      .given(...story)
      .when(...erasure)
      .expectStable({ withoutStreams: [ringRequestStreams.request(1)] }));
});
