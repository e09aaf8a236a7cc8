import { LogOut, Shield } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useSettled } from '../../../lib/settled';
import { type AdminTabId, adminTabIds, isAdminTabId } from '../admin-tabs';
import { setupStatusQuery } from '../api/setup-status';
import { ComingSoon } from './coming-soon';
import { MailWarning } from './mail-warning';
import { SetupChecklist } from './setup-checklist';
import { StatCards } from './stat-cards';

/** The tab row is one row (and may scroll) from lg on. */
const oneRow = typeof window === 'undefined' ? null : window.matchMedia('(min-width: 1024px)');
const tabId = (id: AdminTabId) => `admin-tab-${id}`;
const panelId = (id: AdminTabId) => `admin-panel-${id}`;

/**
 * /admin and /admin/:tab: header, stat cards and the tab frame. The app passes in the
 * content of the tabs that exist (features do not import each other); the rest say "soon".
 */
export function AdminPage({
  tabs,
  badges = {},
  usageTotal,
}: {
  tabs: Partial<Record<AdminTabId, ReactNode>>;
  /** Beside a tab's name, e.g. the requests' unread count. */
  badges?: Partial<Record<AdminTabId, ReactNode>>;
  /** The usage minutes of all tokens together, in the stat cards (the rewards' wording). */
  usageTotal?: (minutes: number) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  // The mail warning and the checklist open the page: it is shown once their answer (or error) is
  // there, so the figures and tabs below never move down when they arrive (layout shift).
  useSettled(setupStatusQuery());
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const { tab } = useParams();
  const current: AdminTabId = isAdminTabId(tab) ? tab : 'users';
  const tabList = useRef<HTMLDivElement>(null);
  // A link from the checklist or the mail warning opens its tab and brings it into view.
  const openTab = () => requestAnimationFrame(() => tabList.current?.scrollIntoView({ block: 'start' }));

  // Where the one row of tabs does not fit (from lg on; below, a grid shows all), it scrolls
  // sideways: keep the open tab in view. Not on a phone: reading the layout there forced it in the
  // middle of the page's first render (Lighthouse: part of a long task).
  useEffect(() => {
    if (!oneRow?.matches) return;
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>(`[data-tab="${current}"]`);
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - active.offsetWidth) / 2;
    }
  }, [current]);

  const logout = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('layout:nav.logoutFailed'), description: errorText(error) }),
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 flex items-center gap-2 text-stone-600">
            <span className="truncate">{user?.username}</span>
            <Badge>
              <Shield className="mr-1 h-3 w-3" aria-hidden />
              {t('marker')}
            </Badge>
          </p>
        </div>
        <Button variant="secondary" onClick={logout} disabled={logoutMutation.isPending}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('layout:nav.logout')}
        </Button>
      </div>
      <MailWarning onOpenTab={openTab} />
      <SetupChecklist onOpenTab={openTab} />
      <StatCards usageTotal={usageTotal} />
      <Tabs value={current} onValueChange={(value) => navigate(`/admin/${value}`)}>
        {/* Below lg a grid: all ten tabs at a glance, none cut or out of sight; above, one row. */}
        <TabsList
          ref={tabList}
          aria-label={t('tabs')}
          className="grid scroll-mt-24 grid-cols-3 sm:grid-cols-5 lg:flex"
        >
          {adminTabIds.map((id) => (
            <TabsTrigger
              key={id}
              value={id}
              id={tabId(id)}
              aria-controls={panelId(id)}
              data-tab={id}
              className="max-lg:px-1 max-lg:leading-tight max-lg:whitespace-normal lg:flex-none"
            >
              {t(`tab.${id}`)}
              {badges[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The open tab's panel, plain: Radix's TabsContent reads the computed style of each panel
            it mounts (its Presence), a forced style calculation in the first render's commit. */}
        <div
          role="tabpanel"
          id={panelId(current)}
          aria-labelledby={tabId(current)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is reachable by Tab (WAI-ARIA tabs pattern, as Radix's)
          tabIndex={0}
          className="mt-4 focus-visible:outline-none"
        >
          {tabs[current] ?? <ComingSoon />}
        </div>
      </Tabs>
    </div>
  );
}
