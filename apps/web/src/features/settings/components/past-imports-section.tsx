import { useId, useMemo } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { useFormats } from '../../../lib/format';
import { usePastImportsQuery } from '../api/get-imports';
import { SectionCard } from './section-card';

/** The statements the user imported: file, when, how many transactions. Imports start on the dashboard or in the chat. */
export function PastImportsSection() {
  const { t, i18n } = useTranslation('settings');
  const titleId = useId();
  const formats = useFormats();
  const query = usePastImportsQuery();
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  const imports = query.data?.imports;

  return (
    <SectionCard Icon={FileUp} title={t('imports.title')} description={t('imports.description')} labelledBy={titleId}>
      {!imports ? (
        query.isError ? (
          <p className="text-sm text-ink-subtle">{t('imports.loadFailed')}</p>
        ) : (
          <Spinner label={t('imports.loading')} />
        )
      ) : imports.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-sm text-ink-subtle">{t('imports.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t('imports.title')}>
          {imports.map((item) => (
            <li key={item.id} data-testid="past-import" className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-ink" title={item.fileName}>
                {item.fileName}
              </span>
              <Badge variant="neutral">{item.format.toUpperCase()}</Badge>
              <time dateTime={item.confirmedAt} className="text-ink-subtle">
                {dateFormat.format(new Date(item.confirmedAt))}
              </time>
              <span className="text-ink-muted tabular-nums">{t('imports.count', { count: item.importedCount, formatted: formats.number(item.importedCount, 0) })}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
