import { ChevronDown, LogOut, Settings, Shield, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useAuth } from '../../../lib/auth';
import { useLogout } from '../api/logout';

/** Desktop: the username opens Settings, Admin panel (admins) and Logout (one entry per destination). */
export default function UserMenu() {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  return (
    <div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm" className="ml-1 max-w-48">
            <UserRound className="h-4 w-4 shrink-0" aria-hidden />
            <span className="sr-only">{t('nav.userMenu')}: </span>
            <span className="truncate">{user.username}</span>
            <ChevronDown className="h-4 w-4 shrink-0 text-stone-400" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{user.username}</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings className="h-4 w-4" aria-hidden />
              {t('nav.settings')}
            </Link>
          </DropdownMenuItem>
          {user.isAdmin && (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <Shield className="h-4 w-4" aria-hidden />
                {t('nav.admin')}
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={logout}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t('nav.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
