import { describe, expect, it } from 'vitest';
import type { Scalar } from './document-store';
import { keysetFilter, type MongoQuery } from './mongo-keyset';

/**
 * No MongoDB server runs here: the filters are checked as objects, and walked page by page over
 * documents with a small model of MongoDB's matching (the operators `keysetFilter` emits) and
 * of its sort order (null and missing < numbers < strings < objects < arrays < booleans).
 */

type Value = Scalar | undefined | Record<string, unknown>;
type Stored = { _id: string; id: string | number } & Record<string, Value>;

function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 5;
  return Array.isArray(value) ? 4 : 3;
}

/** MongoDB compares strings by their UTF-8 bytes, that is by code point (not UTF-16 units). */
function compareStrings(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Scalars only, plus objects as a type (never two of them in one test row's sort field). */
function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0 || typeRank(a) === 0) return rank;
  if (typeof a === 'number') return a - (b as number);
  if (typeof a === 'string') return compareStrings(a, b as string);
  if (typeof a === 'boolean') return Number(a) - Number(b);
  return 0;
}

const typeAliases: Record<string, (value: unknown) => boolean> = {
  number: (v) => typeof v === 'number',
  string: (v) => typeof v === 'string',
  bool: (v) => typeof v === 'boolean',
  object: (v) => typeRank(v) === 3,
  array: (v) => Array.isArray(v),
};

function fieldMatches(value: unknown, condition: unknown): boolean {
  const isOperators =
    condition !== null &&
    typeof condition === 'object' &&
    Object.keys(condition).every((k) => k.startsWith('$'));
  if (!isOperators) {
    // Equality; null also matches a missing field.
    return condition === null ? value === null || value === undefined : value === condition;
  }
  return Object.entries(condition as Record<string, unknown>).every(([operator, operand]) => {
    switch (operator) {
      case '$gt':
      case '$lt': {
        // Range operators compare within the operand's type only (type bracketing).
        if (operand === null || typeRank(value) !== typeRank(operand)) return false;
        const d = compareValues(value, operand);
        return operator === '$gt' ? d > 0 : d < 0;
      }
      case '$ne':
        return !fieldMatches(value, operand);
      case '$type':
        return [operand].flat().some((alias) => typeAliases[alias as string]!(value));
      default:
        throw new Error(`the model knows no ${operator}`);
    }
  });
}

function matches(doc: Stored, query: MongoQuery): boolean {
  return Object.entries(query).every(([key, condition]) => {
    if (key === '$and') return (condition as MongoQuery[]).every((q) => matches(doc, q));
    if (key === '$or') return (condition as MongoQuery[]).some((q) => matches(doc, q));
    if (key.startsWith('$')) throw new Error(`the model knows no ${key}`);
    return fieldMatches(doc[key], condition);
  });
}

/** `find`'s sort: the sort fields, then id ascending (unless sorted already), then `_id`. */
function sorted(docs: Stored[], sort: Record<string, 1 | -1>): Stored[] {
  const keys: Array<[string, 1 | -1]> = [...Object.entries({ ...sort, id: sort.id ?? 1 }), ['_id', 1]];
  return [...docs].sort((a, b) => {
    for (const [field, direction] of keys) {
      const d = compareValues(a[field], b[field]);
      if (d !== 0) return d * direction;
    }
    return 0;
  });
}

function stored(id: string | number, fields: Record<string, Value>): Stored {
  return { _id: String(id), id, ...fields };
}

/** Mixed types, ties, null and missing values, number and string ids, a code point past U+FFFF. */
const docs: Stored[] = [
  stored(1, { v: 7, s: 'b' }),
  stored(2, { v: null, s: 'B' }),
  stored(3, { s: 'a' }),
  stored(4, { v: 'b', s: 'a' }),
  stored(5, { v: 'B', s: 'c' }),
  stored(6, { v: true, s: 'ab' }),
  stored(7, { v: false, s: 'b' }),
  stored(8, { v: 7, s: 'b' }),
  stored(9, { v: -2.5, s: 'ä' }),
  stored(10, { v: 'b', s: 'ab' }),
  stored(11, { v: 100, s: 'B' }),
  stored(12, {}),
  stored('a', { v: 7, s: '\u{1F600}' }),
  stored('10', { v: false, s: '\uFFFD' }),
  stored('b', { v: true }),
];

/** The whole order read page by page, each page after the last row of the one before. */
function walk(sort: Record<string, 1 | -1>, pageSize: number): Stored[] {
  const seen: Stored[] = [];
  for (;;) {
    const last = seen.at(-1);
    const after: Record<string, Scalar> | undefined = last && {
      id: last.id,
      ...Object.fromEntries(Object.keys(sort).map((field) => [field, (last[field] ?? null) as Scalar])),
    };
    const filter = after ? keysetFilter(sort, after) : {};
    const page = sorted(
      docs.filter((doc) => matches(doc, filter)),
      sort,
    ).slice(0, pageSize);
    seen.push(...page);
    if (page.length < pageSize || seen.length > docs.length) return seen;
  }
}

describe('keysetFilter', () => {
  it('is one alternative per key: equal on the keys before, after on this one; then the _id', () => {
    expect(keysetFilter({ v: 1, s: -1 }, { id: 4, v: 'b', s: 'a' })).toEqual({
      $or: [
        { $or: [{ v: { $gt: 'b' } }, { v: { $type: ['object', 'array', 'bool'] } }] },
        { $and: [{ v: 'b' }, { $or: [{ s: { $lt: 'a' } }, { s: { $type: 'number' } }, { s: null }] }] },
        {
          $and: [
            { v: 'b' },
            { s: 'a' },
            { $or: [{ id: { $gt: 4 } }, { id: { $type: ['string', 'object', 'array', 'bool'] } }] },
          ],
        },
        { $and: [{ v: 'b' }, { s: 'a' }, { id: 4 }, { _id: { $gt: '4' } }] },
      ],
    });
  });

  it('says "after" across the types for each kind of value and direction', () => {
    const afterV = (direction: 1 | -1, v: Scalar) =>
      keysetFilter({ v: direction }, { id: 'k', v }).$or as MongoQuery[];
    expect(afterV(1, null)).toContainEqual({ v: { $ne: null } });
    expect(afterV(1, 3)).toContainEqual({
      $or: [{ v: { $gt: 3 } }, { v: { $type: ['string', 'object', 'array', 'bool'] } }],
    });
    expect(afterV(1, false)).toContainEqual({ v: true });
    expect(afterV(-1, 3)).toContainEqual({ $or: [{ v: { $lt: 3 } }, { v: null }] });
    expect(afterV(-1, true)).toContainEqual({
      $or: [{ v: false }, { v: { $type: ['number', 'string', 'object', 'array'] } }, { v: null }],
    });
    expect(afterV(-1, false)).toContainEqual({
      $or: [{ v: { $type: ['number', 'string', 'object', 'array'] } }, { v: null }],
    });
    // Nothing sorts after true ascending or after null descending: only ties on v remain.
    for (const [direction, v] of [
      [1, true],
      [-1, null],
    ] as const) {
      expect(afterV(direction, v)[0]).toEqual({ $and: [{ v }, expect.anything()] });
    }
    // A missing value is null; a string id sorts after every number.
    expect(keysetFilter({ v: 1 }, { id: 'k' })).toEqual(keysetFilter({ v: 1 }, { id: 'k', v: null }));
    expect(keysetFilter({}, { id: 'k' }).$or).toEqual([
      { $or: [{ id: { $gt: 'k' } }, { id: { $type: ['object', 'array', 'bool'] } }] },
      { $and: [{ id: 'k' }, { _id: { $gt: 'k' } }] },
    ]);
  });

  it('matches the documents of later types, objects included, and not the earlier ones', () => {
    const object = stored(20, { v: { a: 1 } });
    const afterString = keysetFilter({ v: 1 }, { id: 0, v: 'zz' });
    expect(matches(object, afterString)).toBe(true);
    expect(matches(stored(21, { v: 1000 }), afterString)).toBe(false);
    expect(matches(object, keysetFilter({ v: -1 }, { id: 0, v: 'a' }))).toBe(false);
    expect(matches(object, keysetFilter({ v: -1 }, { id: 0, v: true }))).toBe(true);
  });

  it('pages through the same order as one sorted read, any types, ties and directions', () => {
    const sorts: Array<Record<string, 1 | -1>> = [
      {},
      { v: 1 },
      { v: -1 },
      { s: 1 },
      { s: -1, v: 1 },
      { v: -1, s: -1 },
      { id: -1 },
      { v: 1, id: -1 },
    ];
    for (const sort of sorts) {
      const whole = sorted(docs, sort).map((doc) => doc.id);
      for (const pageSize of [1, 2, 5]) {
        expect(
          walk(sort, pageSize).map((doc) => doc.id),
          JSON.stringify({ sort, pageSize }),
        ).toEqual(whole);
      }
    }
  });

  it('after a document that is gone: the ones that would have followed it', () => {
    const order = sorted(docs, { v: -1 });
    const filter = keysetFilter({ v: -1 }, { id: 99, v: 7 });
    const rest = sorted(
      docs.filter((doc) => matches(doc, filter)),
      { v: -1 },
    );
    expect(rest.map((doc) => doc.id)).toEqual(
      order.slice(order.findIndex((doc) => doc.id === 8) + 1).map((d) => d.id),
    );
  });

  it('refuses a keyset without an id, or with values that are no scalars', () => {
    expect(() => keysetFilter({ v: 1 }, { v: 1 })).toThrow('Keyset needs the id');
    expect(() => keysetFilter({}, { id: Number.NaN })).toThrow('Invalid keyset value');
    expect(() => keysetFilter({ v: 1 }, { id: 1, v: { $gt: 1 } as never })).toThrow('Invalid keyset value');
    expect(() => keysetFilter({ v: 1 }, { id: 1, v: Number.POSITIVE_INFINITY })).toThrow(
      'Invalid keyset value',
    );
    expect(() => keysetFilter({ v: 1 }, { id: { $ne: null } as never })).toThrow('Keyset needs the id');
  });
});
