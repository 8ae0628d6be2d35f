/**
 * The export dialog (spec sections 2 and 4): report type, format, currency and an optional custom
 * date range; the file downloads under the server's name. Defaults: CSV, monthly summary, the user's
 * currency, no dates (each report's own period). Success closes the dialog; failure keeps it open.
 */
import { useId, useState, type ReactNode } from 'react';
import { CalendarDays, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dateInTimezone, type IsoDate } from '@tally/shared/dates';
import {
  EXPORT_CURRENCIES,
  EXPORT_DEFAULTS,
  EXPORT_FORMATS,
  REPORT_TYPES,
  type ExportFormat,
  type ReportType,
} from '@tally/shared/export-reports';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { getErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/session-context';
import { useExportReportMutation } from '../api/export-report';
import { formatPickerDate } from '../calendar-dates';
import { Calendar } from './calendar';

type Picker = 'start' | 'end';

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ExportDialog({ open, onOpenChange }: ExportDialogProps) {
  const { t, i18n } = useTranslation(['export', 'common']);
  const { user } = useSession();
  const { toast } = useToast();
  const exportReport = useExportReportMutation();
  const formId = useId();
  const rangeLabelId = useId();
  const userCurrency = user?.preferredCurrency ?? 'USD';
  const today = dateInTimezone(new Date(), user?.timezone ?? 'UTC');

  const [reportType, setReportType] = useState<ReportType>(EXPORT_DEFAULTS.reportType);
  const [format, setFormat] = useState<ExportFormat>(EXPORT_DEFAULTS.format);
  const [currency, setCurrency] = useState(userCurrency);
  const [startDate, setStartDate] = useState<IsoDate | null>(null);
  const [endDate, setEndDate] = useState<IsoDate | null>(null);
  const [picker, setPicker] = useState<Picker | null>(null);

  const currencies = (EXPORT_CURRENCIES as readonly string[]).includes(userCurrency) ? [...EXPORT_CURRENCIES] : [...EXPORT_CURRENCIES, userCurrency];
  const currencyNames = new Map(getCurrencyOptions(i18n.language).map((o) => [o.code as string, o.name]));
  const hasRange = startDate !== null && endDate !== null;

  function submit() {
    if (exportReport.isPending) return;
    exportReport.mutate(
      {
        userId: user?.id,
        format,
        reportType,
        currency,
        // The range goes only when both dates are chosen (spec section 5).
        ...(startDate && endDate ? { dateRange: { startDate, endDate } } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: t('toast.successTitle'), description: t('toast.successDescription'), variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          toast({ title: t('toast.failedTitle'), description: getErrorText(error, t('toast.failedFallback')), variant: 'destructive' });
        },
      },
    );
  }

  function closePicker(which: Picker) {
    setPicker(null);
    document.getElementById(`${formId}-${which}`)?.focus();
  }

  const dateButton = (which: Picker, value: IsoDate | null, label: string, placeholder: string): ReactNode => (
    <div className="min-w-0 flex-1 space-y-1">
      <span id={`${formId}-${which}-label`} className="block text-xs font-medium text-ink-muted">
        {label}
      </span>
      <button
        id={`${formId}-${which}`}
        type="button"
        aria-labelledby={`${formId}-${which}-label ${formId}-${which}-value`}
        aria-expanded={picker === which}
        aria-controls={picker === which ? `${formId}-calendar` : undefined}
        onClick={() => setPicker((current) => (current === which ? null : which))}
        className={cn(
          inputClasses,
          'flex cursor-pointer items-center gap-2 text-left sm:text-sm',
          picker === which && 'border-brand-500 ring-3 ring-brand-500/20',
        )}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
        <span id={`${formId}-${which}-value`} className={cn('truncate', !value && 'text-ink-subtle')}>
          {value ? formatPickerDate(value, i18n.language) : placeholder}
        </span>
      </button>
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      widthClassName="max-w-[425px]"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={exportReport.isPending}>
            {exportReport.isPending ? t('generating') : t('submit', { format: format.toUpperCase() })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('fields.reportType')}>
          {(control) => (
            <Select {...control} value={reportType} onChange={(e) => setReportType(e.target.value as ReportType)}>
              {REPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`reportTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.format')}>
          {(control) => (
            <Select {...control} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
              {EXPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`formats.${f}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.currency')}>
          {(control) => (
            <Select {...control} value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code} – {currencyNames.get(code) ?? code}
                </option>
              ))}
            </Select>
          )}
        </Field>

        {/* min-w-0: a fieldset is otherwise as wide as its content and overflows a phone screen. */}
        <fieldset className="min-w-0 space-y-2" aria-labelledby={rangeLabelId}>
          <div className="flex items-baseline justify-between gap-2">
            <span id={rangeLabelId} className="text-sm font-medium text-ink">
              {t('fields.dateRange')}
            </span>
            <span className="text-xs text-ink-subtle">{t('fields.optional')}</span>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            {dateButton('start', startDate, t('fields.startDate'), t('pickStart'))}
            {dateButton('end', endDate, t('fields.endDate'), t('pickEnd'))}
          </div>
          {picker && (
            <div id={`${formId}-calendar`}>
              <Calendar
                key={picker}
                label={picker === 'start' ? t('fields.startDate') : t('fields.endDate')}
                value={picker === 'start' ? startDate : endDate}
                today={today}
                // A start after the end cannot be picked, nor an end before the start.
                min={picker === 'end' ? (startDate ?? undefined) : undefined}
                max={picker === 'start' ? (endDate ?? undefined) : undefined}
                onSelect={(date) => {
                  if (picker === 'start') setStartDate(date);
                  else setEndDate(date);
                  closePicker(picker);
                }}
                onClose={() => closePicker(picker)}
              />
            </div>
          )}
          {hasRange ? (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2"
              onClick={() => {
                setStartDate(null);
                setEndDate(null);
                setPicker(null);
              }}
            >
              <X aria-hidden="true" className="size-4" />
              {t('clearDates')}
            </Button>
          ) : (
            !picker && <p className="text-xs text-ink-subtle">{t(`defaultRanges.${reportType}`)}</p>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
