import { DomainError, type FaqEvent, type FaqFields, type FaqPatch } from '@et/contracts';

export interface FaqState {
  faqId: number | null;
  fields: FaqFields | null;
  deleted: boolean;
}

export const initialFaqState = (): FaqState => ({ faqId: null, fields: null, deleted: false });

export type FaqCommand =
  | { type: 'CreateFaq'; faqId: number; fields: FaqFields }
  /** The fields sent; the others keep their values. */
  | { type: 'UpdateFaq'; changes: FaqPatch }
  | { type: 'DeleteFaq' };

export function evolve(state: FaqState, event: FaqEvent): FaqState {
  switch (event.type) {
    case 'FaqCreated':
    case 'FaqUpdated': {
      const { faqId, ...fields } = event.data;
      return { faqId, fields, deleted: false };
    }
    case 'FaqDeleted':
      return { ...state, deleted: true };
  }
}

const sameFields = (a: FaqFields, b: FaqFields) =>
  (Object.keys(a) as Array<keyof FaqFields>).every((key) => a[key] === b[key]);

/** Drops the fields that were not sent, so they do not overwrite the stored ones. */
const sentOnly = (changes: FaqPatch): Partial<FaqFields> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/** An FAQ exists once, changes while it exists, and goes when an admin deletes it. */
export function decide(state: FaqState, command: FaqCommand): FaqEvent[] {
  if (command.type === 'CreateFaq') {
    if (state.faqId !== null) throw new DomainError('conflict', 'concurrentChange');
    return [{ type: 'FaqCreated', data: { faqId: command.faqId, ...command.fields } }];
  }
  if (state.faqId === null || state.deleted || !state.fields)
    throw new DomainError('notFound', 'faqNotFound');
  const faqId = state.faqId;
  switch (command.type) {
    case 'UpdateFaq': {
      const fields: FaqFields = { ...state.fields, ...sentOnly(command.changes) };
      return sameFields(state.fields, fields) ? [] : [{ type: 'FaqUpdated', data: { faqId, ...fields } }];
    }
    case 'DeleteFaq':
      return [{ type: 'FaqDeleted', data: { faqId } }];
  }
}

export const faqDecider = { initialState: initialFaqState, evolve, decide };
