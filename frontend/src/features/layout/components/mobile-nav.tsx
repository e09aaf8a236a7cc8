import { LogOut, Settings, Shield, UserRound } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useLogout } from '../api/logout';
import { type NavItem, userMenuPaths, visibleNavItems } from '../nav-items';
import { navLinkClass } from './nav-link-class';

/** The user menu's entries carry the icons they have in the desktop menu. */
const userMenuIcons: Record<string, typeof UserRound> = {
  '/account': UserRound,
  '/settings': Settings,
  '/admin': Shield,
};

/**
 * Phones: the header's entries, then the user menu's (Account, Settings, Admin panel, as on the
 * desktop under the username) in a group of their own, and Logout, in a side sheet (loaded on first
 * open).
 */
export default function MobileNav({
  navItems,
  open,
  onOpenChange,
}: {
  navItems: readonly NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const logout = useLogout();
  const items = visibleNavItems(navItems, user);
  const mainItems = items.filter((item) => !userMenuPaths.has(item.to));
  const ownItems = items.filter((item) => userMenuPaths.has(item.to));
  const close = () => onOpenChange(false);
  const link = (item: NavItem) => {
    const Icon = userMenuIcons[item.to];
    return (
      <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navLinkClass} onClick={close}>
        {Icon && <Icon className="h-4 w-4 shrink-0" aria-hidden />}
        {t(item.label)}
        {item.badge && <item.badge />}
      </NavLink>
    );
  };
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
          {mainItems.map(link)}
        </nav>
        {ownItems.length > 0 && (
          <nav
            className="mt-3 flex flex-col gap-1 border-t border-stone-200 pt-3"
            aria-label={t('nav.userMenu')}
          >
            {ownItems.map(link)}
          </nav>
        )}
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
