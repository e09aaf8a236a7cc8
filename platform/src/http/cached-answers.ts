import type { FastifyReply } from 'fastify';
import type { ChangeFeed } from '../change-feed';
import type { RecordedEvent } from '../event-store/event-store';
import { FeedCache } from '../feed-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/** What a route's serializer writes. */
type Written = ReturnType<FastifyReply['serialize']>;

/**
 * One route's answers kept as the text its response schema wrote, forgotten like `FeedCache`
 * entries when an event changes them. A list asked for on every visit is then read and written
 * once per change, not once per request. Each route has its own: the text is that route's schema's.
 */
export class CachedAnswers<Key, Value> {
  private readonly texts: FeedCache<Key, Written>;

  constructor(
    feed: ChangeFeed | undefined,
    /** The keys an event makes stale; 'all' for every key; nothing for an event that does not matter. */
    keysOf: (event: RecordedEvent) => Key[] | 'all' | undefined,
    maxEntries?: number,
  ) {
    this.texts = new FeedCache(feed, keysOf, maxEntries);
  }

  /** Sends the answer for `key`: the kept text, or what `load` finds, written by the route's schema. */
  async send(reply: FastifyReply, key: Key, load: () => Promise<Value>): Promise<void> {
    const text = await this.texts.get(key, async () => reply.serialize(await load()));
    reply.type(JSON_TYPE).send(text);
  }
}

/**
 * One route's answers written once per object they are made from, for answers made from objects
 * that are replaced, never changed, when what they hold changes (the authenticator's cached
 * sign-in). The text goes when its object does.
 */
export class AnswersByObject<Source extends object, Value> {
  private readonly texts = new WeakMap<Source, Written>();

  constructor(private readonly present: (source: Source) => Value) {}

  send(reply: FastifyReply, source: Source): void {
    let text = this.texts.get(source);
    if (text === undefined) {
      text = reply.serialize(this.present(source));
      this.texts.set(source, text);
    }
    reply.type(JSON_TYPE).send(text);
  }
}
