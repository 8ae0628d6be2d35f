/**
 * A month calendar, one month at a time (WAI-ARIA date grid): arrow keys move by day and week, Page
 * Up / Page Down by month (with Shift by year), Home / End to the week's ends, Enter or Space
 * chooses, Escape closes. Only the focused day is in the tab order. Days outside [min, max] are
 * disabled.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, type IsoDate } from '@tally/shared/dates';
import { cn } from '../../../lib/cn';
import { firstDayOfWeek, formatLongDate, formatMonthTitle, monthGrid, monthOf, weekdayNames } from '../calendar-dates';

export interface CalendarProps {
  /** Names the grid for assistive technology, e.g. "Start Date". */
  label: string;
  value: IsoDate | null;
  today: IsoDate;
  min?: IsoDate;
  max?: IsoDate;
  onSelect: (date: IsoDate) => void;
  onClose: () => void;
}

const clamp = (date: IsoDate, min?: IsoDate, max?: IsoDate) => (min && date < min ? min : max && date > max ? max : date);

export function Calendar({ label, value, today, min, max, onSelect, onClose }: CalendarProps) {
  const { t, i18n } = useTranslation('export');
  const language = i18n.language;
  const [focused, setFocused] = useState<IsoDate>(() => clamp(value ?? today, min, max));
  const [month, setMonth] = useState<IsoDate>(() => monthOf(clamp(value ?? today, min, max)));
  const gridRef = useRef<HTMLTableElement>(null);
  /** Focus moves into the grid on opening and with the keyboard, not when the month buttons are clicked. */
  const shouldFocus = useRef(true);
  const titleId = useId();
  const hintId = useId();
  const weekStart = firstDayOfWeek(language);
  const weeks = useMemo(() => monthGrid(month, weekStart), [month, weekStart]);
  const weekdays = useMemo(() => weekdayNames(language, weekStart), [language, weekStart]);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  // On a short screen the calendar opens below the fold of the dialog: bring all of it into view.
  useEffect(() => {
    gridRef.current?.closest('[data-calendar]')?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const isDisabled = (date: IsoDate) => Boolean((min && date < min) || (max && date > max));

  function moveTo(date: IsoDate) {
    const next = clamp(date, min, max);
    setFocused(next);
    setMonth(monthOf(next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const weekday = Math.max(0, weeks.flat().indexOf(focused)) % 7;
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      shouldFocus.current = true;
      moveTo(move());
    } else if (event.key === 'Escape') {
      // Close the calendar only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  const showMonth = (offset: number) => {
    const next = addMonths(month, offset);
    setMonth(next);
    setFocused(clamp(addMonths(focused, offset), min, max));
  };

  return (
    <div data-calendar className="rounded-xl border border-line bg-surface p-2.5 shadow-card">
      <div className="mb-1 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(-1)}
          aria-label={t('calendar.previousMonth')}
          className="flex size-8 cursor-pointer items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <h3 id={titleId} aria-live="polite" className="text-sm font-semibold text-ink">
          {formatMonthTitle(month, language)}
        </h3>
        <button
          type="button"
          onClick={() => showMonth(1)}
          aria-label={t('calendar.nextMonth')}
          className="flex size-8 cursor-pointer items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={`${label}, ${formatMonthTitle(month, language)}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col" abbr={day.long} className="pb-1 text-xs font-medium text-ink-subtle">
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isSelected = day === value;
                const isOutside = monthOf(day) !== month;
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-px">
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={isDisabled(day)}
                      aria-label={formatLongDate(day, language)}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                      className={cn(
                        'mx-auto flex size-8 cursor-pointer items-center justify-center rounded-lg tabular-nums transition-colors',
                        'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                        'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
                        isOutside && !isSelected && 'text-ink-subtle',
                        day === today && !isSelected && 'font-semibold text-brand-700 ring-1 ring-brand-200',
                        isSelected && 'bg-brand-700 font-semibold text-white hover:bg-brand-800',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={hintId} className="sr-only">
        {t('calendar.keyboardHint')}
      </p>
    </div>
  );
}
