import { FAQ_CATEGORIES, type Faq, type FaqCategory } from '@et/contracts';
import { ChevronDown, Search } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Input } from '../../../components/ui/input';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useFaqs } from '../api/faqs';
import { matchesSearch } from '../search';
import { FaqFeedback } from './faq-feedback';
import { FaqVideo } from './faq-video';

type Filter = FaqCategory | 'all';

/** /faq: the active FAQs, filtered by category and searched, one answer open at a time. */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  const faqs = useFaqs();
  const [category, setCategory] = useState<Filter>('all');
  const [search, setSearch] = useState('');

  const shown = useMemo(
    () =>
      (faqs.data ?? []).filter(
        (faq) =>
          (category === 'all' || faq.category === category) &&
          matchesSearch(search, [faq.question, faq.answer, t(`categories.${faq.category}`)]),
      ),
    [faqs.data, category, search, t],
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="space-y-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('search')}
            className="pl-9"
          />
        </div>
        {/* Wrapped, never cut: every category in sight on a phone too. */}
        <div role="group" aria-label={t('category')} className="flex flex-wrap gap-2">
          {(['all', ...FAQ_CATEGORIES] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                category === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
              )}
            >
              {value === 'all' ? t('all') : t(`categories.${value}`)}
            </button>
          ))}
        </div>
      </div>
      <QueryView query={faqs} isEmpty={shown.length === 0} empty={t('empty')}>
        {/* A new filter or search opens its first answer again. */}
        <FaqAccordion key={`${category}|${search}`} faqs={shown} />
      </QueryView>
    </div>
  );
}

function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const { t } = useTranslation('faq');
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={faqs[0] ? String(faqs[0].id) : undefined}
      className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)} data-testid={`faq-item-${faq.id}`}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5">
              <span className="min-w-0 break-words">{faq.question}</span>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="space-y-4 px-4 pb-4 sm:px-5">
            <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-600">
              {t(`categories.${faq.category}`)}
            </span>
            <p className="whitespace-pre-line break-words text-stone-700">{faq.answer}</p>
            {faq.videoUrl && <FaqVideo url={faq.videoUrl} title={faq.question} />}
            <FaqFeedback faqId={faq.id} myVote={faq.myVote} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
