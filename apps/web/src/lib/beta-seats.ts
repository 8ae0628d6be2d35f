import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/beta/seats (public): the configured seats (BETA_SEATS), how many accounts took one, what
 * is left, and which channels the server has on (SMS and WhatsApp need the provider's settings).
 * The landing page and the auth page word their promises from it.
 */
export interface BetaSeats {
  total: number;
  taken: number;
  left: number;
  channels: { web: boolean; sms: boolean; whatsapp: boolean };
}

export const betaSeatsQueryKey = ['/api/beta/seats'] as const;

export function useBetaSeatsQuery() {
  return useQuery<BetaSeats | null>({ queryKey: betaSeatsQueryKey });
}

/** Whether texting Tally works on this server (both channels come with one setting). */
export const hasMessaging = (seats: BetaSeats | null | undefined): boolean => Boolean(seats?.channels.sms || seats?.channels.whatsapp);
