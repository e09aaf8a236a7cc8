import { Filter, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/utils';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/audit';
import { AuditEntries } from './audit-entries';
import { type SelectedUser, UserPicker } from './user-picker';

/** A whole positive number as typed (ids): digits only. */
const idInput = (text: string) => text.replace(/\D/g, '').slice(0, 12);
/** A code as typed or pasted: upper case, without spaces and dashes. */
const codeInput = (text: string) => text.toUpperCase().replace(/[\s-]/g, '').slice(0, 40);
const idOf = (text: string | null) => (text && /^[1-9]\d{0,11}$/.test(text) ? Number(text) : undefined);

/**
 * Admin: who did what, when; newest first, filterable by user, energy token, code and ring code.
 * The address keeps the filters (`/admin/audit?tokenId=7`, `?code=…`, `?ringCode=…`, `?userId=…`,
 * `?requestId=…`), so another tab can link to one history and a reload keeps it.
 */
export function AuditTab() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<SelectedUser | null>(() => {
    const id = idOf(params.get('userId'));
    return id ? { id, name: `#${id}` } : null;
  });
  const [tokenId, setTokenId] = useState(() => idInput(params.get('tokenId') ?? ''));
  const [code, setCode] = useState(() => codeInput(params.get('code') ?? ''));
  const [ringCode, setRingCode] = useState(() => codeInput(params.get('ringCode') ?? ''));
  const [requestId, setRequestId] = useState(() => idOf(params.get('requestId')));
  const [page, setPage] = useState(1);
  const tokenTerm = useDebounced(tokenId, 300);
  const codeTerm = useDebounced(code, 300);
  const ringCodeTerm = useDebounced(ringCode, 300);
  const audit = useAudit({
    userId: selected?.id,
    tokenId: idOf(tokenTerm),
    code: codeTerm || undefined,
    ringCode: ringCodeTerm || undefined,
    requestId,
    page,
  });

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['userId', selected ? String(selected.id) : ''],
          ['tokenId', tokenTerm],
          ['code', codeTerm],
          ['ringCode', ringCodeTerm],
          ['requestId', requestId ? String(requestId) : ''],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next.toString() === current.toString() ? current : next;
      },
      { replace: true },
    );
  }, [selected, tokenTerm, codeTerm, ringCodeTerm, requestId, setParams]);

  const filterBy = (user: SelectedUser | null) => {
    setSelected(user);
    setPage(1);
  };
  const items = audit.data?.items ?? [];
  // A user picked by id from the address gets their name once an entry names them.
  const selectedName =
    selected?.name.startsWith('#') && items.length
      ? (items.find((e) => e.actorId === selected.id)?.actorName ??
        items.find((e) => e.subjectUserId === selected.id)?.subjectName ??
        items.map((e) => e.people[String(selected.id)]).find(Boolean) ??
        selected.name)
      : selected?.name;

  const codeFilters = [
    { id: 'audit-token-filter', label: t('tokenFilter'), value: tokenId, set: setTokenId, read: idInput },
    { id: 'audit-code-filter', label: t('codeFilter'), value: code, set: setCode, read: codeInput },
    {
      id: 'audit-ring-code-filter',
      label: t('ringCodeFilter'),
      value: ringCode,
      set: setRingCode,
      read: codeInput,
    },
  ];

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('title')}</h2>
          <p className="text-sm text-stone-600">{t('hint')}</p>
        </div>
        {selected ? (
          <FilterBadge
            text={selectedName ?? selected.name}
            clear={t('clearFilter')}
            onClear={() => filterBy(null)}
          />
        ) : (
          <UserPicker onPick={filterBy} />
        )}
      </div>
      <div className="mb-4 grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        {codeFilters.map((filter) => (
          <div key={filter.id} className="min-w-0 first:col-span-2 sm:w-40">
            {/* Visible: a filter filled in from a link ("Verlauf") must say what it filters by. */}
            <Label htmlFor={filter.id} className="mb-1 block text-xs font-normal text-stone-600">
              {filter.label}
            </Label>
            <Input
              id={filter.id}
              type="search"
              autoComplete="off"
              inputMode={filter.read === idInput ? 'numeric' : undefined}
              autoCapitalize={filter.read === codeInput ? 'characters' : undefined}
              value={filter.value}
              className={filter.read === codeInput ? 'font-mono' : undefined}
              onChange={(event) => {
                filter.set(filter.read(event.target.value));
                setPage(1);
              }}
            />
          </div>
        ))}
        {requestId !== undefined && (
          <FilterBadge
            text={t('requestFilter', { id: requestId })}
            clear={t('clearFilter')}
            onClear={() => {
              setRequestId(undefined);
              setPage(1);
            }}
          />
        )}
      </div>
      <QueryView query={audit} isEmpty={items.length === 0} empty={t('empty')}>
        <AuditEntries items={items} onPerson={filterBy} />
      </QueryView>
      <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={audit.data?.total ?? 0} onPage={setPage} />
    </Card>
  );
}

function FilterBadge({ text, clear, onClear }: { text: string; clear: string; onClear: () => void }) {
  return (
    <div className="col-span-2 flex items-center gap-2">
      <Badge className="min-h-9 gap-1 px-3 text-sm">
        <Filter className="h-3.5 w-3.5" aria-hidden />
        {text}
      </Badge>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X className="h-4 w-4" aria-hidden />
        {clear}
      </Button>
    </div>
  );
}
