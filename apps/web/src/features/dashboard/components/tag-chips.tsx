import { useTranslation } from 'react-i18next';
import type { Display } from '../hooks/use-display';

/** Spec section 9: tags per row. */
export const TAGS_PER_ROW = 3;

/** Up to three tags, then "+N" for the rest (their names in its tooltip and for screen readers). */
export function TagChips({ tags, tagName }: { tags: readonly string[]; tagName: Display['tagName'] }) {
  const { t } = useTranslation('dashboard');
  if (tags.length === 0) return null;
  const shown = tags.slice(0, TAGS_PER_ROW);
  const rest = tags.slice(TAGS_PER_ROW);
  const restLabel = t('transaction.moreTagsLabel', { count: rest.length, tags: rest.map((tag) => `#${tagName(tag)}`).join(', ') });
  return (
    <ul aria-label={t('transaction.tagsLabel')} className="mt-1.5 flex flex-wrap gap-1">
      {shown.map((tag) => (
        <li key={tag} className="max-w-36 truncate rounded-md bg-sky-50 px-1.5 py-0.5 text-xs font-medium text-sky-800">
          #{tagName(tag)}
        </li>
      ))}
      {rest.length > 0 && (
        <li title={restLabel} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          <span aria-hidden="true">{t('transaction.moreTags', { count: rest.length })}</span>
          <span className="sr-only">{restLabel}</span>
        </li>
      )}
    </ul>
  );
}
