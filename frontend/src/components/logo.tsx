import { useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { cn } from '../lib/utils';
import { useWebsiteSettings } from '../lib/website-settings';

const heights = { md: 'h-10', lg: 'h-16' } as const;

/** The site logo from the website settings: a placeholder while loading, text without a logo. */
export function Logo({ size = 'md', className }: { size?: keyof typeof heights; className?: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useWebsiteSettings();
  const [broken, setBroken] = useState<string | null>(null);
  if (isLoading) {
    return (
      <span
        className={cn('inline-block w-32 animate-pulse rounded-lg bg-stone-200', heights[size], className)}
        data-testid="logo-placeholder"
        aria-hidden
      />
    );
  }
  if (data?.logoUrl && broken !== data.logoUrl) {
    return (
      <img
        src={data.logoUrl}
        alt={t('appName')}
        className={cn('w-auto max-w-48 object-contain', heights[size], className)}
        onError={() => setBroken(data.logoUrl)}
      />
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-bold tracking-tight text-brand-900',
        size === 'lg' ? 'text-2xl' : 'text-lg',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" className={size === 'lg' ? 'h-12 w-12' : 'h-8 w-8'} />
      {t('appName')}
    </span>
  );
}
