import type { EventStore } from '@et/platform';

interface Waiter {
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Hands out numeric ids from an id stream (one `{type}` event per id; the id is the stream version
 * of its event). Callers that arrive while an append is in flight are served together by the next
 * append, one event each: concurrent callers no longer race for the same stream version and retry,
 * which made every new token wait in line behind all the others.
 *
 * With `ahead`, a busy stream also takes ids before they are asked for: as many more as callers
 * asked for beyond one while the last append was out (at most `ahead`), so that under load a
 * caller finds its id waiting instead of a round trip to the store. One caller at a time takes
 * none ahead; ids taken ahead and not handed out before the process ends are never used.
 */
class IdStream {
  private waiting: Waiter[] = [];
  private spare: number[] = [];
  /** Ids asked for since the last append went out. */
  private asked = 0;
  /** How many spare ids the stream keeps ready now. */
  private wanted = 0;
  private inFlight = false;

  constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private readonly type: string,
    private readonly ahead: number,
  ) {}

  next(): Promise<number> {
    this.asked++;
    const spare = this.spare.shift();
    const id =
      spare !== undefined
        ? Promise.resolve(spare)
        : new Promise<number>((resolve, reject) => this.waiting.push({ resolve, reject }));
    if (!this.inFlight && (this.waiting.length > 0 || this.spare.length < this.wanted)) void this.flush();
    return id;
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    while (this.waiting.length > 0 || this.spare.length < this.wanted) {
      const group = this.waiting;
      this.waiting = [];
      this.wanted = Math.min(this.ahead, Math.max(0, this.asked - 1));
      this.asked = 0;
      const count = group.length + Math.max(0, this.wanted - this.spare.length);
      if (count === 0) break;
      try {
        const events = Array.from({ length: count }, () => ({ type: this.type, data: {} }));
        const { streamVersion } = await this.store.append(this.stream, events, 'any');
        const first = streamVersion - count + 1;
        for (const [i, waiter] of group.entries()) waiter.resolve(first + i);
        for (let id = first + group.length; id <= streamVersion; id++) this.spare.push(id);
      } catch (error) {
        for (const waiter of group) waiter.reject(error);
        // Callers still waiting are served by the next append; none is made for spares alone.
        this.wanted = 0;
      }
    }
    this.inFlight = false;
  }
}

const allocators = new WeakMap<EventStore, Map<string, IdStream>>();

/**
 * A new numeric id (the spec's client uses numbers): the version of the id stream after one more
 * `{type}` event. Concurrent callers each get their own, in the order they asked. `ahead`: how
 * many ids a busy stream may take before they are asked for (see `IdStream`).
 */
export function allocateId(
  store: EventStore,
  idStream: string,
  type: string,
  { ahead = 0 }: { ahead?: number } = {},
): Promise<number> {
  const streams = allocators.get(store) ?? new Map<string, IdStream>();
  allocators.set(store, streams);
  const allocator = streams.get(idStream) ?? new IdStream(store, idStream, type, ahead);
  streams.set(idStream, allocator);
  return allocator.next();
}
