import { expect, it } from 'vitest';
import type { Person } from './document-store.people';
import type { WithPeople } from './document-store-writes.contract';

/** Searching (`ILIKE` over string fields) gives the same answers with a search index as without. */
export function describeSearchIndexContract(withPeople: WithPeople): void {
  it('finds the same with a search index, after writes too', () =>
    withPeople(async (store) => {
      const c = store.collection<Person>('people');
      const search = (term: string) => ({ fields: ['name', 'city'], term });
      const before = await c.find({}, { search: search('er'), sort: { age: 1 } });
      await c.ensureSearchIndex('name');
      await c.ensureSearchIndex('city');
      await c.ensureSearchIndex('city'); // idempotent
      expect(await c.find({}, { search: search('er'), sort: { age: 1 } })).toEqual(before);
      expect(await c.count({}, search('BERLIN'))).toBe(2);
      expect(await c.count({}, search('%'))).toBe(1);
      await c.upsert({ id: 6, name: 'Bernd', age: 1, city: 'Kiel' });
      expect((await c.find({}, { search: search('bern'), sort: { age: 1 } })).map((p) => p.id)).toEqual([
        6, 2,
      ]);
    }));
}
