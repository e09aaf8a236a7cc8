import type { Page } from '@et/contracts';
import type { Collection, Document, Filter, Search } from '@et/platform';

/** Which page of how many rows; the contracts' list queries parse `page` and `pageSize`. */
export interface PageQuery {
  page: number;
  pageSize: number;
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
 * at the same time; pages past the middle are read from the other end, so the last page costs
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
    const [items, total] = await Promise.all([
      read(direction, 0, pageSize),
      collection.count(filter, search),
    ]);
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
