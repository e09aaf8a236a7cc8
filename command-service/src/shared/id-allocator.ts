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
 */
class IdStream {
  private waiting: Waiter[] = [];
  private inFlight = false;

  constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private readonly type: string,
  ) {}

  next(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.inFlight) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    while (this.waiting.length > 0) {
      const group = this.waiting;
      this.waiting = [];
      try {
        const events = group.map(() => ({ type: this.type, data: {} }));
        const { streamVersion } = await this.store.append(this.stream, events, 'any');
        const first = streamVersion - group.length + 1;
        for (const [i, waiter] of group.entries()) waiter.resolve(first + i);
      } catch (error) {
        for (const waiter of group) waiter.reject(error);
      }
    }
    this.inFlight = false;
  }
}

const allocators = new WeakMap<EventStore, Map<string, IdStream>>();

/**
 * A new numeric id (the spec's client uses numbers): the version of the id stream after one more
 * `{type}` event. Concurrent callers each get their own, in the order they asked.
 */
export function allocateId(store: EventStore, idStream: string, type: string): Promise<number> {
  const streams = allocators.get(store) ?? new Map<string, IdStream>();
  allocators.set(store, streams);
  const allocator = streams.get(idStream) ?? new IdStream(store, idStream, type);
  streams.set(idStream, allocator);
  return allocator.next();
}
