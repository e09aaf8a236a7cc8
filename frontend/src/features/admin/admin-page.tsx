import { useQuery } from '@tanstack/react-query';
import { KeyRound, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';

interface AdminStats {
  users: number;
  codes: { total: number; available: number; used: number };
  activeTokens: number;
}

export interface AdminTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** The spec's nine tabs plus the audit trail; tabs whose feature is not built yet say so. */
export const adminTabIds = [
  'users',
  'codes',
  'ring-codes',
  'ring-types',
  'frequencies',
  'rewards',
  'requests',
  'faqs',
  'settings',
  'audit',
] as const;

function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: number | string;
  detail?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        {icon}
      </span>
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-2xl font-bold" data-testid={`stat-${label}`}>
          {value}
        </p>
        {detail && <p className="text-xs text-stone-500">{detail}</p>}
      </div>
    </Card>
  );
}

export default function AdminPage({ tabs }: { tabs: AdminTab[] }) {
  const { t } = useTranslation();
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const { tab = 'users' } = useParams();
  const stats = useQuery({
    queryKey: ['admin-stats'],
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
  });
  const current = tabs.some((entry) => entry.id === tab) ? tab : 'users';

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
          <p className="flex items-center gap-2 text-stone-600">
            {user?.username} <Badge>{t('admin.marker')}</Badge>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth') })}
        >
          {t('nav.logout')}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={<Users className="h-6 w-6" />}
          label={t('admin.statUsers')}
          value={stats.data?.users ?? '–'}
        />
        <StatCard
          icon={<KeyRound className="h-6 w-6" />}
          label={t('admin.statCodes')}
          value={stats.data?.codes.total ?? '–'}
          detail={stats.data ? t('admin.statCodesDetail', stats.data.codes) : undefined}
        />
        <StatCard
          icon={<Sparkles className="h-6 w-6" />}
          label={t('admin.statActiveTokens')}
          value={stats.data?.activeTokens ?? '–'}
        />
      </div>
      <Tabs
        value={current}
        onValueChange={(value) => navigate(value === 'users' ? '/admin' : `/admin/${value}`)}
      >
        <TabsList aria-label={t('admin.tabs')}>
          {tabs.map((entry) => (
            <TabsTrigger key={entry.id} value={entry.id}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((entry) => (
          <TabsContent key={entry.id} value={entry.id} className="mt-4">
            {entry.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export function ComingSoon() {
  const { t } = useTranslation();
  return <Card className="p-6 text-stone-600">{t('admin.comingSoon')}</Card>;
}
