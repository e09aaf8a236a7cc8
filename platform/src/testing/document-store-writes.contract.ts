import { expect, it } from 'vitest';
import type { DocumentStore } from '../document-store/document-store';
import { PatchMissed } from '../document-store/write-together';
import type { DocumentStoreFixture } from './document-store.contract';
import type { Person } from './document-store.people';

export type WithPeople = (
  test: (store: DocumentStore, fixture: DocumentStoreFixture) => Promise<void>,
) => Promise<void>;

/** A batch's writes to several collections, with guarded patches (a projection's checkpoints). */
export function describeWritesContract(withPeople: WithPeople): void {
  it('writes several collections and guarded patches together, telling what each patch changed', () =>
    withPeople(async (store) => {
      type State = { id: string; checkpoint: string; status: string };
      const states = store.collection<State>('states');
      await states.upsertMany([
        { id: 'a', checkpoint: '1.1', status: 'live' },
        { id: 'b', checkpoint: '1.1', status: 'retired' },
      ]);
      const fritz: Person = { id: 6, name: 'Fritz', age: 9, city: null };
      const cat: { id: string; kind: string } = { id: 'p1', kind: 'cat' };
      const changed = await store.writeTogether(
        [
          { collection: 'people', upserts: [fritz], deletes: ['1', '2'] },
          { collection: 'pets', upserts: [cat], deletes: [] },
          { collection: 'empty', upserts: [], deletes: [] },
        ],
        [
          {
            collection: 'states',
            filter: { id: 'a', checkpoint: '1.1', status: 'live' },
            patch: { checkpoint: '2.5' },
          },
          {
            collection: 'states',
            filter: { id: 'b', checkpoint: '1.1', status: 'live' },
            patch: { checkpoint: '2.5' },
          },
        ],
      );
      expect(changed).toEqual([1, 0]);
      const people = store.collection<Person>('people');
      expect((await people.find({}, { sort: { id: 1 } })).map((p) => p.id)).toEqual([3, 4, 5, 6]);
      expect(await store.collection('pets').get('p1')).toEqual({ id: 'p1', kind: 'cat' });
      expect(
        (
          await store.collection<{ id: string; checkpoint: string }>('states').find({}, { sort: { id: 1 } })
        ).map((s) => s.checkpoint),
      ).toEqual(['2.5', '1.1']);
      expect(await store.writeTogether([], [])).toEqual([]);
    }));

  it('writes all or, when a patch misses, nothing', () =>
    withPeople(async (store, fixture) => {
      type State = { id: string; checkpoint: string };
      const states = store.collection<State>('states');
      await states.upsertMany([
        { id: 'a', checkpoint: '1.1' },
        { id: 'b', checkpoint: '1.1' },
      ]);
      const fritz: Person = { id: 6, name: 'Fritz', age: 9, city: null };
      const move = (id: string, from: string) => ({
        collection: 'states',
        filter: { id, checkpoint: from },
        patch: { checkpoint: '2.2' },
      });
      await expect(
        store.writeAllOrNothing(
          [{ collection: 'people', upserts: [fritz], deletes: ['1'] }],
          [move('a', '1.1'), move('b', '0.9')],
        ),
      ).rejects.toBeInstanceOf(PatchMissed);
      if (fixture.atomic || store.writesAtomically) {
        expect((await states.find({}, { sort: { id: 1 } })).map((s) => s.checkpoint)).toEqual(['1.1', '1.1']);
        expect(await store.collection<Person>('people').get(6)).toBeNull();
        expect(await store.collection<Person>('people').get(1)).not.toBeNull();
      }
      await states.upsertMany([
        { id: 'c', checkpoint: '1.1' },
        { id: 'd', checkpoint: '1.1' },
      ]);
      await store.writeAllOrNothing(
        [{ collection: 'people', upserts: [fritz], deletes: ['1'] }],
        [move('c', '1.1'), move('d', '1.1')],
      );
      expect((await states.find({ checkpoint: '2.2' }, { sort: { id: 1 } })).map((s) => s.id)).toContain('c');
      expect((await states.find({ checkpoint: '2.2' }, { sort: { id: 1 } })).map((s) => s.id)).toContain('d');
      expect(await store.collection<Person>('people').get(6)).toEqual(fritz);
      expect(await store.collection<Person>('people').get(1)).toBeNull();
    }));
}
