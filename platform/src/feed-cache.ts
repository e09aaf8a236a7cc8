import type { ChangeFeed } from './change-feed';
import type { RecordedEvent } from './event-store/event-store';

/**
 * A read-through cache of query answers, forgotten as soon as the change feed hands out an event
 * that changes them. It is trusted only while the feed has caught up with the projections: right
 * after a command answered, the feed may not have seen its events yet, and the store is asked.
 */
export class FeedCache<Key, Value> {
  private entries = new Map<Key, Value>();
  /** Counts invalidations, so a load that raced with one is not kept. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed | undefined,
    /** The keys an event makes stale; 'all' for every key; nothing for an event that does not matter. */
    keysOf: (event: RecordedEvent) => Key[] | 'all' | undefined,
    private readonly maxEntries = 10_000,
  ) {
    feed?.onEvents((events) => {
      for (const event of events) {
        const keys = keysOf(event);
        if (!keys) continue;
        this.generation++;
        if (keys === 'all') this.entries.clear();
        else for (const key of keys) this.entries.delete(key);
      }
    });
  }

  async get(key: Key, load: () => Promise<Value>): Promise<Value> {
    const trusted = this.feed?.caughtUp() ?? false;
    if (trusted && this.entries.has(key)) return this.entries.get(key)!;
    const generation = this.generation;
    const value = await load();
    if (trusted && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
