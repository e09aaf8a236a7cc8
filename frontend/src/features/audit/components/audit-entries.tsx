import { type AuditEntry, isPersonField } from '@et/contracts';
import { ChevronDown } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { auditLabels } from '../labels';
import type { SelectedUser } from './user-picker';

type Labels = ReturnType<typeof auditLabels>;
type OnPerson = (user: SelectedUser) => void;

/**
 * The trail, newest first: a table from md up; on phones one short line per event (when, what,
 * who) whose details open with a tap, so 50 entries stay a few screens tall.
 */
export function AuditEntries({ items, onPerson }: { items: AuditEntry[]; onPerson: OnPerson }) {
  const { t } = useTranslation('audit');
  const labels = auditLabels(t);
  return (
    <>
      <ul className="divide-y divide-stone-100 border-y border-stone-100 md:hidden" aria-label={t('title')}>
        {items.map((entry) => (
          <li key={entry.id} data-testid="audit-entry">
            <details className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 py-1 marker:hidden [&::-webkit-details-marker]:hidden">
                <time dateTime={entry.at} className="shrink-0 text-xs text-stone-500 tabular-nums">
                  {formatDateTime(entry.at)}
                </time>
                <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium leading-snug">
                  {labels.event(entry.type)}
                </span>
                <span className="max-w-[30%] shrink-0 truncate text-xs text-stone-500">
                  {entry.actorName ?? t('system')}
                </span>
                <ChevronDown
                  className="h-4 w-4 shrink-0 text-stone-400 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 pb-3 text-sm">
                <dt className="text-stone-500">{t('who')}</dt>
                <dd>
                  <PersonButton id={entry.actorId} name={entry.actorName} onPerson={onPerson} />
                </dd>
                {entry.subjectUserId !== null && (
                  <>
                    <dt className="text-stone-500">{t('subject')}</dt>
                    <dd>
                      <PersonButton id={entry.subjectUserId} name={entry.subjectName} onPerson={onPerson} />
                    </dd>
                  </>
                )}
                <DetailRows entry={entry} labels={labels} onPerson={onPerson} />
              </dl>
            </details>
          </li>
        ))}
      </ul>
      <Table aria-label={t('title')} className="max-md:hidden">
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
            <TableRow key={entry.id} className="align-top">
              <TableCell className="whitespace-nowrap text-stone-600 tabular-nums">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </TableCell>
              <TableCell>
                <PersonButton id={entry.actorId} name={entry.actorName} onPerson={onPerson} />
              </TableCell>
              <TableCell className="font-medium">{labels.event(entry.type)}</TableCell>
              <TableCell>
                {entry.subjectUserId === null ? (
                  '–'
                ) : (
                  <PersonButton id={entry.subjectUserId} name={entry.subjectName} onPerson={onPerson} />
                )}
              </TableCell>
              <TableCell className="text-xs text-stone-600">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5">
                  <DetailRows entry={entry} labels={labels} onPerson={onPerson} />
                </dl>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The details; a person named by id is shown by name, a tap filters by them like the columns. */
function DetailRows({ entry, labels, onPerson }: { entry: AuditEntry; labels: Labels; onPerson: OnPerson }) {
  return Object.entries(entry.details).map(([key, value]) => (
    <div key={key} className="contents">
      <dt className="text-stone-500">{labels.field(key)}</dt>
      <dd className="break-words">
        {isPersonField(key) && typeof value === 'number' ? (
          <PersonButton id={value} name={entry.people[String(value)] ?? null} onPerson={onPerson} />
        ) : (
          labels.value(key, value)
        )}
      </dd>
    </div>
  ));
}

function PersonButton({
  id,
  name,
  onPerson,
}: {
  id: number | null;
  name: string | null;
  onPerson: OnPerson;
}) {
  const { t } = useTranslation('audit');
  if (id === null) return <span className="text-stone-500">{t('system')}</span>;
  const label = name ?? `#${id}`;
  return (
    <button
      type="button"
      className="rounded text-left text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      title={t('filterBy', { name: label })}
      onClick={() => onPerson({ id, name: label })}
    >
      {label}
    </button>
  );
}
