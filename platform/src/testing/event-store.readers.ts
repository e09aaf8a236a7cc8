import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  type RecordedEvent,
} from '../event-store/event-store';

/**
 * Waits until `position` is readable. A committed event can stay invisible for a moment while
 * an older transaction is still running (the SQL adapter reads only below the oldest one).
 */
export async function waitVisible(store: EventStore, position: Position, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline) throw new Error(`position ${formatPosition(position)} not readable in time`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Reads everything after `after` until nothing more comes. */
export async function readAllAfter(store: EventStore, after: Position): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const batch = await store.readAll(position, 500);
    if (batch.length === 0) return events;
    events.push(...batch);
    position = batch[batch.length - 1]!.position;
  }
}

export function maxPosition(positions: Position[], from: Position): Position {
  return positions.reduce((max, p) => (comparePositions(p, max) > 0 ? p : max), from);
}

/**
 * A catch-up reader as projections use it: woken by `onAppended`, polling as a fallback,
 * always moving by the last position it has seen.
 */
export function catchUpReader(store: EventStore, from: Position) {
  const seen: RecordedEvent[] = [];
  let position = from;
  let reading: Promise<void> | undefined;
  let again = false;
  let failure: unknown;
  const read = async () => {
    for (;;) {
      const batch = await store.readAll(position, 500);
      if (batch.length === 0) return;
      seen.push(...batch);
      position = batch[batch.length - 1]!.position;
    }
  };
  const wake = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = read()
      .catch((error: unknown) => {
        failure = error;
      })
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  return {
    seen,
    wake,
    position: () => position,
    /** Resolves once the reader has passed `target`; it keeps being woken by the caller's poll. */
    reach: async (target: Position, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (comparePositions(position, target) < 0) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`reader stuck at ${formatPosition(position)}`);
        wake();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      while (reading) await reading;
      if (failure) throw failure;
    },
  };
}
