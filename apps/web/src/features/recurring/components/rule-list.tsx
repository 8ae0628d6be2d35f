import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecurringRule } from '@tally/shared/schemas/recurring';
import { CategoryIcon } from '../../../components/category-icon';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { RecurringWords } from '../use-recurring-words';

export type RuleStatus = 'active' | 'ended' | 'paused';

/** Paused (switched off), ended (past its end date: nothing left to record) or active. */
export function ruleStatus(rule: Pick<RecurringRule, 'isActive' | 'nextDate'>): RuleStatus {
  if (!rule.isActive) return 'paused';
  return rule.nextDate === null ? 'ended' : 'active';
}

const STATUS_BADGE = { active: 'success', ended: 'neutral', paused: 'warning' } as const;

/** Every rule: description, status, category and frequency in words, next date, signed amount, Edit and Delete. */
export function RuleList({
  rules,
  words,
  onEdit,
  onDelete,
}: {
  rules: readonly RecurringRule[];
  words: RecurringWords;
  onEdit: (rule: RecurringRule) => void;
  onDelete: (rule: RecurringRule) => void;
}) {
  const { t } = useTranslation('recurring');
  return (
    <ul aria-label={t('rules.listLabel')} className="divide-y divide-line">
      {rules.map((rule) => {
        const status = ruleStatus(rule);
        return (
          <li key={rule.id} aria-label={rule.description} data-testid="recurring-rule" className="flex items-start gap-3 px-4 py-3.5 sm:px-5">
            <CategoryIcon name={rule.categoryName} type={rule.type} className="hidden sm:flex" />
            <div className="min-w-0 flex-1">
              <div className="flex min-w-0 items-baseline justify-between gap-3">
                <p className="truncate font-medium text-ink">{rule.description}</p>
                <p className={cn('shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums', rule.type === 'income' ? 'text-brand-700' : 'text-ink')}>
                  {words.signedMoney(rule.type, rule.amount, rule.currency)}
                </p>
              </div>
              <p className="mt-0.5 text-sm text-ink-muted">
                <Badge variant={STATUS_BADGE[status]} className="mr-2 align-[1px]">
                  {t(`rules.${status}`)}
                </Badge>
                {words.categoryName(rule.categoryName)}
                {' · '}
                {words.frequencyLabel({ frequency: rule.frequency, dayOfMonth: rule.dayOfMonth, anchorDate: rule.startDate })}
              </p>
              {rule.nextDate && status === 'active' && (
                <p className="mt-0.5 text-xs text-ink-subtle">
                  {t('rules.next', { date: words.formatDate(rule.nextDate) })}
                </p>
              )}
            </div>
            <div className="-my-1 -mr-2 flex shrink-0 items-start">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onEdit(rule)}
                aria-label={t('actions.edit', { description: rule.description })}
                title={t('actions.edit', { description: rule.description })}
                className="size-9"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onDelete(rule)}
                aria-label={t('actions.delete', { description: rule.description })}
                title={t('actions.delete', { description: rule.description })}
                className="size-9 text-red-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
