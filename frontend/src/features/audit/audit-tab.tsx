import type { AuditEntry, Page } from '@et/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Pager } from '../../components/ui/pager';
import { api, errorText } from '../../lib/api';
import { formatDateTime } from '../../lib/utils';

const PAGE_SIZE = 50;

/** Admin: who did what, when; newest first, filterable by user. */
export function AuditTab() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | undefined>();
  const [input, setInput] = useState('');
  const [page, setPage] = useState(1);
  const audit = useQuery({
    queryKey: ['audit', { userId, page }],
    queryFn: () =>
      api.get<Page<AuditEntry>>(
        `/api/audit?page=${page}&pageSize=${PAGE_SIZE}${userId ? `&userId=${userId}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
  const filterBy = (id: number | undefined) => {
    setUserId(id);
    setInput(id ? String(id) : '');
    setPage(1);
  };
  const name = (id: number | null, label: string | null) =>
    id === null ? t('audit.system') : (label ?? `#${id}`);

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('audit.title')}</h2>
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const id = Number.parseInt(input, 10);
            filterBy(Number.isInteger(id) && id > 0 ? id : undefined);
          }}
        >
          <Input
            value={input}
            onChange={(event) => setInput(event.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            placeholder={t('audit.userIdFilter')}
            aria-label={t('audit.userIdFilter')}
            className="w-36"
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('audit.filter')}
          </Button>
          {userId && (
            <Button size="sm" variant="ghost" onClick={() => filterBy(undefined)}>
              {t('audit.clearFilter')}
            </Button>
          )}
        </form>
      </div>
      {audit.isError ? (
        <p className="text-red-600">{errorText(audit.error, t('genericError'))}</p>
      ) : (audit.data?.items.length ?? 0) === 0 && !audit.isLoading ? (
        <p className="py-8 text-center text-stone-500">{t('audit.empty')}</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-stone-200 text-stone-500">
              <tr>
                <th className="px-4 py-2 font-medium">{t('audit.when')}</th>
                <th className="px-4 py-2 font-medium">{t('audit.who')}</th>
                <th className="px-4 py-2 font-medium">{t('audit.what')}</th>
                <th className="px-4 py-2 font-medium">{t('audit.subject')}</th>
                <th className="px-4 py-2 font-medium">{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data?.items.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100 align-top last:border-0">
                  <td className="whitespace-nowrap px-4 py-2 text-stone-600">{formatDateTime(entry.at)}</td>
                  <td className="px-4 py-2">
                    {entry.actorId ? (
                      <button
                        type="button"
                        className="text-brand-800 hover:underline"
                        onClick={() => filterBy(entry.actorId!)}
                      >
                        {name(entry.actorId, entry.actorName)}
                      </button>
                    ) : (
                      name(null, null)
                    )}
                  </td>
                  <td className="px-4 py-2 font-medium">
                    {t(`audit.events.${entry.type}`, { defaultValue: entry.type })}
                  </td>
                  <td className="px-4 py-2">
                    {entry.subjectUserId ? (
                      <button
                        type="button"
                        className="text-brand-800 hover:underline"
                        onClick={() => filterBy(entry.subjectUserId!)}
                      >
                        {name(entry.subjectUserId, entry.subjectName)}
                      </button>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="px-4 py-2 font-mono text-xs text-stone-600">
                    {Object.keys(entry.details).length ? JSON.stringify(entry.details) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={audit.data?.total ?? 0} onPage={setPage} />
    </Card>
  );
}
