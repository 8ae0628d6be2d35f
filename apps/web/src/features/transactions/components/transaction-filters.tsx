import { useId, useMemo, useState, type ReactNode } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@tally/shared/schemas/transactions';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Label } from '../../../components/ui/label';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { cn } from '../../../lib/cn';
import { hasFilters, isDateRangeReversed, LIST_PERIODS, NO_FILTERS, type ListFilters } from '../list-query';

/**
 * Search and filters of the transaction list. On a phone the filters fold behind a button (the
 * search stays); from the small breakpoint up they are always shown.
 */
export function TransactionFilters({
  filters,
  onChange,
  categories,
  categoryName,
  language,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  categories: readonly Category[];
  categoryName: (name: string) => string;
  language: string;
}) {
  const { t } = useTranslation('transactions');
  const [isOpen, setIsOpen] = useState(false);
  const searchId = useId();
  const currencies = useMemo(() => getCurrencyOptions(language), [language]);
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => onChange({ ...filters, [key]: value });
  const narrowing = [filters.period !== 'all', filters.type !== '', filters.categoryId !== '', filters.tag.trim() !== '', filters.currency !== ''].filter(Boolean).length;
  const byType = (type: Category['type']) => categories.filter((category) => category.type === type);

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('page.searchLabel')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" />
          <Input
            id={searchId}
            type="search"
            value={filters.search}
            maxLength={100}
            onChange={(event) => set('search', event.target.value)}
            placeholder={t('page.searchPlaceholder')}
            autoComplete="off"
            className="pl-9"
          />
        </div>
        <Button
          variant="outline"
          className="h-11 sm:hidden"
          aria-expanded={isOpen}
          aria-controls={`${searchId}-filters`}
          onClick={() => setIsOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('page.filters.show')}
          {narrowing > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{narrowing}</span>}
        </Button>
      </div>

      <div
        id={`${searchId}-filters`}
        role="group"
        aria-label={t('page.filters.label')}
        className={cn('grid-cols-2 gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-6', isOpen ? 'grid' : 'hidden')}
      >
        <FilterField label={t('page.filters.period')}>
          {(id) => (
            <Select id={id} value={filters.period} onChange={(event) => set('period', event.target.value as ListFilters['period'])}>
              {LIST_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`page.filters.periods.${period}`)}
                </option>
              ))}
            </Select>
          )}
        </FilterField>
        <FilterField label={t('page.filters.type')}>
          {(id) => (
            <Select id={id} value={filters.type} onChange={(event) => onChange({ ...filters, type: event.target.value as ListFilters['type'], categoryId: '' })}>
              <option value="">{t('page.filters.anyType')}</option>
              <option value="expense">{t('page.filters.expense')}</option>
              <option value="income">{t('page.filters.income')}</option>
            </Select>
          )}
        </FilterField>
        <FilterField label={t('page.filters.category')}>
          {(id) => (
            <Select id={id} value={filters.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
              <option value="">{t('page.filters.anyCategory')}</option>
              {(['expense', 'income'] as const)
                .filter((type) => filters.type === '' || filters.type === type)
                .map((type) => (
                  <optgroup key={type} label={type === 'expense' ? t('page.filters.expenseCategories') : t('page.filters.incomeCategories')}>
                    {byType(type).map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {categoryName(category.name)}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </Select>
          )}
        </FilterField>
        <FilterField label={t('page.filters.tag')}>
          {(id) => (
            <Input id={id} value={filters.tag} maxLength={41} onChange={(event) => set('tag', event.target.value)} placeholder={t('page.filters.tagPlaceholder')} autoComplete="off" />
          )}
        </FilterField>
        <FilterField label={t('page.filters.currency')}>
          {(id) => (
            <Select id={id} value={filters.currency} onChange={(event) => set('currency', event.target.value)}>
              <option value="">{t('page.filters.anyCurrency')}</option>
              {currencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} · {option.name}
                </option>
              ))}
            </Select>
          )}
        </FilterField>
        <div className="flex items-end">
          <Button variant="ghost" className="h-11 w-full" onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(filters)}>
            <X aria-hidden="true" className="size-4" />
            {t('page.filters.clear')}
          </Button>
        </div>
        {filters.period === 'custom' && (
          <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-3 lg:col-span-6 lg:max-w-md">
            <FilterField label={t('page.filters.from')}>
              {(id) => <Input id={id} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => set('from', event.target.value)} />}
            </FilterField>
            <FilterField label={t('page.filters.to')}>
              {(id) => <Input id={id} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => set('to', event.target.value)} />}
            </FilterField>
            {isDateRangeReversed(filters) && (
              <p role="alert" className="col-span-2 text-sm text-red-600">
                {t('page.filters.dateOrder')}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}
