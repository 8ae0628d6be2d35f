import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../format';

/** Previous/Next paging (spec section 9: admin tables show 10 rows a page). */
export function Pager({
  page,
  totalPages,
  total,
  label,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  total: number;
  /** What the list holds, for the pager's aria-label. */
  label: string;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('pager.status', { page, pages: totalPages, total: formatCount(total, i18n.language) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
