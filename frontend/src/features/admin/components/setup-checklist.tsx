import type { SetupStatus } from '@et/contracts';
import { CheckCircle2, ChevronDown, ChevronRight, Circle, ListChecks, PartyPopper } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import type { AdminTabId } from '../admin-tabs';
import { useSetupStatus } from '../api/setup-status';

/** In the order a fresh site needs them: without frequencies nobody can redeem a code. */
const items: ReadonlyArray<{ key: keyof SetupStatus; tab: AdminTabId }> = [
  { key: 'frequencies', tab: 'frequencies' },
  { key: 'mailConfigured', tab: 'settings' },
  { key: 'mailVerified', tab: 'settings' },
  { key: 'logo', tab: 'settings' },
  { key: 'codes', tab: 'codes' },
];

/**
 * The admin's first-run checklist: each item ticks itself from the read models (live over /ws)
 * and links to the tab where it is done. On a fresh site it is open; once a step is done it folds
 * to one line with the progress (a tap opens it), so the figures and tabs come first. Hidden once
 * everything is set up; if that happens while the admin watches, it says so in one line.
 */
export function SetupChecklist({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const { t } = useTranslation('admin');
  const status = useSetupStatus();
  const sawOpenItems = useRef(false);
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  if (status.isError) return <LoadError query={status} message={t('setup.loadFailed')} />;
  const data = status.data;
  if (!data) return null;
  const done = items.filter((item) => data[item.key]).length;
  if (done < items.length) sawOpenItems.current = true;
  else if (!sawOpenItems.current) return null;

  if (done === items.length)
    return (
      <Card
        className="flex items-center gap-3 px-4 py-3 text-sm text-green-800"
        data-testid="setup-checklist"
        role="status"
      >
        <PartyPopper className="h-5 w-5 shrink-0" aria-hidden />
        {t('setup.allDone')}
      </Card>
    );

  const list = <SetupItems id={listId} status={data} onOpenTab={onOpenTab} />;
  if (done === 0)
    return (
      <Card className="p-4 sm:p-5" data-testid="setup-checklist" data-folded={false}>
        <section aria-labelledby="setup-title">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 id="setup-title" className="text-lg font-semibold">
              {t('setup.title')}
            </h2>
            <p className="text-sm text-stone-600">{t('setup.progress', { done, total: items.length })}</p>
          </div>
          {list}
        </section>
      </Card>
    );

  return (
    <Card className="px-4 py-1 sm:px-5" data-testid="setup-checklist" data-folded={!unfolded}>
      <h2>
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded(!unfolded)}
          className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center gap-3 rounded-lg px-2 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ListChecks className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0 flex-1 font-medium">
            {t('setup.summary', { done, total: items.length })}
          </span>
          <span
            className="hidden h-1.5 w-24 shrink-0 overflow-hidden rounded-full bg-stone-200 sm:block"
            aria-hidden
          >
            <span
              className="block h-full bg-green-600"
              style={{ width: `${(done / items.length) * 100}%` }}
            />
          </span>
          <span className="shrink-0 text-sm text-brand-800 max-sm:hidden" aria-hidden>
            {unfolded ? t('setup.fold') : t('setup.unfold')}
          </span>
          <ChevronDown
            className={cn(
              'h-4 w-4 shrink-0 text-stone-500 transition-transform motion-reduce:transition-none',
              unfolded && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </h2>
      {unfolded && <div className="pb-2">{list}</div>}
    </Card>
  );
}

/** The five steps, each a link to the tab where it is done; done ones struck through. */
function SetupItems({
  id,
  status,
  onOpenTab,
}: {
  id: string;
  status: SetupStatus;
  onOpenTab: (tab: AdminTabId) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ol id={id} className="mt-3 divide-y divide-stone-100">
      {items.map(({ key, tab }) => {
        const ticked = status[key];
        const urgent = key === 'frequencies' && !ticked;
        return (
          <li key={key} data-testid={`setup-${key}`} data-done={ticked}>
            <Link
              to={`/admin/${tab}`}
              onClick={() => onOpenTab(tab)}
              className={cn(
                '-mx-2 flex min-h-12 items-center gap-3 rounded-lg px-2 py-2 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                urgent && 'bg-amber-50 hover:bg-amber-100',
              )}
            >
              {ticked ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-green-700" aria-hidden />
              ) : (
                <Circle
                  className={cn('h-5 w-5 shrink-0 text-stone-400', urgent && 'text-amber-700')}
                  aria-hidden
                />
              )}
              <span className="min-w-0 flex-1">
                <span className={cn('block font-medium', ticked && 'text-stone-500 line-through')}>
                  {t(`setup.items.${key}.title`)}
                  <span className="sr-only">
                    {' – '}
                    {ticked ? t('setup.done') : t('setup.open')}
                  </span>
                </span>
                {!ticked && (
                  <span className={cn('block text-sm text-stone-600', urgent && 'text-amber-900')}>
                    {t(`setup.items.${key}.hint`)}
                  </span>
                )}
              </span>
              {!ticked && <ChevronRight className="h-4 w-4 shrink-0 text-stone-400" aria-hidden />}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
