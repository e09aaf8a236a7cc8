import { ChevronDown, Pencil, Search, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { cn, useDebounced } from '../lib/utils';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Input } from './ui/input';
import { Pager } from './ui/pager';
import { QueryView } from './ui/query-view';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

interface AdminListProps {
  /** The heading, also the table's name for screen readers. */
  title: string;
  /** Buttons beside the heading, e.g. "generate". */
  actions?: ReactNode;
  /** Between the heading and the list, e.g. forms that add entries. */
  intro?: ReactNode;
  search?: { value: string; onChange: (value: string) => void; placeholder: string };
  /** Beside the search field, e.g. a status select. */
  filters?: ReactNode;
  query: Parameters<typeof QueryView>[0]['query'];
  isEmpty: boolean;
  empty: string;
  /** What a failed load says instead of the server's message. */
  error?: string;
  /** Column headings; the last column holds each row's actions. */
  columns: string[];
  /** Without it the whole list is shown at once. */
  paging?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  /** The rows (`TableRow`s). */
  children: ReactNode;
}

/**
 * An admin tab's list: heading, search and filters, the table (cards on phones) with its loading,
 * empty and error states, and the pager.
 */
export function AdminList({
  title,
  actions,
  intro,
  search,
  filters,
  query,
  isEmpty,
  empty,
  error,
  columns,
  paging,
  children,
}: AdminListProps) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions}
      </div>
      {intro}
      {(search || filters) && (
        <div className="mb-4 flex flex-wrap gap-2">
          {search && (
            <div className="relative min-w-0 flex-1 basis-56">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
                aria-hidden
              />
              <Input
                type="search"
                value={search.value}
                onChange={(event) => search.onChange(event.target.value)}
                placeholder={search.placeholder}
                aria-label={search.placeholder}
                className="pl-9 max-sm:placeholder:text-sm"
              />
            </div>
          )}
          {filters}
        </div>
      )}
      <QueryView query={query} isEmpty={isEmpty} empty={empty} error={error}>
        <Table aria-label={title}>
          <TableHeader>
            <tr>
              {columns.map((column, index) => (
                <TableHead key={column} className={index === columns.length - 1 ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </tr>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      </QueryView>
      {paging && <Pager {...paging} />}
    </Card>
  );
}

/** Search text and page of a server-paged list: a new search starts at page 1. */
export function useSearchPaging() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 250);
  return {
    search,
    /** What the server is asked for, once typing pauses. */
    term,
    page,
    setPage,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
  };
}

/** The cursors a list paged by key hands out with each page (`Page` of the contracts). */
interface CursorAnswer {
  page: number;
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/**
 * Search text, page and cursor of a list paged by key: a step to the page beside goes by the
 * answer's cursor (as fast as the first page, however deep), a jump or a new search by number.
 */
export function useCursorPaging() {
  const list = useSearchPaging();
  const [cursor, setCursor] = useState<string | undefined>();
  const goTo = (page: number, answer?: CursorAnswer) => {
    const beside =
      page === (answer?.page ?? 0) + 1
        ? answer?.nextCursor
        : page === (answer?.page ?? 0) - 1
          ? answer?.prevCursor
          : undefined;
    setCursor(beside ?? undefined);
    list.setPage(page);
  };
  return {
    ...list,
    cursor,
    goTo,
    /** Back to page 1, e.g. when a filter changes. */
    restart: () => goTo(1),
    setSearch: (value: string) => {
      list.setSearch(value);
      setCursor(undefined);
    },
  };
}

/** A row's delete button: an icon, named for screen readers and as a tooltip. */
export function DeleteRowButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" disabled={disabled} aria-label={label} title={label} onClick={onClick}>
      <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
    </Button>
  );
}

/** A row's pencil button: opens the row for editing. */
export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" aria-label={label} title={label} onClick={onClick}>
      <Pencil className="h-4 w-4" aria-hidden />
    </Button>
  );
}

/** A row's last cell: its buttons at the right, across the card on a phone. */
export function RowActionsCell({
  label,
  className,
  children,
}: {
  /** The column's name (shown before the cell on a phone, here hidden). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableCell label={label} className="max-md:before:hidden">
      <div className={cn('flex justify-end gap-2 max-md:w-full', className)}>{children}</div>
    </TableCell>
  );
}

/**
 * A list row that is one short line on a phone: its first cell (the main field, with hints such
 * as a colour dot) and a chevron; a tap on that line unfolds the other cells (details and buttons).
 * Wider screens show the whole table row as ever.
 */
export function CompactRow({
  label,
  name,
  summary,
  className,
  children,
  ...props
}: {
  /** The first column's name. */
  label: string;
  /** What the row is, for the name of its toggle ("Details zu Liebe"). */
  name: string;
  /** The first cell: the main field; `md:hidden` parts show on a phone only. */
  summary: ReactNode;
  className?: string;
  /** The other cells. */
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <TableRow
      data-open={open}
      className={cn(
        'max-md:p-0',
        open ? 'max-md:pb-2 max-md:[&>td+td]:px-3' : 'max-md:[&>td+td]:hidden',
        className,
      )}
      {...props}
    >
      <TableCell
        label={label}
        className="max-md:relative max-md:min-h-12 max-md:justify-start max-md:py-2 max-md:pr-10 max-md:pl-3 max-md:text-left max-md:before:hidden"
      >
        <span className="flex min-w-0 items-center gap-2.5">{summary}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-label={t('details', { name })}
          onClick={() => setOpen(!open)}
          className="absolute inset-0 flex items-center justify-end rounded-xl pr-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 md:hidden"
        >
          <ChevronDown
            className={cn(
              'h-5 w-5 text-stone-500 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </TableCell>
      {children}
    </TableRow>
  );
}
