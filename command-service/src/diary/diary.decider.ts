import { type DiaryEntryFields, type DiaryEvent, DomainError } from '@et/contracts';

/** One person's diary stream: which entries exist, and whether they agreed to it being kept. */
export interface DiaryState {
  entryIds: ReadonlySet<number>;
  consented: boolean;
  consentVersion: number | null;
}

export const initialDiaryState = (): DiaryState => ({
  entryIds: new Set(),
  consented: false,
  consentVersion: null,
});

export type DiaryCommand =
  | { type: 'WriteEntry'; userId: number; entryId: number; fields: DiaryEntryFields }
  | { type: 'DeleteEntry'; userId: number; entryId: number }
  | { type: 'DeleteAllEntries'; userId: number }
  | { type: 'GiveConsent'; userId: number; version: number }
  | { type: 'RevokeConsent'; userId: number };

export function evolve(state: DiaryState, event: DiaryEvent): DiaryState {
  switch (event.type) {
    case 'DiaryEntryWritten':
      return { ...state, entryIds: new Set(state.entryIds).add(event.data.entryId) };
    case 'DiaryEntryDeleted': {
      const entryIds = new Set(state.entryIds);
      entryIds.delete(event.data.entryId);
      return { ...state, entryIds };
    }
    case 'DiaryEntriesDeleted': {
      const gone = new Set(event.data.entryIds);
      return { ...state, entryIds: new Set([...state.entryIds].filter((id) => !gone.has(id))) };
    }
    case 'DiaryConsentGiven':
      return { ...state, consented: true, consentVersion: event.data.version };
    case 'DiaryConsentRevoked':
      return { ...state, consented: false };
  }
}

/**
 * Entries come and go in their owner's stream only, so someone else's entry is simply not found.
 * Writing does not need the consent: the spec's own client never asks for it (our page does).
 */
export function decide(state: DiaryState, command: DiaryCommand): DiaryEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'WriteEntry':
      if (state.entryIds.has(command.entryId)) throw new DomainError('conflict', 'concurrentChange');
      return [{ type: 'DiaryEntryWritten', data: { userId, entryId: command.entryId, ...command.fields } }];
    case 'DeleteEntry':
      if (!state.entryIds.has(command.entryId)) throw new DomainError('notFound', 'diaryEntryNotFound');
      return [{ type: 'DiaryEntryDeleted', data: { userId, entryId: command.entryId } }];
    case 'DeleteAllEntries':
      if (state.entryIds.size === 0) return [];
      return [
        {
          type: 'DiaryEntriesDeleted',
          data: { userId, entryIds: [...state.entryIds].sort((a, b) => a - b) },
        },
      ];
    case 'GiveConsent':
      if (state.consented && state.consentVersion === command.version) return [];
      return [{ type: 'DiaryConsentGiven', data: { userId, version: command.version } }];
    case 'RevokeConsent':
      return state.consented ? [{ type: 'DiaryConsentRevoked', data: { userId } }] : [];
  }
}

export const diaryDecider = { initialState: initialDiaryState, evolve, decide };
