import { describe, expect, it } from 'vitest';
import { jsonCopy } from './json-copy';

describe('jsonCopy', () => {
  it('copies as a round trip through JSON would, without sharing anything', () => {
    const values: unknown[] = [
      { id: 1, a: undefined, b: null, c: [1, undefined, () => 1, Number.NaN], d: { e: 'ä', f: undefined } },
      { at: new Date('2026-11-24T06:00:00.000Z'), n: Number.POSITIVE_INFINITY, s: Symbol('s'), f: () => 1 },
      { nested: [[{ deep: [true, false, 0, -0, ''] }]], toJSONed: { toJSON: () => ({ x: 1 }) } },
      [],
      'text',
      7,
      null,
    ];
    for (const value of values) expect(jsonCopy(value)).toEqual(JSON.parse(JSON.stringify(value)));
    const doc = { id: 1, list: [{ n: 1 }], inner: { n: 2 } };
    const copied = jsonCopy(doc);
    copied.list[0]!.n = 9;
    copied.inner.n = 9;
    expect(doc).toEqual({ id: 1, list: [{ n: 1 }], inner: { n: 2 } });
  });

  it('refuses a BigInt as JSON does', () => {
    expect(() => jsonCopy({ n: 1n })).toThrow(TypeError);
  });
});
