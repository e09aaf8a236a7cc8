import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { UnreadMenuBadge } from '../../messages/components/unread-badge';
import { cn } from '../../../lib/utils';
import { visibleNavItems } from '../nav-items';
import { LanguageToggle } from './language-toggle';
import { navLinkClass } from './nav-link-class';

// The menu and the sheet bring Radix popper/dialog code; the first page does without them.
const UserMenu = lazy(() => import('./user-menu'));
const MobileNav = lazy(() => import('./mobile-nav'));

export function Header() {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const items = visibleNavItems(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

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
              {item.badge && <item.badge />}
            </NavLink>
          ))}
        </nav>
        <LanguageToggle />
        {user ? (
          <div className="hidden md:block">
            <Suspense fallback={<span className="inline-block h-9 w-28" />}>
              <UserMenu />
            </Suspense>
          </div>
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
          <Suspense fallback={null}>
            <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
