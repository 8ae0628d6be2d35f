import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@tally/shared/languages';
import type { User } from '@tally/shared/schemas/auth';
import { changeAppLanguage, i18n } from '../i18n/i18n';
import { meQueryKey, useMeQuery } from './api/get-me';
import { logout } from './api/logout';
import { postUserLanguage } from './api/update-language';
import { SessionContext, type Session } from './session-context';
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user';

function applyUserLanguage(user: User): Promise<void> {
  const language = user.preferredLanguage;
  if (isLanguage(language) && language !== i18n.language) return changeAppLanguage(language);
  return Promise.resolve();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(readStoredUser);
  const me = useMeQuery();

  // The server's answer is the truth: confirm (and refresh) the cached user, or clear it on 401.
  // A network failure keeps the cache; the next call that needs the session will say so.
  useEffect(() => {
    if (!me.isSuccess) return;
    if (me.data) {
      writeStoredUser(me.data);
      setUser(me.data);
      void applyUserLanguage(me.data);
    } else {
      clearStoredUser();
      setUser(null);
    }
  }, [me.isSuccess, me.data]);

  const signIn = useCallback(
    async (signedIn: User) => {
      // A /me request still in flight from the start would overwrite the fresh user with null.
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      writeStoredUser(signedIn);
      queryClient.setQueryData(meQueryKey, { user: signedIn });
      setUser(signedIn);
      await applyUserLanguage(signedIn);
    },
    [queryClient],
  );

  const signOut = useCallback(async (afterSignOut?: () => void) => {
    try {
      await logout();
    } catch {
      // Already signed out on the server (expired session) or offline: forget the user anyway.
    }
    clearStoredUser();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
    setUser(null);
    // Same tick as the state change, so the next screen renders without a signed-out flash of this one.
    afterSignOut?.();
  }, [queryClient]);

  const updateUser = useCallback(
    (updated: User) => {
      writeStoredUser(updated);
      queryClient.setQueryData(meQueryKey, { user: updated });
      setUser(updated);
    },
    [queryClient],
  );

  const changeLanguage = useCallback(
    async (language: Language) => {
      await changeAppLanguage(language);
      if (!user) return;
      const cached = { ...user, preferredLanguage: language, language };
      writeStoredUser(cached);
      setUser(cached);
      postUserLanguage(user.id, language).then(
        (updated) => {
          // A slower answer to an earlier switch must not undo a later one.
          if (updated.preferredLanguage === i18n.language) updateUser(updated);
        },
        () => {
          // Fire-and-forget (spec section 7): the local choice stands; the server keeps the old one.
        },
      );
    },
    [user, updateUser],
  );

  const value = useMemo<Session>(
    () => ({ user, isChecking: user === null && me.isPending, signIn, signOut, updateUser, changeLanguage }),
    [user, me.isPending, signIn, signOut, updateUser, changeLanguage],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
