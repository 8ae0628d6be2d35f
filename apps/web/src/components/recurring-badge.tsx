import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { Badge } from './ui/badge';

/** "Recurring" beside a transaction a recurring rule recorded (issue 17); nothing for the others. */
export function RecurringBadge({ transaction }: { transaction: Pick<Transaction, 'recurringRuleId'> }) {
  const { t } = useTranslation('transactions');
  if (transaction.recurringRuleId === null) return null;
  return (
    <Badge variant="info" data-testid="recurring-badge" title={t('recurringBadge.title')} className="shrink-0 gap-1 px-1.5 py-0 text-[11px]">
      <Repeat aria-hidden="true" className="size-3" />
      {t('recurringBadge.label')}
    </Badge>
  );
}
