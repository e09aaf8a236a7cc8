import { DomainError, type FrequencyEvent, type FrequencyFields } from '@et/contracts';

export interface FrequencyState {
  frequencyId: number | null;
  fields: FrequencyFields | null;
  deleted: boolean;
}

export const initialFrequencyState = (): FrequencyState => ({
  frequencyId: null,
  fields: null,
  deleted: false,
});

export type FrequencyCommand =
  | { type: 'CreateFrequency'; frequencyId: number; fields: FrequencyFields }
  | { type: 'UpdateFrequency'; fields: FrequencyFields }
  /** `usage`: tokens and rings that still refer to the frequency (from the read models). */
  | { type: 'DeleteFrequency'; usage: number };

export function evolve(state: FrequencyState, event: FrequencyEvent): FrequencyState {
  switch (event.type) {
    case 'FrequencyCreated':
    case 'FrequencyUpdated': {
      const { frequencyId, ...fields } = event.data;
      return { frequencyId, fields, deleted: false };
    }
    case 'FrequencyDeleted':
      return { ...state, deleted: true };
  }
}

const sameFields = (a: FrequencyFields, b: FrequencyFields) =>
  (Object.keys(a) as Array<keyof FrequencyFields>).every((key) => a[key] === b[key]);

/** A frequency exists once, changes while it exists, and goes only when nothing uses it. */
export function decide(state: FrequencyState, command: FrequencyCommand): FrequencyEvent[] {
  if (command.type === 'CreateFrequency') {
    if (state.frequencyId !== null) throw new DomainError('conflict', 'concurrentChange');
    return [{ type: 'FrequencyCreated', data: { frequencyId: command.frequencyId, ...command.fields } }];
  }
  if (state.frequencyId === null || state.deleted || !state.fields)
    throw new DomainError('notFound', 'frequencyNotFound');
  const frequencyId = state.frequencyId;
  switch (command.type) {
    case 'UpdateFrequency':
      return sameFields(state.fields, command.fields)
        ? []
        : [{ type: 'FrequencyUpdated', data: { frequencyId, ...command.fields } }];
    case 'DeleteFrequency':
      if (command.usage > 0) throw new DomainError('conflict', 'frequencyInUse', { count: command.usage });
      return [{ type: 'FrequencyDeleted', data: { frequencyId } }];
  }
}

export const frequencyDecider = { initialState: initialFrequencyState, evolve, decide };
