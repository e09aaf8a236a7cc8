import { expect, it } from 'vitest';
import { comparePositions, startPosition, WrongExpectedVersionError } from '../event-store/event-store';
import type { EventStoreFixture } from './event-store.contract';
import { readAllAfter, waitVisible } from './event-store.readers';

type WithStore = (test: (fixture: EventStoreFixture) => Promise<void>) => Promise<void>;

/** Erasure's part of the event store contract: a deleted stream is gone everywhere, and can start again. */
export function describeDeletesContract(withStore: WithStore): void {
  it('deletes a stream for good', () =>
    withStore(async ({ store }) => {
      await store.append('personal-1', [{ type: 'Named', data: { name: 'Anna' } }], 0);
      const shared = await store.append('shared', [{ type: 'Other', data: {} }], 0);
      await store.deleteStream('personal-1');
      // Erasure deletes every declared stream, most of which were never written; and a retried
      // erasure deletes again.
      await store.deleteStream('never-existed');
      await store.deleteStream('personal-1');
      expect(await store.readStream('personal-1')).toEqual([]);
      await waitVisible(store, shared.position);
      // Nothing of a deleted stream reaches a reader of all events (a rebuild), on any engine.
      const all = await readAllAfter(store, startPosition);
      expect(all.map((e) => e.streamId)).toEqual(['shared']);
      expect(comparePositions((await store.headPosition())!, shared.position)).toBe(0);
    }));

  it('starts a deleted stream afresh, as a freed name is claimed again', () =>
    withStore(async ({ store }) => {
      await store.append('claim-1', [{ type: 'Claimed', data: { by: 1 } }], 0);
      await store.deleteStream('claim-1');
      const again = await store.append('claim-1', [{ type: 'Claimed', data: { by: 2 } }], 0);
      await expect(store.append('claim-1', [{ type: 'Claimed', data: { by: 3 } }], 0)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      const events = await store.readStream('claim-1');
      expect(events.map((e) => e.data)).toEqual([{ by: 2 }]);
      // The next append expects the version the stream now reads at, whatever it counts from.
      const released = await store.append(
        'claim-1',
        [{ type: 'Released', data: {} }],
        events[0]!.streamVersion,
      );
      expect(comparePositions(released.position, again.position)).toBeGreaterThan(0);
      await waitVisible(store, released.position);
      const all = await readAllAfter(store, startPosition);
      expect(all.map((e) => e.data)).toEqual([{ by: 2 }, {}]);
    }));
}
