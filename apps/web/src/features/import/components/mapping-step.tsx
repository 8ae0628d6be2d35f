import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DATE_ORDERS, type CsvMapping, type ImportNeedsMapping } from '@tally/shared/schemas/imports';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { AMOUNT_MODES, formFromGuess, mappingFromForm, type MappingForm } from '../mapping-form';
import { ErrorNote } from './error-note';

/** How many sample rows the table shows. */
const SAMPLE_ROWS = 5;

/**
 * A CSV whose layout is not known: the first rows in a small table, and a select per role (date,
 * description, the amount in one of its three shapes, an optional currency), the date order and the
 * decimal separator, prefilled from the server's guess. Submitting asks the server for the preview.
 */
export function MappingStep({
  formId,
  data,
  error,
  onSubmit,
  onInvalid,
}: {
  formId: string;
  data: ImportNeedsMapping;
  error: string | null;
  onSubmit: (mapping: CsvMapping) => void;
  /** A required column is not chosen. */
  onInvalid: () => void;
}) {
  const { t } = useTranslation(['import', 'errors']);
  const [form, setForm] = useState<MappingForm>(() => formFromGuess(data.guess));
  const set = <K extends keyof MappingForm>(key: K, value: MappingForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const columnName = (name: string, index: number) => name.trim() || t('mapping.column', { number: index + 1 });
  const sample = data.sample.slice(0, SAMPLE_ROWS);

  const columnSelect = (key: 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'kind' | 'currency', isOptional = false) => (
    <Field label={t(`mapping.fields.${key}`)} labelAside={isOptional ? t('mapping.optional') : undefined}>
      {(control) => (
        <Select {...control} value={form[key]} onChange={(event) => set(key, event.target.value)}>
          <option value="">{isOptional ? t('mapping.none') : t('mapping.chooseColumn')}</option>
          {data.columns.map((name, index) => (
            <option key={index} value={String(index)}>
              {columnName(name, index)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <form
      id={formId}
      noValidate
      className="space-y-5 pb-1"
      onSubmit={(event) => {
        event.preventDefault();
        const mapping = mappingFromForm(form);
        if (mapping) onSubmit(mapping);
        else onInvalid();
      }}
    >
      {data.reason === 'ambiguous_dates' && (
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {t('mapping.ambiguousDates')}
        </p>
      )}

      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t('mapping.sample', { fileName: data.fileName })}</caption>
          <thead className="bg-canvas text-ink-muted">
            <tr>
              {data.columns.map((name, index) => (
                <th key={index} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {columnName(name, index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {sample.map((cells, row) => (
              <tr key={row}>
                {data.columns.map((_, index) => (
                  <td key={index} className="max-w-48 truncate px-3 py-2 whitespace-nowrap text-ink" title={cells[index]}>
                    {cells[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {columnSelect('date')}
        {columnSelect('description')}
        <Field label={t('mapping.fields.amountMode')} className="sm:col-span-2">
          {(control) => (
            <Select {...control} value={form.amountMode} onChange={(event) => set('amountMode', event.target.value as MappingForm['amountMode'])}>
              {AMOUNT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`mapping.amountModes.${mode}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {form.amountMode === 'debitCredit' ? (
          <>
            {columnSelect('debit')}
            {columnSelect('credit')}
          </>
        ) : (
          <>
            {columnSelect('amount')}
            {form.amountMode === 'typeColumn' ? columnSelect('kind') : columnSelect('currency', true)}
          </>
        )}
        {form.amountMode !== 'signed' && columnSelect('currency', true)}
        <Field label={t('mapping.fields.dateOrder')}>
          {(control) => (
            <Select {...control} value={form.dateOrder} onChange={(event) => set('dateOrder', event.target.value as MappingForm['dateOrder'])}>
              {DATE_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`mapping.dateOrders.${order}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('mapping.fields.decimalSeparator')}>
          {(control) => (
            <Select {...control} value={form.decimalSeparator} onChange={(event) => set('decimalSeparator', event.target.value === ',' ? ',' : '.')}>
              <option value=",">{t('mapping.decimalSeparators.comma')}</option>
              <option value=".">{t('mapping.decimalSeparators.point')}</option>
            </Select>
          )}
        </Field>
      </div>

      {error && <ErrorNote>{error}</ErrorNote>}
    </form>
  );
}
