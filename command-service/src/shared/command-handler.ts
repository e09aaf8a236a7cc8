import { DomainError, type DomainEvent, type EventMetadata } from '@et/contracts';
import { type AppendResult, type EventStore, WrongExpectedVersionError } from '@et/platform';

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (state: State, command: Command) => Event[];
}

export interface Handled<State, Event> {
  state: State;
  events: Event[];
  /** Null when the command changed nothing. */
  appended: AppendResult | null;
  /**
   * The stream's last event after the command: the appended one, or the one the state was read
   * up to when nothing changed (null: no stream). A client waits for it to read that state.
   */
  head: AppendResult | null;
}

export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
): Promise<{ state: State; version: number; head: AppendResult | null }> {
  const recorded = await store.readStream(streamId);
  let state = decider.initialState();
  for (const event of recorded) state = decider.evolve(state, event as unknown as Event);
  const last = recorded.at(-1);
  const head = last ? { streamVersion: last.streamVersion, position: last.position } : null;
  return { state, version: head?.streamVersion ?? 0, head };
}

/**
 * Loads a stream, decides, appends with the expected version. A concurrent writer makes the
 * append fail; then the command is decided again on the fresh state. Every failure means another
 * command got through, so a few busy writers on one stream (a user clicking while an admin deletes
 * the account) end in a bounded number of rounds.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command | ((state: State) => Command | Promise<Command>),
  metadata: EventMetadata,
  retries = 10,
): Promise<Handled<State, Event>> {
  for (let attempt = 0; ; attempt++) {
    const { state, version, head } = await loadState(store, streamId, decider);
    const cmd =
      typeof command === 'function'
        ? await (command as (s: State) => Command | Promise<Command>)(state)
        : command;
    const events = decider.decide(state, cmd);
    if (events.length === 0) return { state, events, appended: null, head };
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        version,
      );
      const next = events.reduce(decider.evolve, state);
      return { state: next, events, appended, head: appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // Still contended after the retries: a conflict for the client to retry, not a 500.
      if (attempt >= retries) throw new DomainError('conflict', 'concurrentChange');
    }
  }
}
