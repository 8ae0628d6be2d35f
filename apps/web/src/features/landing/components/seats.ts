import type { TFunction } from 'i18next';
import type { BetaSeats } from '../api/get-beta-seats';

/** The hero badge: the live count once the server answered, the spec's "50 seats" before. */
export function seatsBadgeText(t: TFunction<'landing'>, seats: BetaSeats | null | undefined): string {
  if (!seats) return t('hero.badge', { seats: 50 });
  if (seats.left === 0) return t('hero.badgeFull', { total: seats.total });
  return t('hero.badgeLeft', { left: seats.left, total: seats.total });
}
