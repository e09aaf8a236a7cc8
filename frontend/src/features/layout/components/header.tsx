import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { RouteErrorBoundary } from '../../../components/route-error-boundary';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { type NavItem, userMenuPaths, visibleNavItems } from '../nav-items';
import { LanguageToggle } from './language-toggle';
import { navLinkClass } from './nav-link-class';
import { UserMenuButton } from './user-menu-button';

// The menu and the sheet bring Radix popper/dialog code; the first page does without them.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);
const MobileNav = lazy(() => import('./mobile-nav'));

// The desktop bar and user menu show from `lg` on (below, German labels do not fit beside the
// logo); a phone never loads the menu's code.
const desktop = typeof window === 'undefined' ? null : window.matchMedia('(min-width: 1024px)');
const onWidthChange = (listener: () => void) => {
  desktop?.addEventListener('change', listener);
  return () => desktop?.removeEventListener('change', listener);
};
const useDesktop = () => useSyncExternalStore(onWidthChange, () => desktop?.matches ?? true);

/**
 * The header: logo, the entries of `navItems` this person sees (the app's list), the language, the
 * user menu; on phones a menu button (with `menuBadge` in its corner, the unread count) and a sheet.
 */
export function Header({ navItems, menuBadge }: { navItems: readonly NavItem[]; menuBadge?: ReactNode }) {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  // Account, settings and the admin panel sit in the user menu on wide screens (the phone's sheet lists all).
  const items = visibleNavItems(navItems, user).filter((item) => !userMenuPaths.has(item.to));
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const isDesktop = useDesktop();
  // The Radix user menu is fetched on intent (pointer near, focus) and takes the light button's
  // place on the first click, opened: it is not on the first page.
  const [userMenu, setUserMenu] = useState(false);

  return (
    <header className="border-b border-stone-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4">
        <Link
          to="/"
          className="mr-auto flex min-h-11 shrink-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={t('nav.homeLogo')}
        >
          <Logo />
        </Link>
        <nav className="hidden items-center gap-1 lg:flex" aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={(state) => cn(navLinkClass(state), 'lg:px-2 xl:px-3')}
            >
              {t(item.label)}
              {item.badge && (
                // A badge may bring texts of its own: the frame does not wait for them.
                <Suspense fallback={null}>
                  <item.badge />
                </Suspense>
              )}
            </NavLink>
          ))}
        </nav>
        <LanguageToggle />
        {user ? (
          isDesktop && (
            <div className="hidden lg:block">
              {userMenu ? (
                <RouteErrorBoundary fallback={null}>
                  <Suspense fallback={<UserMenuButton username={user.username} aria-busy />}>
                    <UserMenu open />
                  </Suspense>
                </RouteErrorBoundary>
              ) : (
                <UserMenuButton
                  username={user.username}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onPointerEnter={loadUserMenu}
                  onFocus={loadUserMenu}
                  onClick={() => setUserMenu(true)}
                />
              )}
            </div>
          )
        ) : (
          <Link to="/auth" className={cn(buttonVariants({ size: 'sm' }), 'hidden min-h-10 lg:inline-flex')}>
            {t('nav.login')}
          </Link>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="relative lg:hidden"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => setMenuLoaded(true)}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <Menu className="h-6 w-6" aria-hidden />
          {menuBadge}
        </Button>
        {menuLoaded && (
          <RouteErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <MobileNav navItems={navItems} open={menuOpen} onOpenChange={setMenuOpen} />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </div>
    </header>
  );
}
