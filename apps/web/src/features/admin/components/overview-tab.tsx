import { Activity, MessageSquare, Receipt, Star, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_USER_DAYS } from '@tally/shared/admin';
import { LANGUAGES } from '@tally/shared/languages';
import { useAdminStatsQuery } from '../api/get-admin-stats';
import { formatCount, formatOneDecimal } from '../format';
import { useSessionEndOnQueryError } from '../hooks/use-admin-error-handler';
import { DistributionCard } from './distribution-card';
import { QueryState } from './query-state';
import { StatTile } from './stat-tile';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

export function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStatsQuery();
  useSessionEndOnQueryError(stats.error);
  if (!stats.data) return <QueryState error={stats.error} fallback={t('overview.loadFailed')} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const lang = i18n.language;
  const users = (count: number) => t('overview.usersCount', { count, formatted: formatCount(count, lang) });

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6">
        <StatTile label={t('overview.totalUsers')} value={formatCount(s.totalUsers, lang)} Icon={Users} />
        <StatTile
          label={t('overview.activeUsers')}
          value={formatCount(s.activeUsers, lang)}
          hint={t('overview.activeHint', { days: ACTIVE_USER_DAYS })}
          Icon={UserCheck}
        />
        <StatTile label={t('overview.totalTransactions')} value={formatCount(s.totalTransactions, lang)} Icon={Receipt} />
        <StatTile label={t('overview.totalFeedback')} value={formatCount(s.totalFeedback, lang)} Icon={MessageSquare} />
        <StatTile
          label={t('overview.averageRating')}
          value={s.averageRating === null ? t('overview.notAvailable') : t('overview.ratingValue', { rating: formatOneDecimal(s.averageRating, lang) })}
          Icon={Star}
          iconClassName="bg-amber-50 text-amber-600"
        />
        <StatTile
          label={t('overview.systemStatus')}
          value={
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-green-500" />
              {t('overview.online')}
            </span>
          }
          Icon={Activity}
          iconClassName="bg-green-50 text-green-700"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <DistributionCard
          title={t('overview.currencyDistribution')}
          total={s.totalUsers}
          countLabel={users}
          rows={s.currencyDistribution.map((row) => ({ key: row.currency, label: row.currency, count: row.count }))}
        />
        <DistributionCard
          title={t('overview.languageDistribution')}
          total={s.totalUsers}
          countLabel={users}
          rows={s.languageDistribution.map((row) => ({ key: row.language, label: languageName(row.language), count: row.count }))}
        />
        <DistributionCard
          title={t('overview.topCategories')}
          total={s.totalTransactions}
          countLabel={(count) => t('overview.transactionsCount', { count, formatted: formatCount(count, lang) })}
          rows={s.categoryUsage.map((row) => ({ key: row.category, label: row.category, count: row.count }))}
        />
      </div>
    </div>
  );
}
