import { CircleAlert, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SaveFailure } from '../hooks/use-save-preferences';

/** Shown only while the chosen language or currency differs from the saved one (spec section 2). */
export function SaveBar({ onSave, isSaving, failure }: { onSave: () => void; isSaving: boolean; failure: SaveFailure | null }) {
  const { t } = useTranslation('settings');
  return (
    <div className="sticky bottom-4 z-20" data-testid="save-bar">
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-surface p-4 shadow-pop sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 text-sm">
          {failure ? (
            <p role="alert" className="flex items-center gap-1.5 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t(`save.${failure}`)}
            </p>
          ) : (
            <p className="text-ink-muted">{t('save.pending')}</p>
          )}
        </div>
        <Button onClick={onSave} isLoading={isSaving} className="shrink-0">
          {!isSaving && <Save aria-hidden="true" className="size-4" />}
          {isSaving ? t('save.saving') : t('save.button')}
        </Button>
      </div>
    </div>
  );
}
