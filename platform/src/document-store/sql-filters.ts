import { assertFieldName, escapeLike, type Filter, type Search } from './document-store';
import { searchedText } from './sql-search-index';

/** Filters, searches and sorts of the document-store port as PostgreSQL JSONB SQL. */

export interface OrderColumn {
  expression: string;
  collate: string;
  direction: 'ASC' | 'DESC';
}

/**
 * Order as MongoDB sorts: missing and null first, then numbers, strings (by code point, whatever
 * the database's collation), objects, arrays, booleans. Plain jsonb order would put missing
 * fields last and strings before numbers. Field names are written into the SQL (they are checked
 * names, never input) so that an index on the same expressions can serve the order.
 */
export function sortColumns(field: string, direction: 'ASC' | 'DESC'): OrderColumn[] {
  assertFieldName(field);
  const value = `(data -> '${field}')`;
  return [
    {
      expression: `CASE jsonb_typeof(${value}) WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3
       WHEN 'array' THEN 4 WHEN 'boolean' THEN 5 ELSE 0 END`,
      collate: '',
      direction,
    },
    {
      expression: `CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value})::numeric END`,
      collate: '',
      direction,
    },
    {
      expression: `CASE WHEN jsonb_typeof(${value}) = 'string' THEN ${value} #>> '{}' END`,
      collate: ' COLLATE "C"',
      direction,
    },
    // Null and missing tie (broken by id), as in MongoDB.
    {
      expression: `CASE WHEN jsonb_typeof(${value}) IN ('object', 'array', 'boolean') THEN ${value} END`,
      collate: '',
      direction,
    },
  ];
}

/** The ORDER BY of a sort: its fields, then ties by the document's own id, then by the key. */
export function orderColumns(sort: Record<string, 1 | -1>): OrderColumn[] {
  return [
    ...Object.entries(sort).flatMap(([field, direction]) =>
      sortColumns(field, direction === -1 ? 'DESC' : 'ASC'),
    ),
    ...sortColumns('id', 'ASC'),
    { expression: 'id', collate: '', direction: 'ASC' },
  ];
}

const rangeOperators = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;
type RangeOperator = keyof typeof rangeOperators;

/**
 * A range condition compares only values of the operand's type (as MongoDB does): numbers as
 * numbers, strings by code point. jsonb's own order would let `{ $lt: 'x' }` match null and
 * `{ $gt: 'a' }` match every number.
 */
function rangeClause(value: string, operator: RangeOperator, operand: unknown, params: unknown[]): string {
  const sqlOperator = rangeOperators[operator];
  if (operand === null) {
    // Only null equals null; nothing is greater or less.
    return operator === '$gte' || operator === '$lte'
      ? `(${value} IS NULL OR ${value} = 'null'::jsonb)`
      : 'false';
  }
  params.push(operand);
  const p = `$${params.length}`;
  switch (typeof operand) {
    case 'number':
      return `(CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value})::numeric ${sqlOperator} ${p}::numeric ELSE false END)`;
    case 'string':
      return `(jsonb_typeof(${value}) = 'string' AND (${value} #>> '{}') COLLATE "C" ${sqlOperator} ${p}::text)`;
    case 'boolean':
      return `(CASE WHEN jsonb_typeof(${value}) = 'boolean' THEN (${value})::boolean ${sqlOperator} ${p}::boolean ELSE false END)`;
    default:
      throw new Error(`Unsupported operand for ${operator}: ${typeof operand}`);
  }
}

function isNull(value: string): string {
  return `(${value} IS NULL OR ${value} = 'null'::jsonb)`;
}

/** `params`: those of the statement so far, when the condition is part of a larger one. */
export function buildWhere(
  filter: Filter,
  search: Search | undefined,
  params: unknown[] = [],
): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const equal: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    assertFieldName(field);
    if (condition === null || typeof condition !== 'object') {
      if (condition === null) {
        params.push(field);
        clauses.push(isNull(`data -> $${params.length}::text`));
      } else {
        equal[field] = condition;
      }
      continue;
    }
    const operators = Object.entries(condition);
    if (Array.isArray(condition) || operators.length === 0) {
      throw new Error(`Invalid condition for field ${field}`);
    }
    let fieldParam: string | undefined;
    // Pushed on first use: a parameter no clause refers to has no type, which PostgreSQL refuses.
    const fieldValue = () => {
      if (!fieldParam) {
        params.push(field);
        fieldParam = `$${params.length}::text`;
      }
      return `data -> ${fieldParam}`;
    };
    // Several operators on one field must all hold (e.g. { $gte: 1, $lt: 5 }).
    for (const [operator, operand] of operators) {
      if (operator === '$in') {
        if (!Array.isArray(operand)) throw new Error(`$in on ${field} needs an array`);
        const value = fieldValue();
        params.push(JSON.stringify(operand.filter((v) => v !== null)));
        const inList = `${value} IN (SELECT jsonb_array_elements($${params.length}::jsonb))`;
        // As in MongoDB, null in the list also matches a missing field.
        clauses.push(operand.includes(null) ? `(${inList} OR ${isNull(value)})` : inList);
      } else if (operator === '$has') {
        params.push(JSON.stringify({ [field]: [operand] }));
        clauses.push(`data @> $${params.length}::jsonb`);
      } else if (operator === '$ne') {
        const value = fieldValue();
        if (operand === null) {
          clauses.push(`NOT ${isNull(value)}`);
        } else {
          params.push(JSON.stringify(operand));
          clauses.push(`${value} IS DISTINCT FROM $${params.length}::jsonb`);
        }
      } else if (Object.hasOwn(rangeOperators, operator)) {
        clauses.push(rangeClause(fieldValue(), operator as RangeOperator, operand, params));
      } else {
        throw new Error(`Unsupported filter operator ${operator}`);
      }
    }
  }
  if (Object.keys(equal).length > 0) {
    params.push(JSON.stringify(equal));
    clauses.push(`data @> $${params.length}::jsonb`);
  }
  if (search && search.term.trim() !== '' && search.fields.length > 0) {
    params.push(`%${escapeLike(search.term.trim())}%`);
    const termParam = `$${params.length}`;
    // Field names written into the SQL (checked names), so that a trigram index serves them.
    const ors = search.fields.map((field) => {
      assertFieldName(field);
      return `(jsonb_typeof(data -> '${field}') = 'string' AND ${searchedText(field)} ILIKE ${termParam})`;
    });
    clauses.push(`(${ors.join(' OR ')})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
