import { LogOut, Settings, Shield, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useLogout } from '../api/logout';
import { UserMenuButton } from './user-menu-button';

/**
 * Desktop: the username opens Account, Settings, Admin panel (admins) and Logout (spec 2; one entry
 * per destination).
 * Mounted by the header on the first click of the light button (`open`: it opens at once).
 */
export default function UserMenu({ open = false }: { open?: boolean }) {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  return (
    <div>
      <DropdownMenu defaultOpen={open}>
        <DropdownMenuTrigger asChild>
          <UserMenuButton username={user.username} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{user.username}</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to="/account">
              <UserRound className="h-4 w-4" aria-hidden />
              {t('nav.account')}
            </Link>
          </DropdownMenuItem>
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
