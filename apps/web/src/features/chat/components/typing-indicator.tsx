import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo';

/** The assistant is writing: three dots, and a sentence for screen readers (inside the log, so it is announced). */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <li className="flex gap-2.5" data-testid="typing-indicator">
      <BrandMark className="mt-0.5 size-8 shrink-0" />
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3.5 shadow-xs">
        <span className="sr-only">{t('typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-ink-subtle/60 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
