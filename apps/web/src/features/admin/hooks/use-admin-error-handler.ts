import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { forgetAdminData } from '../api/admin-query-keys';

const isSessionEnded = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * An admin session ends on its own (30 minutes idle, 8 hours at most). When a call answers 401/403,
 * the screen goes back to the login form with a word of why, instead of showing a broken page.
 * Returns a handler for mutation errors: true when it took care of the error.
 */
export function useAdminErrorHandler() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('admin');
  return useCallback(
    (error: unknown): boolean => {
      if (!isSessionEnded(error)) return false;
      forgetAdminData(queryClient);
      toast({ title: t('session.endedTitle'), description: t('session.endedDescription') });
      return true;
    },
    [queryClient, toast, t],
  );
}

/** The same for a query's error. */
export function useSessionEndOnQueryError(error: unknown) {
  const handle = useAdminErrorHandler();
  useEffect(() => {
    if (error) handle(error);
  }, [error, handle]);
}
