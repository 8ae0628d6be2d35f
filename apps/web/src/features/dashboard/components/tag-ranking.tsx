import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@tally/shared/schemas/transactions';
import type { Display } from '../hooks/use-display';
import { useMoney } from '../hooks/use-money';

/** Spec section 9: tags ranked. */
export const TAGS_RANKED = 8;

/** The month's tags ranked by expense total, each with how often it was used. */
export function TagRanking({ ranking, currency, display, label }: { ranking: Dashboard['tags']['ranking']; currency: string; display: Display; label: string }) {
  const { t } = useTranslation('dashboard');
  const { money } = useMoney();
  return (
    <ol aria-label={label} className="divide-y divide-line">
      {ranking.slice(0, TAGS_RANKED).map((entry, index) => (
        <li key={entry.tag} data-testid="tag-rank" className="flex items-center gap-3 py-3">
          <span aria-hidden="true" className="w-5 shrink-0 text-right text-xs font-semibold text-ink-subtle tabular-nums">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1 truncate">
            <span className="rounded-md bg-sky-50 px-2 py-1 text-sm font-medium text-sky-800">#{display.tagName(entry.tag)}</span>
          </span>
          <span className="shrink-0 text-xs text-ink-subtle">{t('tagsTab.uses', { count: entry.count })}</span>
          <span className="shrink-0 text-right text-sm font-semibold text-ink tabular-nums sm:w-28">{money(entry.amount, currency)}</span>
        </li>
      ))}
    </ol>
  );
}
