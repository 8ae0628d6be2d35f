import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionType } from '@tally/shared/categories';
import type { ImportPreview, ImportPreviewRow } from '@tally/shared/schemas/imports';
import { Button } from '../../../components/ui/button';
import { useCategoriesQuery } from '../../../components/transaction-form/api/get-categories';
import { useTransactionLabels } from '../../../components/transaction-form/use-transaction-labels';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/format';
import { categoryForType, effectiveRow, sumTicked, tickAll, withEdit, withTicked, type PreviewSelection } from '../preview-selection';
import { ErrorNote } from './error-note';
import { PREVIEW_COLUMNS, PreviewRow, type CategoryOption, type RowFormats } from './preview-row';

/** Rows rendered at a time: a 10,000-row statement stays quick; "Show more" adds the next page. */
export const PREVIEW_PAGE = 100;

export interface PreviewStepProps {
  formId: string;
  preview: ImportPreview;
  selection: PreviewSelection;
  onSelectionChange: Dispatch<SetStateAction<PreviewSelection>>;
  error: string | null;
  onSubmit: () => void;
}

/**
 * The preview before anything is written: what the file holds and what is flagged, the totals of
 * the ticked rows per currency, and the rows (a page at a time), each tickable and correctable.
 */
export function PreviewStep({ formId, preview, selection, onSelectionChange, error, onSubmit }: PreviewStepProps) {
  const { t } = useTranslation('import');
  const formats = useFormats();
  const labels = useTransactionLabels();
  const categories = useCategoriesQuery();
  const [shown, setShown] = useState(PREVIEW_PAGE);
  const { rows, counts } = preview;

  const dateFormat = useMemo(() => new Intl.DateTimeFormat(labels.language, { dateStyle: 'medium', timeZone: 'UTC' }), [labels.language]);
  const rowFormats = useMemo<RowFormats>(
    () => ({ date: (date) => dateFormat.format(new Date(`${date}T00:00:00Z`)), money: formats.money, categoryName: labels.categoryName }),
    [dateFormat, formats.money, labels.categoryName],
  );
  const options = useMemo(() => {
    const byType: Record<TransactionType, CategoryOption[]> = { income: [], expense: [] };
    for (const category of categories.data ?? []) {
      if (category.isActive) byType[category.type].push({ id: category.id, name: labels.categoryName(category.name) });
    }
    return byType;
  }, [categories.data, labels]);

  const onTick = useCallback((index: number, isTicked: boolean) => onSelectionChange((current) => ({ ...current, ticked: withTicked(current.ticked, index, isTicked) })), [onSelectionChange]);
  const onCategory = useCallback(
    (row: ImportPreviewRow, categoryId: number) =>
      onSelectionChange((current) => ({ ...current, edits: withEdit(current.edits, row, { type: effectiveRow(row, current.edits).type, categoryId }) })),
    [onSelectionChange],
  );
  const categoryList = categories.data;
  const onType = useCallback(
    (row: ImportPreviewRow, type: TransactionType) =>
      onSelectionChange((current) => {
        const was = effectiveRow(row, current.edits);
        if (was.type === type) return current;
        // Back to the file's type: back to the engine's category; otherwise one of the new type.
        const categoryId = type === row.type ? row.categoryId : categoryForType(categoryList ?? [], type);
        if (categoryId === undefined) return current;
        return { ...current, edits: withEdit(current.edits, row, { type, categoryId }) };
      }),
    [onSelectionChange, categoryList],
  );

  const totals = useMemo(() => sumTicked(rows, selection), [rows, selection]);
  const tickable = useMemo(() => rows.filter((row) => row.duplicate !== 'imported').length, [rows]);
  const count = (n: number) => formats.number(n, 0);
  const summary = [
    t('preview.rows', { count: counts.rows, formatted: count(counts.rows) }),
    ...(counts.alreadyImported > 0 ? [t('preview.alreadyImported', { formatted: count(counts.alreadyImported) })] : []),
    ...(counts.similar > 0 ? [t('preview.similar', { count: counts.similar, formatted: count(counts.similar) })] : []),
  ].join(' · ');
  const visible = rows.slice(0, shown);
  const remaining = rows.length - visible.length;

  return (
    <form
      id={formId}
      noValidate
      className="space-y-4 pb-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="space-y-1">
        <p data-testid="import-summary" className="text-sm font-medium text-ink">
          {summary}
        </p>
        <div aria-label={t('preview.totalsLabel')} role="group" data-testid="import-totals" className="space-y-0.5 text-sm text-ink-muted tabular-nums">
          {totals.map((total) => (
            // Each figure stays on one line with its sign when the line wraps on a phone.
            <p key={total.currency}>
              {total.currency}: <span className="whitespace-nowrap">{t('preview.totalsIncome', { amount: `+${formats.money(total.income, total.currency)}` })}</span>
              {' · '}
              <span className="whitespace-nowrap">{t('preview.totalsExpenses', { amount: `−${formats.money(total.expenses, total.currency)}` })}</span>
            </p>
          ))}
        </div>
      </div>

      {counts.rows > 0 && counts.alreadyImported === counts.rows && (
        <p role="status" className="rounded-xl border border-line bg-canvas px-4 py-3 text-sm text-ink-muted">
          {t('preview.allImported')}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('preview.selected', { selected: count(selection.ticked.size), total: count(tickable) })}
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => onSelectionChange((current) => ({ ...current, ticked: tickAll(rows) }))}>
            {t('preview.selectAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onSelectionChange((current) => ({ ...current, ticked: new Set() }))}>
            {t('preview.selectNone')}
          </Button>
        </div>
      </div>

      {error && <ErrorNote>{error}</ErrorNote>}

      <div className="sm:rounded-xl sm:border sm:border-line">
        <div aria-hidden="true" className={cn('hidden gap-x-3 border-b border-line bg-canvas px-2 py-2 text-xs font-medium text-ink-subtle sm:grid sm:rounded-t-xl', PREVIEW_COLUMNS)}>
          <span />
          <span>{t('preview.columns.date')}</span>
          <span>{t('preview.columns.description')}</span>
          <span className="text-right">{t('preview.columns.amount')}</span>
          <span>{t('preview.columns.type')}</span>
          <span>{t('preview.columns.category')}</span>
        </div>
        <ul aria-label={t('preview.listLabel', { fileName: preview.fileName })} className="space-y-2 sm:space-y-0 sm:divide-y sm:divide-line">
          {visible.map((row) => (
            <PreviewRow
              key={row.index}
              row={row}
              edit={selection.edits.get(row.index)}
              isTicked={selection.ticked.has(row.index)}
              options={options}
              formats={rowFormats}
              onTick={onTick}
              onType={onType}
              onCategory={onCategory}
            />
          ))}
        </ul>
      </div>
      {remaining > 0 && (
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PREVIEW_PAGE)}>
            {t('preview.showMore', { formatted: count(Math.min(PREVIEW_PAGE, remaining)) })}
          </Button>
        </div>
      )}
    </form>
  );
}
