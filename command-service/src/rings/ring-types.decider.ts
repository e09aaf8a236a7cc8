import { DomainError, type RingTypeEvent, type RingTypeTexts } from '@et/contracts';

/** One ring type, in the stream of its code: the code is unique because the stream is. */
export interface RingTypeState {
  status: 'none' | 'created' | 'deleted';
  ringTypeId: number | null;
  code: string | null;
  texts: RingTypeTexts | null;
}

export const initialRingTypeState = (): RingTypeState => ({
  status: 'none',
  ringTypeId: null,
  code: null,
  texts: null,
});

export type RingTypeCommand =
  | { type: 'CreateRingType'; ringTypeId: number; code: string; texts: RingTypeTexts }
  /** `ringTypeId`: the id the admin named (a code deleted and created again has a new one). */
  | { type: 'UpdateRingType'; ringTypeId: number; code?: string; texts: RingTypeTexts }
  | { type: 'ClearRingTypeImage'; ringTypeId: number }
  /** `usage`: ring codes and rings of this type (from the read models). */
  | { type: 'DeleteRingType'; ringTypeId: number; usage: number };

export function evolve(state: RingTypeState, event: RingTypeEvent): RingTypeState {
  switch (event.type) {
    case 'RingTypeCreated':
    case 'RingTypeUpdated': {
      const { ringTypeId, code, ...texts } = event.data;
      return { status: 'created', ringTypeId, code, texts };
    }
    case 'RingTypeImageCleared':
      return { ...state, texts: state.texts && { ...state.texts, imageUrl: '' } };
    case 'RingTypeDeleted':
      return { ...state, status: 'deleted' };
  }
}

const sameTexts = (a: RingTypeTexts, b: RingTypeTexts) =>
  (Object.keys(b) as Array<keyof RingTypeTexts>).every((key) => a[key] === b[key]);

/** A ring type exists once per code, changes while it exists (never its code), goes when unused. */
export function decide(state: RingTypeState, command: RingTypeCommand): RingTypeEvent[] {
  if (command.type === 'CreateRingType') {
    if (state.status === 'created') throw new DomainError('conflict', 'ringTypeCodeExists');
    const { ringTypeId, code, texts } = command;
    return [{ type: 'RingTypeCreated', data: { ringTypeId, code, ...texts } }];
  }
  if (state.status !== 'created' || state.ringTypeId !== command.ringTypeId || !state.code || !state.texts)
    throw new DomainError('notFound', 'ringTypeNotFound');
  const ref = { ringTypeId: state.ringTypeId, code: state.code };
  switch (command.type) {
    case 'UpdateRingType':
      if (command.code !== undefined && command.code !== state.code)
        throw new DomainError('invalid', 'ringTypeCodeCannotChange');
      return sameTexts(state.texts, command.texts)
        ? []
        : [{ type: 'RingTypeUpdated', data: { ...ref, ...command.texts } }];
    case 'ClearRingTypeImage':
      return state.texts.imageUrl === '' ? [] : [{ type: 'RingTypeImageCleared', data: ref }];
    case 'DeleteRingType':
      if (command.usage > 0) throw new DomainError('conflict', 'ringTypeInUse', { count: command.usage });
      return [{ type: 'RingTypeDeleted', data: ref }];
  }
}

export const ringTypeDecider = { initialState: initialRingTypeState, evolve, decide };
