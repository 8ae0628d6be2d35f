import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@tally/shared/dates';

/** The period lives in the address (?period=year; none means this month), so a reload keeps it. */
export function usePeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const value = new URLSearchParams(search).get('period');
  const period = (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '') ? (value as DashboardPeriod) : 'month';

  const setPeriod = useCallback(
    (next: DashboardPeriod) => {
      const params = new URLSearchParams(search);
      if (next === 'month') params.delete('period');
      else params.set('period', next);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return [period, setPeriod];
}
