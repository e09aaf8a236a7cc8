import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';
import { useWebsiteSettings } from '../lib/website-settings';

/** The site logo from the settings: a placeholder while loading, a text label without one. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useWebsiteSettings();
  const [broken, setBroken] = useState(false);
  if (isLoading)
    return (
      <span
        className={cn('inline-block h-10 w-28 animate-pulse rounded-lg bg-stone-200', className)}
        aria-hidden
      />
    );
  if (data?.logoUrl && !broken) {
    return (
      <img
        src={data.logoUrl}
        alt={t('appName')}
        className={cn('h-10 w-auto', className)}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold text-brand-800', className)}>
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      {t('appName')}
    </span>
  );
}
