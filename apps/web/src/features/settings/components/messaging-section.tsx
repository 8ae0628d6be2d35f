import { useId } from 'react';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPhoneForDisplay } from '@tally/shared/phone-format';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { cn } from '../../../lib/cn';
import { useMessagingSettingsQuery, useUpdateMessagingMutation } from '../api/messaging-settings';
import { SectionCard } from './section-card';

/** SMS and WhatsApp: whether the user's phone reaches the assistant, and a switch to turn it off. */
export function MessagingSection() {
  const { t } = useTranslation('settings');
  const { toast } = useToast();
  const titleId = useId();
  const switchId = useId();
  const query = useMessagingSettingsQuery();
  const update = useUpdateMessagingMutation();
  const settings = query.data;

  const onToggle = async () => {
    if (!settings) return;
    try {
      await update.mutateAsync({ enabled: !settings.enabled });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('messaging.failed'), description: getErrorText(caught, t('messaging.failed')) });
    }
  };

  return (
    <SectionCard Icon={MessageSquareText} title={t('messaging.title')} description={t('messaging.description')} labelledBy={titleId}>
      {!settings ? (
        query.isError ? (
          <p className="text-sm text-ink-subtle">{t('messaging.loadFailed')}</p>
        ) : (
          <Spinner label={t('messaging.loading')} />
        )
      ) : !settings.available ? (
        <p className="text-sm text-ink-subtle">{t('messaging.unavailable')}</p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-ink-subtle">{t('messaging.number')}</span>
            <span className="font-medium break-all text-ink">{formatPhoneForDisplay(settings.phoneNumber)}</span>
            <Badge variant={settings.enabled && !settings.optedOut ? 'success' : 'neutral'}>
              {settings.optedOut ? t('messaging.stopped') : settings.enabled ? t('messaging.linked') : t('messaging.off')}
            </Badge>
          </div>
          <div className="flex items-start justify-between gap-4 rounded-xl border border-line px-4 py-3">
            <label htmlFor={switchId} className="space-y-0.5">
              <span className="block text-sm font-medium text-ink">{t('messaging.switch')}</span>
              <span className="block text-sm text-ink-subtle">{t('messaging.switchHint')}</span>
            </label>
            <button
              id={switchId}
              type="button"
              role="switch"
              aria-checked={settings.enabled}
              disabled={update.isPending}
              onClick={onToggle}
              className={cn(
                'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
                settings.enabled ? 'bg-brand-600' : 'bg-slate-300',
              )}
            >
              <span
                aria-hidden="true"
                className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', settings.enabled ? 'translate-x-5' : 'translate-x-0.5')}
              />
            </button>
          </div>
          {settings.optedOut && <p className="text-sm text-amber-800">{t('messaging.optedOutHint')}</p>}
        </div>
      )}
    </SectionCard>
  );
}
