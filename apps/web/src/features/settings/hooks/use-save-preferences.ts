import { useState } from 'react';
import type { Language } from '@tally/shared/languages';
import type { User } from '@tally/shared/schemas/auth';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateCurrencyMutation } from '../api/update-currency';
import { useUpdateLanguageMutation } from '../api/update-language';

export type SaveFailure = 'currencyFailed' | 'languageFailed';

/**
 * Spec section 4: a changed currency is saved first, then a changed language, then the page reloads
 * (so every screen and cached total comes back in the new language and currency). A failure stops
 * the sequence without reloading; the spec logs it rather than toasting it.
 */
export function useSavePreferences(user: User, reload: () => void = () => window.location.reload()) {
  const { updateUser } = useSession();
  const currencyMutation = useUpdateCurrencyMutation();
  const languageMutation = useUpdateLanguageMutation();
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const save = async (choice: { currency: string; language: Language }) => {
    const currencyChanged = choice.currency !== user.preferredCurrency;
    const languageChanged = choice.language !== user.preferredLanguage;
    if (!currencyChanged && !languageChanged) return;
    setFailure(null);
    setIsSaving(true);
    if (currencyChanged) {
      try {
        updateUser(await currencyMutation.mutateAsync({ userId: user.id, currency: choice.currency }));
      } catch (error) {
        console.error('Failed to update currency', error);
        setFailure('currencyFailed');
        setIsSaving(false);
        return;
      }
    }
    if (languageChanged) {
      try {
        // The stored user now names the new language: the reload starts in it.
        updateUser(await languageMutation.mutateAsync({ userId: user.id, language: choice.language }));
      } catch (error) {
        console.error('Failed to update language', error);
        setFailure('languageFailed');
        setIsSaving(false);
        return;
      }
    }
    reload();
  };

  return { save, isSaving, failure };
}
