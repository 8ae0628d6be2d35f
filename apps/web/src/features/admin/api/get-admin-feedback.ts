import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminFeedbackList } from '@tally/shared/schemas/admin';
import { withQuery } from './admin-query-keys';

export type FeedbackStatusFilter = 'all' | 'open' | 'resolved';

/** GET /api/admin/feedback?page&status: message feedback, beta feedback and support messages, newest first. */
export function useAdminFeedbackQuery(params: { page: number; status: FeedbackStatusFilter }) {
  return useQuery<AdminFeedbackList>({
    queryKey: [withQuery('/api/admin/feedback', params)],
    placeholderData: keepPreviousData,
  });
}
