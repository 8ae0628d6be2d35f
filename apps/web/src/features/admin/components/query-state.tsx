import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorText } from '../../../lib/error-text';

/** What a tab shows before its data: a spinner, or the failure with a retry button. */
export function QueryState({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  if (!error) return <PageSpinner inline />;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-red-500" />
      <p className="text-sm text-ink-muted">{getErrorText(error, fallback)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
