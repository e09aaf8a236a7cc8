import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../document-store/document-store';
import { type Person, people } from './document-store.people';
import { describeKeysetContract } from './document-store-keyset.contract';
import { describeSearchIndexContract } from './document-store-search.contract';
import { describeWritesContract } from './document-store-writes.contract';

export interface DocumentStoreFixture {
  store: DocumentStore;
  /** Whether `transaction` rolls back on a throw (SQL) or only runs in order (MongoDB). */
  atomic: boolean;
  close(): Promise<void>;
}

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
        // Many at once: those that exist, once each, in any order.
        const many = await c.getMany([4, 1, 99, 4, 3]);
        expect(many.sort((a, b) => a.id - b.id)).toEqual([
          { id: 1, name: 'Anna', age: 32, city: null },
          people[3],
        ]);
        expect(await c.getMany([])).toEqual([]);
        expect(await strings.getMany(['abc', 'x'])).toEqual([{ id: 'abc', v: 1 }]);
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
        expect(await c.count({}, search('  clara '))).toBe(1);
        expect(await c.count({}, search('.*'))).toBe(0);
        expect(await c.count({}, search('\\'))).toBe(0);
        // Only string fields are searched.
        expect(await c.count({}, { fields: ['age'], term: '31' })).toBe(0);
        expect(
          (await c.find({}, { search: search('er'), sort: { age: -1 }, limit: 1 })).map((p) => p.id),
        ).toEqual([4]);
      }));

    it('treats null, missing fields, several operators and mixed types as MongoDB does', () =>
      withPeople(async (store) => {
        const c = store.collection<Record<string, unknown> & { id: number }>('mixed');
        await c.upsert({ id: 1, v: 5, s: 'b' });
        await c.upsert({ id: 2, v: null, s: null });
        await c.upsert({ id: 3 });
        await c.upsert({ id: 4, v: 'x', s: 'B' });
        await c.upsert({ id: 10, v: 12, s: 'a' });
        const ids = async (filter: Parameters<typeof c.find>[0]) => (await c.find(filter)).map((d) => d.id);
        expect(await ids({ v: null })).toEqual([2, 3]);
        expect(await ids({ v: { $ne: null } })).toEqual([1, 4, 10]);
        expect(await ids({ v: { $ne: 5 } })).toEqual([2, 3, 4, 10]);
        expect(await ids({ v: { $in: [null, 5] } })).toEqual([1, 2, 3]);
        expect(await ids({ v: { $gt: 4, $lt: 10 } })).toEqual([1]);
        expect(await ids({ v: { $gte: 5, $lte: 12 } })).toEqual([1, 10]);
        // A range on numbers ignores strings and null, and one on strings ignores numbers.
        expect(await ids({ v: { $lt: 100 } })).toEqual([1, 10]);
        expect(await ids({ v: { $gt: 'a' } })).toEqual([4]);
        expect(await ids({ s: { $lt: 'c' } })).toEqual([1, 4, 10]);
        // Strings compare by code point (upper case first), whatever the database's collation.
        expect(await ids({ s: { $lt: 'a' } })).toEqual([4]);
      }));

    it('sorts missing and null first, numbers before strings, by code point, ids as numbers', () =>
      withPeople(async (store) => {
        const c = store.collection<Record<string, unknown> & { id: number }>('mixed');
        await c.upsert({ id: 10, v: 'b' });
        await c.upsert({ id: 9, v: 'B' });
        await c.upsert({ id: 2, v: null });
        await c.upsert({ id: 3 });
        await c.upsert({ id: 1, v: 7 });
        await c.upsert({ id: 20, v: 'b' });
        const order = async (direction: 1 | -1) =>
          (await c.find({}, { sort: { v: direction } })).map((d) => d.id);
        expect(await order(1)).toEqual([2, 3, 1, 9, 10, 20]);
        // Ties stay in ascending id order either way, so pages never overlap.
        expect(await order(-1)).toEqual([10, 20, 9, 1, 2, 3]);
        expect((await c.find()).map((d) => d.id)).toEqual([1, 2, 3, 9, 10, 20]);
        const pages = [];
        for (let skip = 0; skip < 6; skip += 4)
          pages.push(...(await c.find({}, { sort: { v: -1 }, skip, limit: 4 })));
        expect(pages.map((d) => d.id)).toEqual([10, 20, 9, 1, 2, 3]);
      }));

    it('keys documents by string ids as well', () =>
      withPeople(async (store) => {
        const c = store.collection<{ id: string; n: number }>('strings');
        for (const id of ['b', 'a', 'user:1', '10']) await c.upsert({ id, n: id.length });
        expect(await c.get('user:1')).toEqual({ id: 'user:1', n: 6 });
        expect(await c.update('a', { n: 9 })).toBe(true);
        expect(await c.get('a')).toEqual({ id: 'a', n: 9 });
        expect((await c.find({ id: { $in: ['a', 'b', 'zz'] } })).map((d) => d.id)).toEqual(['a', 'b']);
        expect(await c.delete('b')).toBe(true);
        expect(await c.count()).toBe(3);
        // Numeric and string ids are both stored as text keys: 1 and '1' are the same document.
        const people = store.collection<Person>('people');
        expect((await people.find({}, { limit: 1 }))[0]).not.toHaveProperty('_id');
      }));

    it('creates a collection on first use, also under concurrent first writes', () =>
      withPeople(async (store) => {
        const c = store.collection<{ id: number }>('fresh');
        expect(await c.count()).toBe(0);
        const racing = store.collection<{ id: number }>('racing');
        await Promise.all(Array.from({ length: 20 }, (_, i) => racing.upsert({ id: i })));
        expect(await racing.count()).toBe(20);
      }));

    it('writes and deletes many at once: the last write of an id wins, unknown ids are no error', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        await c.upsertMany([
          { id: 6, name: 'Fritz', age: 20, city: null },
          { id: 1, name: 'Anna', age: 32, city: 'Bonn' },
          { id: 6, name: 'Frida', age: 21, city: 'Köln' },
        ]);
        await c.upsertMany([]);
        expect(await c.get(6)).toEqual({ id: 6, name: 'Frida', age: 21, city: 'Köln' });
        expect(await c.get(1)).toEqual({ id: 1, name: 'Anna', age: 32, city: 'Bonn' });
        expect(await c.count()).toBe(6);
        expect(await c.deleteIds([2, 6, 99])).toBe(2);
        expect(await c.deleteIds([])).toBe(0);
        expect(await c.get(2)).toBeNull();
        expect(await c.count()).toBe(4);
      }));

    it('deletes many by filter', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        expect(await c.deleteMany({ city: 'Berlin' })).toBe(2);
        expect(await c.count()).toBe(3);
      }));

    it('keeps the same order with a sort index, in both directions and after writes', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        const before = {
          up: await c.find({}, { sort: { age: 1 } }),
          down: await c.find({}, { sort: { age: -1 } }),
        };
        await c.ensureSortIndex('age');
        await c.ensureSortIndex('age'); // idempotent
        expect(await c.find({}, { sort: { age: 1 } })).toEqual(before.up);
        expect(await c.find({}, { sort: { age: -1 } })).toEqual(before.down);
        await c.upsert({ id: 6, name: 'Fritz', age: 1, city: 'Bonn' });
        expect((await c.find({}, { sort: { age: 1 }, limit: 1 }))[0]!.name).toBe('Fritz');
        expect((await c.find({ city: 'Berlin' }, { sort: { age: -1 }, skip: 1, limit: 1 }))[0]!.id).toBe(1);
      }));

    it('updates many by filter, leaving the others alone', () =>
      withPeople(async (store) => {
        const c = store.collection<Person>('people');
        expect(await c.updateMany({ city: 'Berlin' }, { city: 'Potsdam' } as Partial<Person>)).toBe(2);
        expect(await c.count({ city: 'Potsdam' })).toBe(2);
        expect(await c.count({ city: 'Berlin' })).toBe(0);
        expect(await c.count()).toBe(5);
        expect(await c.updateMany({ city: 'Nowhere' }, { city: 'X' } as Partial<Person>)).toBe(0);
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
        // A collection first used in a transaction that fails must still work afterwards.
        await expect(
          store.transaction(async (tx) => {
            await tx.collection<{ id: number }>('created_in_tx').upsert({ id: 1 });
            throw new Error('abort');
          }),
        ).rejects.toThrow('abort');
        const created = store.collection<{ id: number }>('created_in_tx');
        expect(await created.count()).toBe(fixture.atomic ? 0 : 1);
        await created.upsert({ id: 2 });
        expect(await created.get(2)).toEqual({ id: 2 });
      }));

    it('leaves out fields set to undefined, and a limit of 0 finds nothing', () =>
      withPeople(async (store) => {
        const c = store.collection<{ id: number; a?: string; b?: string | null }>('sparse');
        await c.upsert({ id: 1, a: undefined, b: 'x' });
        expect(await c.get(1)).toEqual({ id: 1, b: 'x' });
        expect(Object.keys((await c.get(1))!)).not.toContain('a');
        // A patch of nothing but undefined changes nothing and finds the document.
        expect(await c.update(1, { a: undefined })).toBe(true);
        expect(await c.update(1, { a: undefined, b: 'y' })).toBe(true);
        expect(Object.keys((await c.get(1))!).sort()).toEqual(['b', 'id']);
        expect(await c.updateMany({ id: 1 }, { a: undefined })).toBe(1);
        expect(await c.get(1)).toEqual({ id: 1, b: 'y' });
        expect(await store.collection<Person>('people').find({}, { limit: 0 })).toEqual([]);
        expect(await store.collection<Person>('people').find({}, { limit: 0, skip: 1 })).toEqual([]);
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
        await expect(c.update(1, { 'age = 0; --': 1 } as Partial<Person>)).rejects.toThrow(
          /Invalid field name/,
        );
        await expect(c.find({}, { search: { fields: ['name) OR (1=1'], term: 'a' } })).rejects.toThrow(
          /Invalid field name/,
        );
        await expect(c.find({ age: { $where: 'sleep(100)' } as never })).rejects.toThrow(/operator/);
        await expect(c.find({ age: { $gt: 1, $regex: '.*' } as never })).rejects.toThrow(/operator/);
        expect(await c.get(1)).toEqual(people[0]);
        expect(await c.count()).toBe(5);
      }));

    describeKeysetContract(open);
    describeWritesContract(withPeople);
    describeSearchIndexContract(withPeople);
  });
}
