import { DomainError, type DomainEvent, type MessageKey } from '@et/contracts';
import { expect } from 'vitest';
import type { Decider } from './command-handler';

/**
 * Given/when/then for a pure decider: `given(events).when(command).expectEvents(events)` or
 * `.expectRefusal(messageKey, kind?, params?)`. No database involved.
 */
export function specFor<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const state = given.reduce(decider.evolve, decider.initialState());
      const run = () => decider.decide(state, command);
      return {
        expectEvents: (expected: Event[]) => expect(run()).toEqual(expected),
        expectRefusal: (
          messageKey: MessageKey,
          kind?: DomainError['kind'],
          params?: DomainError['params'],
        ) => {
          let error: unknown;
          try {
            run();
          } catch (caught) {
            error = caught;
          }
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).messageKey).toBe(messageKey);
          if (kind) expect((error as DomainError).kind).toBe(kind);
          if (params) expect((error as DomainError).params).toEqual(params);
        },
      };
    },
  });
}
