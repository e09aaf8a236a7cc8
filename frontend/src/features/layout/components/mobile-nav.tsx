import { LogOut, UserRound } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useLogout } from '../api/logout';
import { visibleNavItems } from '../nav-items';
import { navLinkClass } from './nav-link-class';

/** Phones: the header's entries and the user menu's in a side sheet (loaded on first open). */
export default function MobileNav({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const logout = useLogout();
  const items = visibleNavItems(user);
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={
          user ? (
            <span className="flex items-center gap-2">
              <UserRound className="h-5 w-5 text-brand-700" aria-hidden />
              {user.username}
            </span>
          ) : (
            t('common:appName')
          )
        }
      >
        <nav className="flex flex-col gap-1" aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={navLinkClass}
              onClick={close}
            >
              {t(item.label)}
              {item.badge && <item.badge />}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto border-t border-stone-200 pt-4">
          {user ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => {
                close();
                logout();
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden />
              {t('nav.logout')}
            </Button>
          ) : (
            <Link to="/auth" onClick={close} className={cn(buttonVariants(), 'w-full')}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
