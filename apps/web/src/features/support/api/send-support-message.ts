import { useMutation } from '@tanstack/react-query';
import type { SupportMessageBody, SupportMessageCreated } from '@tally/shared/schemas/support';
import { apiJson } from '../../../lib/api-client';

/** POST /api/support (public; linked to the account when signed in) -> 201 { id, createdAt }. */
export function sendSupportMessage(body: SupportMessageBody): Promise<SupportMessageCreated> {
  return apiJson<SupportMessageCreated>('POST', '/api/support', body);
}

export function useSendSupportMessageMutation() {
  return useMutation({ mutationFn: sendSupportMessage });
}
