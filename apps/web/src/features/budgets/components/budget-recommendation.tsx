import { Lightbulb, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BudgetRecommendation as Recommendation } from '@tally/shared/schemas/budgets';
import { cn } from '../../../lib/cn';
import { showCategory } from '../budget-display';
import { useFormats } from '../../../lib/format';

/** The insights' recommendation, worded in the user's language (the server sends only its data). */
export function BudgetRecommendation({ recommendation }: { recommendation: Recommendation }) {
  const { t, i18n } = useTranslation('budgets');
  const { money } = useFormats();
  const isAlarm = recommendation.kind === 'exceeded' || recommendation.kind === 'projected_overspend';
  const text =
    recommendation.kind === 'no_budgets'
      ? t('recommendation.no_budgets')
      : recommendation.kind === 'unbudgeted_category'
        ? t('recommendation.unbudgeted_category', {
            category: showCategory(recommendation.category, i18n.language),
            amount: money(recommendation.spent, recommendation.currency),
          })
        : t(`recommendation.${recommendation.kind}`, {
            category: showCategory(recommendation.category, i18n.language),
            amount: money(recommendation.overBy, recommendation.currency),
          });
  const Icon = isAlarm ? TriangleAlert : Lightbulb;
  return (
    <section
      aria-label={t('recommendation.label')}
      data-kind={recommendation.kind}
      className={cn(
        'flex items-start gap-3 rounded-card border px-4 py-3 text-sm',
        isAlarm ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', isAlarm ? 'text-amber-600' : 'text-brand-600')} />
      <p>{text}</p>
    </section>
  );
}
