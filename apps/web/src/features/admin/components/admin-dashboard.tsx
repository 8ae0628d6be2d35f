import { BarChart3, LayoutDashboard, LogOut, MessageSquare, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Admin } from '@tally/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast-context';
import { useLogoutAdminMutation } from '../api/logout-admin';
import { AnalyticsTab } from './analytics-tab';
import { FeedbackTab } from './feedback-tab';
import { OverviewTab } from './overview-tab';
import { UsersTab } from './users-tab';

const TABS = ['overview', 'users', 'feedback', 'analytics'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { overview: LayoutDashboard, users: Users, feedback: MessageSquare, analytics: BarChart3 } as const;

/** The operator dashboard: four tabs (spec section 2), the open one kept in the address (?tab=). */
export function AdminDashboard({ admin }: { admin: Admin }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const logout = useLogoutAdminMutation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: Tab = TABS.find((name) => name === requested) ?? 'overview';

  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => toast({ variant: 'success', title: t('header.loggedOut') }) });

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-white">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold tracking-tight text-ink">{t('header.title')}</h1>
            <p className="truncate text-xs text-ink-subtle">{t('header.signedInAs', { username: admin.username })}</p>
          </div>
          <Button variant="outline" size="sm" onClick={onLogout} isLoading={logout.isPending}>
            {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
            {t('header.logout')}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <Tabs value={tab} onValueChange={(next) => navigate(next === 'overview' ? '/admin' : `/admin?tab=${next}`, { replace: true })}>
          <TabsList aria-label={t('tabs.label')} className="sm:w-auto">
            {TABS.map((name) => {
              const Icon = ICONS[name];
              return (
                <TabsTrigger key={name} value={name} className="min-w-0 text-xs sm:min-w-max sm:text-sm">
                  <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                  <span className="truncate">{t(`tabs.${name}`)}</span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="overview" className="mt-6">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="users" className="mt-6">
            <UsersTab />
          </TabsContent>
          <TabsContent value="feedback" className="mt-6">
            <FeedbackTab />
          </TabsContent>
          <TabsContent value="analytics" className="mt-6">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
