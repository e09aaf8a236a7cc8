import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useFaqFeedback } from '../api/faqs';

/** "War das hilfreich? Ja / Nein": the person's answer stays marked and can be changed. */
export function FaqFeedback({ faqId, myVote }: { faqId: number; myVote: boolean | null }) {
  const { t } = useTranslation('faq');
  const feedback = useFaqFeedback();
  const vote = (helpful: boolean) =>
    feedback.mutate(
      { id: faqId, helpful },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: errorText(error, t('common:genericError')),
          }),
      },
    );
  const choice = (helpful: boolean) => (
    <Button
      size="sm"
      variant="secondary"
      aria-pressed={myVote === helpful}
      disabled={feedback.isPending}
      onClick={() => vote(helpful)}
      className={cn(myVote === helpful && 'border-brand-600 bg-brand-100 text-brand-900')}
    >
      {helpful ? (
        <ThumbsUp className="h-4 w-4" aria-hidden />
      ) : (
        <ThumbsDown className="h-4 w-4" aria-hidden />
      )}
      {helpful ? t('yes') : t('no')}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3 text-sm text-stone-600">
      <span>{t('helpful')}</span>
      {choice(true)}
      {choice(false)}
      {myVote !== null && (
        <span role="status" className="text-stone-500">
          {t('thanks')}
        </span>
      )}
    </div>
  );
}
