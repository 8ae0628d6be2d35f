import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** The SMS/WhatsApp channel for the user's own number (GET/PUT /api/user/messaging). */
export interface MessagingSettings {
  phoneNumber: string;
  /** The operator has set the channel up. */
  available: boolean;
  enabled: boolean;
  /** The number sent STOP; only START from the phone undoes it. */
  optedOut: boolean;
}

export const messagingSettingsQueryKey = ['/api/user/messaging'] as const;

export function useMessagingSettingsQuery() {
  return useQuery<MessagingSettings>({ queryKey: messagingSettingsQueryKey });
}

export function useUpdateMessagingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enabled }: { enabled: boolean }) => apiJson<MessagingSettings>('PUT', '/api/user/messaging', { enabled }),
    onSuccess: (settings) => queryClient.setQueryData(messagingSettingsQueryKey, settings),
  });
}
