import {
  DomainError,
  type Language,
  type RingRequestEvent,
  type RingRequestStatus,
  translate,
} from '@et/contracts';

export interface RingRequestState {
  exists: boolean;
  deleted: boolean;
  requestId: number;
  userId: number | null;
  email: string;
  language: Language;
  status: RingRequestStatus;
  isRead: boolean;
  assignedCode: string | null;
}

export const initialRingRequestState = (): RingRequestState => ({
  exists: false,
  deleted: false,
  requestId: 0,
  userId: null,
  email: '',
  language: 'de',
  status: 'pending',
  isRead: false,
  assignedCode: null,
});

/**
 * What the read models say about a ring code an answer would assign, looked up before the
 * decision: `free` (unused, nobody's), `reservedHere` (for this request already), `reservedElsewhere`,
 * `used` (activated) or `unknown` (never created, or deleted).
 */
export type CodeAvailability = 'free' | 'reservedHere' | 'reservedElsewhere' | 'used' | 'unknown';

export interface Answer {
  messageId: string;
  responseMessage: string;
  /** undefined: keep the code assigned so far; null: none. */
  assignedCode?: string | null;
  /** Of the code the answer ends up assigning (ignored when that is none or the current one). */
  codeAvailability: CodeAvailability;
  answeredByUserId: number;
  answeredByName: string;
}

export type RingRequestCommand =
  | {
      type: 'SubmitRingRequest';
      requestId: number;
      userId: number | null;
      name: string;
      email: string;
      orderNumber: string | null;
      notes: string | null;
      language: Language;
    }
  /** The admin's PATCH: status and read flag save at once; a response is AnswerRingRequest. */
  | {
      type: 'UpdateRingRequest';
      status?: RingRequestStatus;
      isRead?: boolean;
      /** A new code without a response (none or empty). */
      assignedCode?: string | null;
      answer?: Answer;
    }
  | { type: 'DeleteRingRequest'; reason: 'admin' | 'accountErased' };

export function evolve(state: RingRequestState, event: RingRequestEvent): RingRequestState {
  switch (event.type) {
    case 'RingRequestSubmitted': {
      const { requestId, userId, email, language } = event.data;
      return { ...initialRingRequestState(), exists: true, requestId, userId, email, language };
    }
    case 'RingRequestStatusChanged':
      return { ...state, status: event.data.status };
    case 'RingRequestReadChanged':
      return { ...state, isRead: event.data.isRead };
    case 'RingRequestAnswered':
      return { ...state, assignedCode: event.data.assignedCode };
    case 'RingRequestDeleted':
      return { ...state, deleted: true };
  }
}

function live(state: RingRequestState): RingRequestState {
  if (!state.exists || state.deleted) throw new DomainError('notFound', 'ringRequestNotFound');
  return state;
}

/** The code an answer may assign: none, the one it has, or a free one. */
function assertAssignable(
  state: RingRequestState,
  code: string | null,
  availability: CodeAvailability,
): void {
  if (code === null || code === state.assignedCode) return;
  switch (availability) {
    case 'free':
    case 'reservedHere':
      return;
    case 'reservedElsewhere':
      throw new DomainError('conflict', 'ringRequestCodeReserved');
    case 'used':
      throw new DomainError('conflict', 'ringRequestCodeUsed');
    case 'unknown':
      throw new DomainError('conflict', 'ringRequestCodeUnknown');
  }
}

function decideUpdate(
  state: RingRequestState,
  command: Extract<RingRequestCommand, { type: 'UpdateRingRequest' }>,
): RingRequestEvent[] {
  const { requestId, userId } = live(state);
  const events: RingRequestEvent[] = [];
  const { answer } = command;
  // A code reaches the requester only with an answer: without one, only the current code stands.
  if (!answer && command.assignedCode !== undefined && command.assignedCode !== state.assignedCode)
    throw new DomainError('invalid', 'ringRequestResponseNeeded');
  const code = answer?.assignedCode === undefined ? state.assignedCode : answer.assignedCode;
  if (answer) assertAssignable(state, code, answer.codeAvailability);
  if (command.status !== undefined && command.status !== state.status)
    events.push({ type: 'RingRequestStatusChanged', data: { requestId, userId, status: command.status } });
  if (command.isRead !== undefined && command.isRead !== state.isRead)
    events.push({ type: 'RingRequestReadChanged', data: { requestId, userId, isRead: command.isRead } });
  if (answer)
    events.push({
      type: 'RingRequestAnswered',
      data: {
        requestId,
        userId,
        messageId: answer.messageId,
        subject: translate('ringRequestReplySubject', state.language),
        content: answer.responseMessage,
        assignedCode: code,
        answeredByUserId: answer.answeredByUserId,
        answeredByName: answer.answeredByName,
        language: state.language,
      },
    });
  return events;
}

/**
 * One request: submitted once; its status and read flag change freely (spec 4); an answer is one
 * event (the inbox message, the e-mail and the reservation all come from it), and the code it
 * assigns must be free or already this request's. A deleted request is gone.
 */
export function decide(state: RingRequestState, command: RingRequestCommand): RingRequestEvent[] {
  switch (command.type) {
    case 'SubmitRingRequest': {
      if (state.exists) throw new DomainError('conflict', 'concurrentChange');
      const { type: _, ...data } = command;
      return [{ type: 'RingRequestSubmitted', data }];
    }
    case 'UpdateRingRequest':
      return decideUpdate(state, command);
    case 'DeleteRingRequest': {
      const { requestId, userId } = live(state);
      return [{ type: 'RingRequestDeleted', data: { requestId, userId, reason: command.reason } }];
    }
  }
}

export const ringRequestDecider = { initialState: initialRingRequestState, evolve, decide };
