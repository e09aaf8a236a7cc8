import { LogOut, Menu, Settings, Shield, User as UserIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { LanguageToggle } from './language-toggle';

interface NavItem {
  to: string;
  label: string;
  audience: 'everyone' | 'user' | 'admin';
}

/** The navigation: one line per page; later features add theirs here. */
const navItems: NavItem[] = [
  { to: '/', label: 'nav.home', audience: 'everyone' },
  { to: '/settings', label: 'nav.settings', audience: 'user' },
  { to: '/admin', label: 'nav.admin', audience: 'admin' },
];

function useVisibleItems(): NavItem[] {
  const { user } = useAuth();
  return navItems.filter(
    (item) =>
      item.audience === 'everyone' ||
      (item.audience === 'user' && user) ||
      (item.audience === 'admin' && user?.isAdmin),
  );
}

function useLogout() {
  const { t } = useTranslation();
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  return () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('nav.logoutFailed'),
          description: errorText(error, error.message),
        }),
    });
}

export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const items = useVisibleItems();
  const logout = useLogout();
  const [open, setOpen] = useState(false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
      isActive ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
    );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="mr-auto flex items-center" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav className="hidden items-center gap-1 md:flex" aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <LanguageToggle />
        {user ? (
          <div className="hidden md:block">
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button variant="secondary" size="sm" aria-label={t('nav.userMenu')}>
                  <UserIcon className="h-4 w-4" />
                  {user.username}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={6}
                  className="z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
                >
                  <DropdownMenu.Label className="px-3 py-2 text-xs text-stone-500">
                    {user.username}
                  </DropdownMenu.Label>
                  <MenuLink to="/settings" icon={<UserIcon className="h-4 w-4" />} label={t('nav.account')} />
                  <MenuLink
                    to="/settings"
                    icon={<Settings className="h-4 w-4" />}
                    label={t('nav.settings')}
                  />
                  {user.isAdmin && (
                    <MenuLink to="/admin" icon={<Shield className="h-4 w-4" />} label={t('nav.admin')} />
                  )}
                  <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
                  <DropdownMenu.Item
                    onSelect={logout}
                    className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-stone-100"
                  >
                    <LogOut className="h-4 w-4" />
                    {t('nav.logout')}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
        ) : (
          <Link
            to="/auth"
            className="hidden min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 md:inline-flex"
          >
            {t('nav.login')}
          </Link>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('nav.openMenu')}
            onClick={() => setOpen(true)}
          >
            <Menu className="h-6 w-6" />
          </Button>
          <DialogContent title={user ? user.username : t('appName')} side="right">
            <nav className="flex flex-col gap-1" aria-label={t('nav.main')}>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.to === '/'}
                  className={linkClass}
                  onClick={() => setOpen(false)}
                >
                  {t(item.label)}
                </NavLink>
              ))}
              {user && (
                <NavLink to="/settings" className={linkClass} onClick={() => setOpen(false)}>
                  {t('nav.account')}
                </NavLink>
              )}
              <div className="my-2 h-px bg-stone-200" />
              {user ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setOpen(false);
                    logout();
                  }}
                >
                  <LogOut className="h-4 w-4" />
                  {t('nav.logout')}
                </Button>
              ) : (
                <Link
                  to="/auth"
                  onClick={() => setOpen(false)}
                  className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-medium text-white"
                >
                  {t('nav.login')}
                </Link>
              )}
            </nav>
          </DialogContent>
        </Dialog>
      </div>
    </header>
  );
}

function MenuLink({ to, icon, label }: { to: string; icon: React.ReactNode; label: string }) {
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={to}
        className="flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-stone-100"
      >
        {icon}
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}
