import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqlBus } from './bus/bus';
import { ChangeFeed } from './change-feed';
import { SqlDocumentStore } from './document-store/sql-document-store';
import {
  comparePositions,
  type Position,
  type RecordedEvent,
  startPosition,
} from './event-store/event-store';
import { SqlEventStore } from './event-store/sql-event-store';
import { ProjectionProgress } from './read-models';
import { openTestSql, type TestSql } from './testing/databases';

describe('the change feed', () => {
  let sql: TestSql | undefined;
  afterEach(() => sql?.close());

  /** A feed on PGlite, started, with the stream ids of what it handed out. */
  async function startFeed() {
    sql = await openTestSql('pglite');
    const events = await SqlEventStore.open(sql.client);
    const progress = new ProjectionProgress(SqlDocumentStore.open(sql.client), sqlBus(sql.client));
    const feed = new ChangeFeed(events, progress);
    const seen: string[] = [];
    feed.onEvents((batch) => {
      seen.push(...batch.map((event) => event.streamId));
    });
    feed.start();
    return { events, progress, feed, seen };
  }

  it('hands out what the runner in its process handed over without reading it again, and reads the rest', async () => {
    const { events, progress, feed, seen } = await startFeed();
    const append = async (n: number) =>
      (await events.append(`feed-${n}`, [{ type: 'T', data: {} }], 0)).position;
    const reads = vi.spyOn(events, 'readAll');
    const readBetween = async (after: Position, upTo: Position): Promise<RecordedEvent[]> =>
      (await events.readAll(after, 100)).filter((event) => comparePositions(event.position, upTo) <= 0);

    // The runner applied the first two and hands them over.
    await append(1);
    const second = await append(2);
    const firstBatch = await readBetween(startPosition, second);
    reads.mockClear();
    progress.handOff({ after: startPosition, position: second, events: firstBatch });
    progress.advance(second);
    await feed.waitFor(second, 2000);
    expect(seen).toEqual(['feed-1', 'feed-2']);
    expect(reads).not.toHaveBeenCalled();
    expect(feed.caughtUp()).toBe(true);

    // Announced by another process (no handoff): read from the store.
    const third = await append(3);
    progress.advance(third);
    await feed.waitFor(third, 2000);
    expect(seen).toEqual(['feed-1', 'feed-2', 'feed-3']);
    expect(reads).toHaveBeenCalledTimes(1);

    // A handoff that does not start where the feed stands is not used: nothing is skipped.
    const fourth = await append(4);
    const fifth = await append(5);
    const onlyFifth = (await readBetween(fourth, fifth)).filter((event) => event.streamId === 'feed-5');
    reads.mockClear();
    progress.handOff({ after: fourth, position: fifth, events: onlyFifth });
    progress.advance(fifth);
    await feed.waitFor(fifth, 2000);
    expect(seen).toEqual(['feed-1', 'feed-2', 'feed-3', 'feed-4', 'feed-5']);
    expect(reads).toHaveBeenCalled();
    feed.stop();
  });

  it('takes a batch offered before its write once the announcement passes it, however that comes', async () => {
    const { events, progress, feed, seen } = await startFeed();
    const first = (await events.append('offered-1', [{ type: 'T', data: {} }], 0)).position;
    const second = (await events.append('offered-2', [{ type: 'T', data: {} }], 0)).position;
    const batch = await events.readAll(startPosition, 100);
    const reads = vi.spyOn(events, 'readAll');
    // Offered while its write is out: not handed out before the progress has passed it.
    progress.handOff({ after: startPosition, position: second, events: batch });
    expect(progress.handedOff(startPosition)).toBeUndefined();
    progress.advance(first);
    expect(progress.handedOff(startPosition)).toBeUndefined();
    await feed.waitFor(first, 2000);
    expect(seen).toEqual(['offered-1']);
    expect(reads).toHaveBeenCalledTimes(1);
    // The same batch offered again (a retry) replaces the first offer.
    const retried = await events.readAll(first, 100);
    progress.handOff({ after: first, position: second, events: retried });
    progress.handOff({ after: first, position: second, events: retried });
    reads.mockClear();
    // The announcement, as it comes back on the bus, before the runner's own word.
    progress.advance(second);
    await feed.waitFor(second, 2000);
    expect(seen).toEqual(['offered-1', 'offered-2']);
    expect(reads).not.toHaveBeenCalled();
    feed.stop();
  });
});
