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

export interface Loaded<State> {
  state: State;
  /** The expected version of the next append (0: no stream). */
  version: number;
  head: AppendResult | null;
}

/**
 * A command, or a function of the state it is decided on: called again on the fresh state when a
 * concurrent writer made the append fail (the deletions use it to learn the state they decided on).
 */
export type CommandOn<State, Command> = Command | ((state: State) => Command | Promise<Command>);

/** What names one of the decider's streams (a code, a user id); nothing for a feature's one stream. */
type StreamKey<Key> = [Key] extends [undefined] ? [] : [key: Key];

/** A decider on the streams it works on: `codeHandler.handle(ctx.events, code, command, metadata)`. */
export interface CommandHandler<State, Command, Event extends DomainEvent, Key> {
  /**
   * Loads the stream, decides, appends with the expected version. A concurrent writer makes the
   * append fail; then the command is decided again on the fresh state. Every failure means another
   * command got through, so a few busy writers on one stream (a user clicking while an admin
   * deletes the account) end in a bounded number of rounds.
   */
  handle(
    store: EventStore,
    ...args: [...StreamKey<Key>, command: CommandOn<State, Command>, metadata: EventMetadata]
  ): Promise<Handled<State, Event>>;
  /** The stream's state as the decider sees it, without a command. */
  load(store: EventStore, ...key: StreamKey<Key>): Promise<Loaded<State>>;
}

/** How often a contended command is decided again before it answers a conflict. */
const RETRIES = 10;

/**
 * The one command handler of a decider: `streamOf` names the stream a key stands for, e.g.
 * `commandHandler(codeDecider, codeStreams.code)`, or `() => SETTINGS_STREAM` for a feature's only
 * stream (its `handle` then takes no key).
 */
export function commandHandler<State, Command, Event extends DomainEvent, Key = undefined>(
  decider: Decider<State, Command, Event>,
  streamOf: (key: Key) => string,
): CommandHandler<State, Command, Event, Key> {
  const load = async (store: EventStore, streamId: string): Promise<Loaded<State>> => {
    const recorded = await store.readStream(streamId);
    let state = decider.initialState();
    for (const event of recorded) state = decider.evolve(state, event as unknown as Event);
    const last = recorded.at(-1);
    const head = last ? { streamVersion: last.streamVersion, position: last.position } : null;
    return { state, version: head?.streamVersion ?? 0, head };
  };

  const handle = async (
    store: EventStore,
    streamId: string,
    command: CommandOn<State, Command>,
    metadata: EventMetadata,
  ): Promise<Handled<State, Event>> => {
    for (let attempt = 0; ; attempt++) {
      const { state, version, head } = await load(store, streamId);
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
        if (attempt >= RETRIES) throw new DomainError('conflict', 'concurrentChange');
      }
    }
  };

  return {
    handle: (store, ...args) => {
      // Without a key (a feature's one stream) the arguments are the command and the metadata.
      type Args = [key: Key, command: CommandOn<State, Command>, metadata: EventMetadata];
      const [key, command, metadata] = (args.length === 3 ? args : [undefined, ...args]) as unknown as Args;
      return handle(store, streamOf(key), command, metadata);
    },
    load: (store, ...key) => load(store, streamOf(key[0] as Key)),
  };
}
