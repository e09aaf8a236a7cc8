/** One page of a list that grows without bound (paged on the server). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
