import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useToast } from '../components/ui/toast-context';
import { meQueryKey } from '../lib/session/api/get-me';

/**
 * The verification link ends on an address with ?verified=true: say so once, drop the parameter
 * from the address (so a reload does not say it again) and refresh the user's verified flag.
 */
export function useVerifiedEmailNotice() {
  const { t } = useTranslation('common');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const search = useSearch();
  const [location, navigate] = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('verified') !== 'true') return;
    params.delete('verified');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    toast({ title: t('verifiedToast.title'), description: t('verifiedToast.description'), variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [search, location, navigate, toast, t, queryClient]);
}
