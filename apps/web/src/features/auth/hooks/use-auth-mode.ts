import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

export type AuthMode = 'signup' | 'signin' | 'forgot-password' | 'reset-password';

const URL_MODES: Record<string, AuthMode> = {
  signin: 'signin',
  'forgot-password': 'forgot-password',
  'reset-password': 'reset-password',
};

/**
 * The auth screen's mode lives in the address (?mode=signin, ...; none means sign-up), on whatever
 * path shows the screen: /auth, or /dashboard for a signed-out visitor, who then stays there after
 * signing in. Changing mode updates the address without a reload.
 */
export function useAuthMode() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const mode: AuthMode = URL_MODES[params.get('mode') ?? ''] ?? 'signup';
  const token = params.get('token');

  const setMode = useCallback(
    (next: AuthMode, options: { replace?: boolean } = {}) => {
      const nextParams = new URLSearchParams(search);
      nextParams.delete('mode');
      nextParams.delete('token');
      if (next !== 'signup') nextParams.set('mode', next);
      const query = nextParams.toString();
      navigate(query ? `${location}?${query}` : location, { replace: options.replace ?? false });
    },
    [search, location, navigate],
  );

  /** After signing in: /auth goes home (the chat); any other path keeps its page, without auth parameters. */
  const leave = useCallback(() => {
    if (location === '/auth') {
      navigate('/', { replace: true });
      return;
    }
    const nextParams = new URLSearchParams(search);
    nextParams.delete('mode');
    nextParams.delete('token');
    const query = nextParams.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [search, location, navigate]);

  return { mode, token, setMode, leave };
}
