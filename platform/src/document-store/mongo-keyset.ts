import type { Scalar } from './document-store';

/**
 * Keyset paging (`FindOptions.after`) as a MongoDB query: "comes after this document in the
 * order of `sort`, then `id` ascending, then `_id`", the order `find` sorts by. Range operators
 * compare within one type only, so "after" also names the types that sort later: null and
 * missing < numbers < strings < objects < arrays < booleans (the SQL adapter's order, too).
 */

/** A MongoDB query document. The driver's types know neither `$type: 'number'` nor type lists. */
export type MongoQuery = Record<string, unknown>;

/** The `$type` aliases sorting after and before each scalar type, null and missing aside. */
const laterTypes = { number: ['string', 'object', 'array', 'bool'], string: ['object', 'array', 'bool'] };
const earlierTypes = { string: 'number', boolean: ['number', 'string', 'object', 'array'] };

/** Only scalars reach the query: an object here could carry operators. */
function keyValue(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('Invalid keyset value');
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  throw new Error('Invalid keyset value');
}

/** "Strictly after `value`" on `field` in `direction`; undefined when nothing can be. */
function beyond(field: string, direction: 1 | -1, value: Scalar): MongoQuery | undefined {
  const on = (condition: unknown): MongoQuery => ({ [field]: condition });
  if (direction === 1) {
    switch (typeof value) {
      case 'number':
        return { $or: [on({ $gt: value }), on({ $type: laterTypes.number })] };
      case 'string':
        return { $or: [on({ $gt: value }), on({ $type: laterTypes.string })] };
      case 'boolean':
        return value ? undefined : on(true);
      default:
        return on({ $ne: null });
    }
  }
  switch (typeof value) {
    case 'number':
      return { $or: [on({ $lt: value }), on(null)] };
    case 'string':
      return { $or: [on({ $lt: value }), on({ $type: earlierTypes.string }), on(null)] };
    case 'boolean':
      return {
        $or: [...(value ? [on(false)] : []), on({ $type: earlierTypes.boolean }), on(null)],
      };
    default:
      return undefined;
  }
}

function allOf(conditions: MongoQuery[]): MongoQuery {
  return conditions.length === 1 ? conditions[0]! : { $and: conditions };
}

/**
 * The documents after `after` (its sort fields' values and its `id`) in the order `sort`, then
 * id ascending, then `_id`: one alternative per key, "equal on every key before, after on this
 * one". `{ field: null }` is MongoDB's "null or missing", as the order ties them.
 */
export function keysetFilter(sort: Record<string, 1 | -1>, after: Record<string, Scalar>): MongoQuery {
  const id = after.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error('Keyset needs the id of a document');
  const keys: Array<[string, 1 | -1]> = [...Object.entries(sort), ['id', 1]];
  const parts = keys.map(([field, direction]) => {
    const value = keyValue(Object.hasOwn(after, field) ? after[field] : null);
    return { equal: { [field]: value }, beyond: beyond(field, direction, value) };
  });
  const alternatives = parts.flatMap((part, i) =>
    part.beyond ? [allOf([...parts.slice(0, i).map((p) => p.equal), part.beyond])] : [],
  );
  alternatives.push(allOf([...parts.map((p) => p.equal), { _id: { $gt: String(id) } }]));
  return { $or: alternatives };
}
