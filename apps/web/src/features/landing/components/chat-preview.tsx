import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo';

/** A still picture of a conversation (the live demo comes with the full landing). */
export function ChatPreview() {
  const { t } = useTranslation('landing');
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/60 via-accent-500/10 to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-pop">
        <div className="flex items-center gap-3 border-b border-line px-5 py-4">
          <BrandMark className="size-9" />
          <div>
            <p className="text-sm font-semibold text-ink">{t('preview.assistantName')}</p>
            <p className="flex items-center gap-1.5 text-xs text-ink-subtle">
              <span className="size-2 rounded-full bg-brand-500" />
              {t('preview.status')}
            </p>
          </div>
        </div>
        <div className="space-y-3 bg-canvas/60 px-5 py-5 text-sm">
          <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white">{t('preview.user1')}</p>
          <div className="w-fit max-w-[85%] rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3 text-ink shadow-xs">
            <p className="flex items-center gap-1.5 font-medium">
              <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />
              {t('preview.reply1')}
            </p>
            <ul className="mt-2 space-y-1 text-ink-muted">
              <li className="flex justify-between gap-6">
                <span>{t('preview.item1')}</span>
                <span className="font-medium text-ink tabular-nums">{t('preview.amount1')}</span>
              </li>
              <li className="flex justify-between gap-6">
                <span>{t('preview.item2')}</span>
                <span className="font-medium text-ink tabular-nums">{t('preview.amount2')}</span>
              </li>
            </ul>
          </div>
          <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white">{t('preview.user2')}</p>
          <p className="w-fit max-w-[85%] rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-2.5 text-ink shadow-xs">{t('preview.reply2')}</p>
        </div>
      </div>
      <figcaption className="sr-only">{t('preview.caption')}</figcaption>
    </figure>
  );
}
