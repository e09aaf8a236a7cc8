import { ChevronDown, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/**
 * The desktop user menu's button: light, so the header shows it at once; the Radix menu behind it
 * (user-menu.tsx) loads when a pointer or the focus comes near it, and then takes its place.
 */
export function UserMenuButton({ username, ...props }: { username: string } & ComponentProps<'button'>) {
  const { t } = useTranslation('layout');
  return (
    <button
      type="button"
      className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'ml-1 max-w-36 xl:max-w-48')}
      {...props}
    >
      <UserRound className="h-4 w-4 shrink-0" aria-hidden />
      <span className="sr-only">{t('nav.userMenu')}: </span>
      <span className="truncate">{username}</span>
      <ChevronDown className="h-4 w-4 shrink-0 text-stone-400" aria-hidden />
    </button>
  );
}
