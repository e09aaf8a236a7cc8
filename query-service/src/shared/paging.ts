import { encodeCursor, type Page, type PageCursor } from '@et/contracts';
import type { Collection, Document, Filter, Scalar, Search } from '@et/platform';

/** Which page of how many rows; the contracts' list queries parse `page` and `pageSize`. */
export interface PageQuery {
  page: number;
  pageSize: number;
  /** The page beside an earlier answer's, found by key (lists that hand out cursors). */
  cursor?: PageCursor;
}

export interface PageOrder {
  filter?: Filter;
  search?: Search;
  /** A field no two documents share (`id`, `seq`), so the order read backwards is the same. */
  sortBy: string;
  direction: 1 | -1;
}

/**
 * One page of a list, the one way every paged query reads. The first page is counted and read
 * in one go; pages past the middle are read from the other end, so the last page costs
 * what the first does instead of skipping over every row before it.
 */
export async function readPage<T extends Document>(
  collection: Collection<T>,
  { page, pageSize }: PageQuery,
  { filter = {}, search, sortBy, direction }: PageOrder,
): Promise<Page<T>> {
  const skip = (page - 1) * pageSize;
  const read = (order: 1 | -1, from: number, limit: number) =>
    collection.find(filter, { sort: { [sortBy]: order }, skip: from, limit, search });
  if (skip === 0) {
    const { items, total } = await collection.findPage(filter, {
      sort: { [sortBy]: direction },
      limit: pageSize,
      search,
    });
    return { items, total, page, pageSize };
  }
  const total = await collection.count(filter, search);
  const limit = Math.max(0, Math.min(pageSize, total - skip));
  let items: T[] = [];
  if (limit > 0 && skip > total / 2) {
    const reversed = direction === 1 ? -1 : 1;
    items = (await read(reversed, total - skip - limit, limit)).reverse();
  } else if (limit > 0) {
    items = await read(direction, skip, limit);
  }
  return { items, total, page, pageSize };
}

/**
 * A page of a list that hands out cursors: by number as `readPage` does, or, with a cursor, the
 * rows beside its key (keyset paging: as fast as the first page, however deep). The answer
 * carries the cursors of the pages beside it. Page numbers reached by cursor are counted from
 * where the client started; rows added or removed before it since shift them, not the rows shown.
 */
export async function readCursorPage<T extends Document>(
  collection: Collection<T>,
  query: PageQuery,
  order: PageOrder,
): Promise<Page<T>> {
  const { cursor, pageSize } = query;
  // Page 1 is always read by number: the newest rows, in full.
  const beside =
    cursor && !(cursor.direction === 'prev' && cursor.page === 1)
      ? await readBeside(collection, cursor, pageSize, order)
      : null;
  if (beside) return withCursors(beside.answer, beside.hasNext, order.sortBy);
  // Back at the start, or no rows left after the cursor's key: the numbered page.
  const page = cursor ? (cursor.direction === 'prev' ? 1 : cursor.page) : query.page;
  let answer = await readPage(collection, { page, pageSize }, order);
  if (cursor && answer.items.length === 0 && answer.total > 0) {
    answer = await readPage(collection, { page: Math.ceil(answer.total / pageSize), pageSize }, order);
  }
  return withCursors(answer, answer.page * pageSize < answer.total, order.sortBy);
}

async function readBeside<T extends Document>(
  collection: Collection<T>,
  { direction: towards, page, key }: PageCursor,
  pageSize: number,
  { filter = {}, search, sortBy, direction }: PageOrder,
): Promise<{ answer: Page<T>; hasNext: boolean } | null> {
  const backwards = towards === 'prev';
  const order = backwards ? (direction === 1 ? -1 : 1) : direction;
  const after: Record<string, Scalar> = { [sortBy]: key[0], id: key[1] };
  // One row more than a page tells whether the list goes on beyond it.
  const { items: found, total } = await collection.findPage(filter, {
    sort: { [sortBy]: order },
    after,
    limit: pageSize + 1,
    search,
  });
  const beyond = found.length > pageSize;
  if (found.length === 0 || (backwards && !beyond)) return null;
  const items = found.slice(0, pageSize);
  if (backwards) items.reverse();
  return {
    answer: { items, total, page: backwards ? Math.max(page, 2) : page, pageSize },
    // Backwards, the page the cursor came from follows.
    hasNext: backwards || beyond,
  };
}

function withCursors<T extends Document>(answer: Page<T>, hasNext: boolean, sortBy: string): Page<T> {
  const keyOf = (item: T): PageCursor['key'] => [
    ((item as Record<string, unknown>)[sortBy] ?? null) as PageCursor['key'][0],
    item.id,
  ];
  const first = answer.items[0];
  const last = answer.items.at(-1);
  const { page } = answer;
  return {
    ...answer,
    nextCursor:
      last && hasNext ? encodeCursor({ direction: 'next', page: page + 1, key: keyOf(last) }) : null,
    prevCursor:
      first && page > 1 ? encodeCursor({ direction: 'prev', page: page - 1, key: keyOf(first) }) : null,
  };
}
