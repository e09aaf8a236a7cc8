import type { AuditEntry } from '@et/contracts';
import { Filter, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { useDebounced } from '../../../lib/utils';
import { AUDIT_PAGE_SIZE, useAudit, useUserSuggestions } from '../api/audit';

interface SelectedUser {
  id: number;
  name: string;
}

/** A token id as typed: digits only. */
const tokenIdInput = (text: string) => text.replace(/\D/g, '').slice(0, 12);
/** A code as typed or pasted: upper case, without spaces and dashes. */
const codeInput = (text: string) => text.toUpperCase().replace(/[\s-]/g, '').slice(0, 40);

/**
 * Admin: who did what, when; newest first, filterable by user, by energy token and by code
 * (`/admin/audit?tokenId=7` or `?code=123456` opens one token's or code's history).
 */
export function AuditTab() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<SelectedUser | null>(null);
  const [tokenId, setTokenId] = useState(() => tokenIdInput(params.get('tokenId') ?? ''));
  const [code, setCode] = useState(() => codeInput(params.get('code') ?? ''));
  const [page, setPage] = useState(1);
  const tokenTerm = useDebounced(tokenId, 300);
  const codeTerm = useDebounced(code, 300);
  const audit = useAudit({
    userId: selected?.id,
    tokenId: tokenTerm ? Number(tokenTerm) : undefined,
    code: codeTerm || undefined,
    page,
  });

  // The address keeps the token and code filters, so a history can be linked and reloaded.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['tokenId', tokenTerm],
          ['code', codeTerm],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next.toString() === current.toString() ? current : next;
      },
      { replace: true },
    );
  }, [tokenTerm, codeTerm, setParams]);

  const filterBy = (user: SelectedUser | null) => {
    setSelected(user);
    setPage(1);
  };
  const person = (id: number | null, name: string | null) => {
    if (id === null) return <span className="text-stone-500">{t('system')}</span>;
    const label = name ?? `#${id}`;
    return (
      <button
        type="button"
        className="rounded text-left text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        title={t('filterBy', { name: label })}
        onClick={() => filterBy({ id, name: label })}
      >
        {label}
      </button>
    );
  };

  const items = audit.data?.items ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('title')}</h2>
          <p className="text-sm text-stone-600">{t('hint')}</p>
        </div>
        {selected ? (
          <div className="flex items-center gap-2">
            <Badge className="min-h-9 gap-1 px-3 text-sm">
              <Filter className="h-3.5 w-3.5" aria-hidden />
              {selected.name}
            </Badge>
            <Button size="sm" variant="ghost" onClick={() => filterBy(null)}>
              <X className="h-4 w-4" aria-hidden />
              {t('clearFilter')}
            </Button>
          </div>
        ) : (
          <UserPicker onPick={filterBy} />
        )}
      </div>
      <div className="mb-4 flex flex-wrap gap-2">
        <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
          <Label htmlFor="audit-token-filter" className="sr-only">
            {t('tokenFilter')}
          </Label>
          <Input
            id="audit-token-filter"
            type="search"
            inputMode="numeric"
            autoComplete="off"
            value={tokenId}
            placeholder={t('tokenFilter')}
            onChange={(event) => {
              setTokenId(tokenIdInput(event.target.value));
              setPage(1);
            }}
          />
        </div>
        <div className="w-32 sm:w-36">
          <Label htmlFor="audit-code-filter" className="sr-only">
            {t('codeFilter')}
          </Label>
          <Input
            id="audit-code-filter"
            type="search"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            placeholder={t('codeFilter')}
            className="font-mono"
            onChange={(event) => {
              setCode(codeInput(event.target.value));
              setPage(1);
            }}
          />
        </div>
      </div>
      <QueryView query={audit} isEmpty={items.length === 0} empty={t('empty')}>
        <Table aria-label={t('title')}>
          <TableHeader>
            <tr>
              <TableHead>{t('when')}</TableHead>
              <TableHead>{t('who')}</TableHead>
              <TableHead>{t('what')}</TableHead>
              <TableHead>{t('subject')}</TableHead>
              <TableHead>{t('details')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {items.map((entry) => (
              <TableRow key={entry.id} className="align-top max-md:space-y-0.5 max-md:py-2">
                <TableCell dense label={t('when')} className="whitespace-nowrap text-stone-600 tabular-nums">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </TableCell>
                <TableCell dense label={t('who')}>
                  {person(entry.actorId, entry.actorName)}
                </TableCell>
                <TableCell dense label={t('what')} className="font-medium">
                  {t(`events.${entry.type}`, {
                    defaultValue: entry.type,
                  })}
                </TableCell>
                <TableCell dense label={t('subject')}>
                  {entry.subjectUserId === null ? '–' : person(entry.subjectUserId, entry.subjectName)}
                </TableCell>
                <TableCell dense label={t('details')} className="text-xs text-stone-600">
                  <Details details={entry.details} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryView>
      <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={audit.data?.total ?? 0} onPage={setPage} />
    </Card>
  );
}

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function detailText(value: unknown): string {
  if (typeof value === 'string') return isoDate.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 max-md:justify-end">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-stone-400">{key}:</dt>
          <dd className="break-all font-mono">{detailText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A search box listing matching accounts; picking one filters the trail by that user. */
function UserPicker({ onPick }: { onPick: (user: SelectedUser) => void }) {
  const { t } = useTranslation('audit');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const suggestions = useUserSuggestions(term);
  const matches = term ? (suggestions.data?.items ?? []) : [];
  return (
    <div className="relative w-full sm:w-72">
      <Label htmlFor="audit-user-filter" className="sr-only">
        {t('userFilter')}
      </Label>
      <Input
        id="audit-user-filter"
        type="search"
        autoComplete="off"
        value={search}
        placeholder={t('userFilter')}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setSearch('');
          // A number is taken as a user id.
          const id = Number(search.trim());
          if (event.key === 'Enter' && Number.isInteger(id) && id > 0) onPick({ id, name: `#${id}` });
        }}
      />
      {matches.length > 0 && (
        <ul className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
          {matches.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start justify-center rounded-lg px-3 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                onClick={() => {
                  setSearch('');
                  onPick({ id: user.id, name: user.username });
                }}
              >
                <span className="font-medium">{user.username}</span>
                <span className="text-xs text-stone-500">{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
