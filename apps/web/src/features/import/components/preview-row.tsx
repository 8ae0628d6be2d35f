import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionType } from '@tally/shared/categories';
import type { ImportPreviewRow } from '@tally/shared/schemas/imports';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { RowEdit } from '../preview-selection';

/** Columns of the table from the small breakpoint up; a phone shows each row as a card. */
export const PREVIEW_COLUMNS = 'sm:grid-cols-[1.5rem_6.5rem_minmax(0,1fr)_8.5rem_9rem_11rem]';

export interface RowFormats {
  date: (date: string) => string;
  money: (amount: string, currency: string) => string;
  categoryName: (name: string) => string;
}

export interface CategoryOption {
  id: number;
  name: string;
}

export interface PreviewRowProps {
  row: ImportPreviewRow;
  /** The user's change of type or category, if any (stable between renders, so unchanged rows skip them). */
  edit: RowEdit | undefined;
  isTicked: boolean;
  /** Active categories per type, already in display names. */
  options: Readonly<Record<TransactionType, readonly CategoryOption[]>>;
  formats: RowFormats;
  onTick: (index: number, isTicked: boolean) => void;
  onType: (row: ImportPreviewRow, type: TransactionType) => void;
  onCategory: (row: ImportPreviewRow, categoryId: number) => void;
}

/** One statement row: tick, date, description (the original line as its tooltip), amount, type, category. */
export const PreviewRow = memo(function PreviewRow({ row, edit, isTicked, options, formats, onTick, onType, onCategory }: PreviewRowProps) {
  const { t } = useTranslation('import');
  const current = edit ?? { type: row.type, categoryId: row.categoryId };
  const isImported = row.duplicate === 'imported';
  const isIncome = current.type === 'income';
  const date = formats.date(row.date);
  const description = row.description || row.rawInput;
  const choices = options[current.type];
  // The engine's category may be one the user has since deactivated: it stays choosable for this row.
  const hasCurrent = choices.some((choice) => choice.id === current.categoryId);
  const controlClasses = 'h-9 rounded-lg border border-line bg-surface text-sm text-ink disabled:cursor-not-allowed disabled:opacity-60';

  return (
    <li
      data-testid="import-row"
      data-duplicate={row.duplicate ?? undefined}
      className={cn(
        'grid grid-cols-[1.5rem_minmax(0,1fr)_auto] gap-x-3 gap-y-2 rounded-xl border border-line p-3 sm:items-center sm:rounded-none sm:border-0 sm:px-2 sm:py-2.5',
        PREVIEW_COLUMNS,
        isImported && 'bg-canvas text-ink-subtle',
        !isTicked && !isImported && 'bg-canvas/60',
      )}
    >
      <input
        type="checkbox"
        checked={isTicked}
        disabled={isImported}
        onChange={(event) => onTick(row.index, event.target.checked)}
        aria-label={t('preview.include', { description, date })}
        className="row-span-2 mt-0.5 size-4 cursor-pointer accent-brand-600 disabled:cursor-not-allowed sm:row-span-1 sm:mt-0"
      />
      <time dateTime={row.date} className="col-start-2 row-start-2 text-xs whitespace-nowrap text-ink-subtle sm:col-start-auto sm:row-start-auto sm:text-sm sm:text-ink-muted">
        {date}
      </time>
      <div className="col-start-2 row-start-1 min-w-0 sm:col-start-auto sm:row-start-auto">
        <p title={row.rawInput} className={cn('truncate text-sm font-medium', isImported ? 'text-ink-subtle' : 'text-ink')}>
          {description}
        </p>
        {isImported && (
          <Badge variant="neutral" className="mt-1">
            {t('preview.imported')}
          </Badge>
        )}
        {row.duplicate === 'similar' && row.duplicateOf && (
          <p className="mt-1 text-xs text-amber-800">
            {t('preview.looksLike', {
              description: row.duplicateOf.description,
              date: formats.date(row.duplicateOf.date),
              amount: formats.money(row.duplicateOf.amount, row.duplicateOf.currency),
            })}
          </p>
        )}
      </div>
      <p
        data-testid="import-row-amount"
        className={cn(
          'col-start-3 row-start-1 text-right text-sm font-semibold whitespace-nowrap tabular-nums sm:col-start-auto sm:row-start-auto',
          isImported ? 'text-ink-subtle' : isIncome ? 'text-brand-700' : 'text-red-700',
        )}
      >
        {isIncome ? '+' : '−'}
        {formats.money(row.amount, row.currency)}
      </p>
      {/* On a phone the type and the category share the card's last line; in the table, a cell each. */}
      <div className="col-span-3 flex gap-2 sm:contents">
        <div role="group" aria-label={t('preview.typeOf', { description })} className="flex shrink-0 rounded-lg border border-line p-0.5">
          {(['expense', 'income'] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={current.type === type}
              disabled={isImported}
              onClick={() => onType(row, type)}
              className={cn(
                'h-8 cursor-pointer rounded-md px-2 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                current.type === type ? (type === 'income' ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800') : 'text-ink-muted hover:bg-slate-100',
              )}
            >
              {t(`preview.${type}`)}
            </button>
          ))}
        </div>
        <select
          aria-label={t('preview.categoryOf', { description })}
          value={String(current.categoryId)}
          disabled={isImported}
          onChange={(event) => onCategory(row, Number(event.target.value))}
          className={cn(controlClasses, 'min-w-0 flex-1 cursor-pointer px-2 sm:w-full')}
        >
          {!hasCurrent && <option value={String(current.categoryId)}>{formats.categoryName(row.categoryName)}</option>}
          {choices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
});
