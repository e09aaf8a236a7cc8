import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../document-store/document-store';

export interface DocumentStoreFixture {
  store: DocumentStore;
  /** Whether `transaction` rolls back on a throw (SQL) or only runs in order (MongoDB). */
  atomic: boolean;
  close(): Promise<void>;
}

interface Person {
  id: number;
  name: string;
  age: number;
  city: string | null;
  tags?: string[];
}

const people: Person[] = [
  { id: 1, name: 'Anna', age: 31, city: 'Berlin', tags: ['a', 'b'] },
  { id: 2, name: 'Bernd', age: 45, city: 'Hamburg', tags: ['b'] },
  { id: 3, name: 'Clara', age: 28, city: null },
  { id: 4, name: 'dieter_50%', age: 50, city: 'Berlin' },
  { id: 5, name: 'Eva', age: 31, city: 'München' },
];

/** The behaviour every document store adapter must have. */
export function describeDocumentStoreContract(name: string, open: () => Promise<DocumentStoreFixture>): void {
  describe(`document store contract: ${name}`, () => {
    const withPeople = async (
      test: (store: DocumentStore, fixture: DocumentStoreFixture) => Promise<void>,
    ) => {
      const fixture = await open();
      try {
        const collection = fixture.store.collection<Person>('people');
        for (const person of people) await collection.upsert(person);
        await test(fixture.store, fixture);
      } finally {
        await fixture.close();
      }
    };

    it('gets, replaces, merges and deletes', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        expect(await c.get(1)).toEqual(people[0]);
        expect(await c.get(99)).toBeNull();
        await c.upsert({ id: 1, name: 'Anna', age: 32, city: null });
        expect(await c.get(1)).toEqual({ id: 1, name: 'Anna', age: 32, city: null });
        expect(await c.update(2, { age: 46 })).toBe(true);
        expect(await c.get(2)).toMatchObject({ name: 'Bernd', age: 46, city: 'Hamburg' });
        expect(await c.update(99, { age: 1 })).toBe(false);
        expect(await c.delete(3)).toBe(true);
        expect(await c.delete(3)).toBe(false);
        expect(await c.count()).toBe(4);
        const strings = store.collection<{ id: string; v: number }>('strings');
        await strings.upsert({ id: 'abc', v: 1 });
        expect(await strings.get('abc')).toEqual({ id: 'abc', v: 1 });
      }));

    it('finds by equality, $in, $ne, ranges, null and array membership', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        const ids = async (filter: Parameters<typeof c.find>[0]) => (await c.find(filter)).map((p) => p.id);
        expect(await ids({ city: 'Berlin' })).toEqual([1, 4]);
        expect(await ids({ city: 'Berlin', age: 31 })).toEqual([1]);
        expect(await ids({ id: { $in: [2, 5, 9] } })).toEqual([2, 5]);
        expect(await ids({ city: { $ne: 'Berlin' } })).toEqual([2, 3, 5]);
        expect(await ids({ age: { $gt: 31 } })).toEqual([2, 4]);
        expect(await ids({ age: { $gte: 31 } })).toEqual([1, 2, 4, 5]);
        expect(await ids({ age: { $lt: 31 } })).toEqual([3]);
        expect(await ids({ age: { $lte: 28 } })).toEqual([3]);
        expect(await ids({ name: { $gt: 'Clara' } })).toEqual([4, 5]);
        expect(await ids({ city: null })).toEqual([3]);
        expect(await ids({ tags: { $has: 'b' } })).toEqual([1, 2]);
      }));

    it('sorts with an id tie-break and pages', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        expect((await c.find({}, { sort: { age: -1 } })).map((p) => p.id)).toEqual([4, 2, 1, 5, 3]);
        expect((await c.find({}, { sort: { age: 1 } })).map((p) => p.id)).toEqual([3, 1, 5, 2, 4]);
        expect((await c.find({}, { sort: { age: 1 }, limit: 2, skip: 1 })).map((p) => p.id)).toEqual([1, 5]);
        expect(await c.count({ city: 'Berlin' })).toBe(2);
      }));

    it('searches case-insensitively, taking % and _ literally', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        const search = (term: string) => ({ fields: ['name', 'city'], term });
        expect((await c.find({}, { search: search('eR') })).map((p) => p.id)).toEqual([1, 2, 4]);
        expect(await c.count({}, search('BERLIN'))).toBe(2);
        expect(await c.count({}, search('%'))).toBe(1);
        expect(await c.count({}, search('_'))).toBe(1);
        expect(await c.count({ age: 31 }, search('MÜN'))).toBe(1);
      }));

    it('deletes many by filter', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        expect(await c.deleteMany({ city: 'Berlin' })).toBe(2);
        expect(await c.count()).toBe(3);
      }));

    it('commits transactions, and rolls them back where the engine can', () =>
      withPeople(async (store, fixture) => {
        await store.transaction(async (tx) => {
          await tx.collection<Person>('people').update(1, { age: 40 });
          await tx.collection<Person>('people').delete(2);
        });
        const c = store.collection<Person>('people');
        expect((await c.get(1))?.age).toBe(40);
        expect(await c.get(2)).toBeNull();
        await expect(
          store.transaction(async (tx) => {
            await tx.collection<Person>('people').update(1, { age: 99 });
            throw new Error('abort');
          }),
        ).rejects.toThrow('abort');
        if (fixture.atomic) expect((await c.get(1))?.age).toBe(40);
      }));

    it('lists and drops collections', () =>
      withPeople(async (store) => {
        expect(await store.listCollections()).toContain('people');
        await store.dropCollection('people');
        expect(await store.listCollections()).not.toContain('people');
        expect(await store.collection<Person>('people').count()).toBe(0);
      }));

    it('refuses field and collection names that are not identifiers, data intact', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        await expect(c.find({ "name'; DROP TABLE x; --": 'a' })).rejects.toThrow(/Invalid field name/);
        await expect(c.find({}, { sort: { 'age desc; --': 1 } })).rejects.toThrow(/Invalid field name/);
        expect(() => store.collection('people; drop')).toThrow(/Invalid collection name/);
        expect(await c.count()).toBe(5);
      }));
  });
}
