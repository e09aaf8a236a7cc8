import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { RouteErrorBoundary } from '../../../components/route-error-boundary';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/utils';
import { UnreadMenuBadge } from '../../messages/components/unread-badge';
import { visibleNavItems } from '../nav-items';
import { LanguageToggle } from './language-toggle';
import { navLinkClass } from './nav-link-class';

// The menu and the sheet bring Radix popper/dialog code; the first page does without them.
const UserMenu = lazy(() => import('./user-menu'));
const MobileNav = lazy(() => import('./mobile-nav'));

// The desktop user menu shows from `md` on; a phone never loads its code.
const desktop = typeof window === 'undefined' ? null : window.matchMedia('(min-width: 768px)');
const onWidthChange = (listener: () => void) => {
  desktop?.addEventListener('change', listener);
  return () => desktop?.removeEventListener('change', listener);
};
const useDesktop = () => useSyncExternalStore(onWidthChange, () => desktop?.matches ?? true);

export function Header() {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const items = visibleNavItems(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const isDesktop = useDesktop();

  return (
    <header className="border-b border-stone-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4">
        <Link
          to="/"
          className="mr-auto flex items-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={t('nav.homeLogo')}
        >
          <Logo />
        </Link>
        <nav className="hidden items-center gap-1 md:flex" aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navLinkClass}>
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
            <div className="hidden md:block">
              <RouteErrorBoundary fallback={null}>
                <Suspense fallback={<span className="inline-block h-9 w-28" />}>
                  <UserMenu />
                </Suspense>
              </RouteErrorBoundary>
            </div>
          )
        ) : (
          <Link to="/auth" className={cn(buttonVariants({ size: 'sm' }), 'hidden min-h-10 md:inline-flex')}>
            {t('nav.login')}
          </Link>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="relative md:hidden"
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
          <UnreadMenuBadge />
        </Button>
        {menuLoaded && (
          <RouteErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </div>
    </header>
  );
}
