import type { LegalEvent, LegalPageFields, LegalPageName } from '@et/contracts';

export interface LegalPageState {
  fields: LegalPageFields | null;
}

export const initialLegalPageState = (): LegalPageState => ({ fields: null });

export interface UpdateLegalPage {
  type: 'UpdateLegalPage';
  page: LegalPageName;
  fields: LegalPageFields;
}

export function evolve(_state: LegalPageState, event: LegalEvent): LegalPageState {
  const { textDE, textEN } = event.data;
  return { fields: { textDE, textEN } };
}

/** A page's text is replaced as a whole; saving the same text again records nothing. */
export function decide(state: LegalPageState, command: UpdateLegalPage): LegalEvent[] {
  const { textDE, textEN } = command.fields;
  if (state.fields?.textDE === textDE && state.fields.textEN === textEN) return [];
  return [{ type: 'LegalPageUpdated', data: { page: command.page, textDE, textEN } }];
}

export const legalPageDecider = { initialState: initialLegalPageState, evolve, decide };
