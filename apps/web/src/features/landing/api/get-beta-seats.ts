import { useQuery } from '@tanstack/react-query';

/** GET /api/beta/seats (public): the configured seats, how many accounts took one, and what is left. */
export interface BetaSeats {
  total: number;
  taken: number;
  left: number;
}

export const betaSeatsQueryKey = ['/api/beta/seats'] as const;

export function useBetaSeatsQuery() {
  return useQuery<BetaSeats | null>({ queryKey: betaSeatsQueryKey });
}
