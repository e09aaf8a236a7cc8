import { DomainError, type FaqVoteCast } from '@et/contracts';

/** One person's votes (their own stream): FAQ id → helpful. */
export interface FaqVotesState {
  votes: ReadonlyMap<number, boolean>;
}

export const initialFaqVotesState = (): FaqVotesState => ({ votes: new Map() });

export interface CastFaqVote {
  type: 'CastFaqVote';
  userId: number;
  faqId: number;
  helpful: boolean;
  /** Whether the FAQ exists and is shown to this person (from the read model). */
  faqShown: boolean;
}

export function evolve(state: FaqVotesState, event: FaqVoteCast): FaqVotesState {
  const votes = new Map(state.votes);
  votes.set(event.data.faqId, event.data.helpful);
  return { votes };
}

/** One vote per person and FAQ; a new answer replaces the old one, the same answer changes nothing. */
export function decide(state: FaqVotesState, command: CastFaqVote): FaqVoteCast[] {
  if (!command.faqShown) throw new DomainError('notFound', 'faqNotFound');
  if (state.votes.get(command.faqId) === command.helpful) return [];
  const { userId, faqId, helpful } = command;
  return [{ type: 'FaqVoteCast', data: { userId, faqId, helpful } }];
}

export const faqVotesDecider = { initialState: initialFaqVotesState, evolve, decide };
