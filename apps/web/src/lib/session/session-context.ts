import { createContext, useContext } from 'react';
import type { Language } from '@tally/shared/languages';
import type { User } from '@tally/shared/schemas/auth';

export interface Session {
  /** The signed-in user (from the cache at first, then as GET /api/auth/me confirms), or null. */
  user: User | null;
  /** True while there is no cached user and the server has not answered yet. */
  isChecking: boolean;
  /** After register/login: stores the user and applies their preferred language. */
  signIn: (user: User) => Promise<void>;
  /**
   * POST /api/auth/logout, then forgets the user and every cached server answer. `afterSignOut`
   * runs in the same tick as the state change (use it to navigate away).
   */
  signOut: (afterSignOut?: () => void) => Promise<void>;
  /** Replaces the cached user after a change the server confirmed (currency, email, ...). */
  updateUser: (user: User) => void;
  /** Switches the interface language; when signed in also tells the server (fire-and-forget). */
  changeLanguage: (language: Language) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
