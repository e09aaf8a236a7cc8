import { expect, it } from 'vitest';
import type {
  Collection,
  Document,
  Filter,
  FindOptions,
  Scalar,
  Search,
} from '../document-store/document-store';
import type { DocumentStoreFixture } from './document-store.contract';

type Row = Document & Record<string, Scalar | undefined>;

/** Mixed types, ties, null and missing values: every case of the store's order. */
const rows: Row[] = [
  { id: 1, v: 7, s: 'b', tag: 'x' },
  { id: 2, v: null, s: 'B', tag: 'y' },
  { id: 3, s: 'a', tag: 'x' },
  { id: 4, v: 'b', s: 'a', tag: 'x' },
  { id: 5, v: 'B', s: 'c', tag: 'y' },
  { id: 6, v: true, s: 'ab', tag: 'x' },
  { id: 7, v: false, s: 'b', tag: 'x' },
  { id: 8, v: 7, s: 'b', tag: 'y' },
  { id: 9, v: -2.5, s: 'ä', tag: 'x' },
  { id: 10, v: 'b', s: 'ab', tag: 'x' },
  { id: 11, v: 100, s: 'B', tag: 'x' },
  { id: 12, tag: 'y' },
];

/** The whole order read page by page, each page after the last row of the one before. */
async function walk(c: Collection<Row>, filter: Filter, options: FindOptions, pageSize: number) {
  const seen: Row[] = [];
  for (let page = 0; page < rows.length + 1; page++) {
    const last = seen.at(-1);
    const after = last && {
      id: last.id,
      ...Object.fromEntries(Object.keys(options.sort ?? {}).map((field) => [field, last[field] ?? null])),
    };
    const found = await c.find(filter, { ...options, limit: pageSize, ...(after ? { after } : {}) });
    seen.push(...found);
    if (found.length < pageSize) return seen;
  }
  throw new Error('the pages never end');
}

/** `FindOptions.after`, part of the document store contract. */
export function describeKeysetContract(open: () => Promise<DocumentStoreFixture>): void {
  /** The rows in a fresh store, for `test`; the store is closed after it. */
  async function withRows(test: (c: Collection<Row>, fixture: DocumentStoreFixture) => Promise<void>) {
    const fixture = await open();
    try {
      const c = fixture.store.collection<Row>('keyset');
      for (const row of rows) await c.upsert(row);
      await test(c, fixture);
    } finally {
      await fixture.close();
    }
  }
  const search: Search = { fields: ['s'], term: 'B' };

  it('pages by keyset (after the last row) in the same order as one read, any types, ties and filters', () =>
    withRows(async (c, fixture) => {
      const cases: Array<[Filter, FindOptions]> = [
        [{}, {}],
        [{}, { sort: { v: 1 } }],
        [{}, { sort: { v: -1 } }],
        [{}, { sort: { s: 1, v: -1 } }],
        [{ tag: 'x' }, { sort: { v: -1 } }],
        [{}, { sort: { v: 1 }, search }],
        [{ tag: 'x' }, { sort: { s: -1 }, search }],
      ];
      for (const indexed of [false, true]) {
        if (indexed) for (const field of ['v', 's']) await c.ensureSortIndex(field);
        for (const [filter, options] of cases) {
          const whole = (await c.find(filter, options)).map((row) => row.id);
          for (const pageSize of [1, 2, 5]) {
            const paged = (await walk(c, filter, options, pageSize)).map((row) => row.id);
            expect(paged, `${JSON.stringify({ filter, options, pageSize, indexed })}`).toEqual(whole);
          }
        }
      }
      // After a row that is gone: the rows that would have followed it.
      const byV = (await c.find({}, { sort: { v: -1 } })).map((row) => row.id);
      const gone = { id: 99, v: 7 };
      expect((await c.find({}, { sort: { v: -1 }, after: gone })).map((row) => row.id)).toEqual(
        byV.slice(byV.indexOf(8) + 1),
      );
      // String ids as well.
      const strings = fixture.store.collection<{ id: string; n: number }>('keyset_strings');
      for (const id of ['b', 'a', 'c', 'ab']) await strings.upsert({ id, n: 1 });
      expect(
        (await strings.find({}, { sort: { n: 1 }, after: { id: 'ab', n: 1 } })).map((d) => d.id),
      ).toEqual(['b', 'c']);
    }));

  it('refuses a keyset without an id or with values that are no scalars', async () => {
    const fixture = await open();
    try {
      const c = fixture.store.collection<Row>('keyset');
      await c.upsert(rows[0]!);
      await expect(c.find({}, { sort: { v: 1 }, after: { v: 1 } })).rejects.toThrow();
      await expect(
        c.find({}, { sort: { v: 1 }, after: { id: 1, v: { $gt: 1 } as never } }),
      ).rejects.toThrow();
      expect(await c.count()).toBe(1);
    } finally {
      await fixture.close();
    }
  });

  it('reads a page with the total of the whole filtered list, also by keyset and past the end', () =>
    withRows(async (c) => {
      const cases: Array<[Filter, FindOptions]> = [
        [{}, { sort: { v: -1 }, limit: 3 }],
        [{ tag: 'x' }, { sort: { v: 1 }, limit: 2, skip: 2 }],
        [{ tag: 'y' }, { sort: { s: 1 }, search, limit: 5 }],
        [{}, { sort: { v: -1 }, after: { id: 8, v: 7 }, limit: 4 }],
        [{ tag: 'x' }, { sort: { v: 1 }, limit: 5, skip: 50 }],
        [{ tag: 'none' }, { limit: 5 }],
      ];
      for (const [filter, options] of cases) {
        expect(await c.findPage(filter, options), JSON.stringify({ filter, options })).toEqual({
          items: await c.find(filter, options),
          total: await c.count(filter, options.search),
        });
      }
    }));
}
