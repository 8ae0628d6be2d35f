import { useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ErrorNote } from './error-note';

/** What the file picker offers; the server reads the content, not the name. */
export const STATEMENT_ACCEPT = '.ofx,.qfx,.qif,.xml,.csv,.txt';

/** The first file of a drop, if the drag carried files. */
export function droppedFile(event: DragEvent): File | undefined {
  return event.dataTransfer.files[0];
}

export function isFileDrag(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Choose or drop a statement; while it uploads, the file's name and a spinner. */
export function FileStep({ uploadingName, error, onFile }: { uploadingName: string | null; error: string | null; onFile: (file: File) => void }) {
  const { t } = useTranslation('import');
  const [isOver, setIsOver] = useState(false);

  if (uploadingName !== null) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-ink-muted">
        <Spinner size="lg" decorative className="text-brand-600" />
        <span className="max-w-full truncate">{t('file.reading', { fileName: uploadingName })}</span>
      </div>
    );
  }

  return (
    <div className="space-y-3 pb-1">
      <div
        data-testid="import-dropzone"
        onDragOver={(event) => {
          if (!isFileDrag(event)) return;
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          // Handled here; the dialog around it would take the same drop again.
          event.preventDefault();
          event.stopPropagation();
          setIsOver(false);
          const file = droppedFile(event);
          if (file) onFile(file);
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line bg-canvas px-4 py-8 text-center transition-colors',
          isOver && 'border-brand-500 bg-brand-50',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-brand-700" />
        <p className="text-sm font-medium text-ink">{t('file.drop')}</p>
        <p className="text-xs text-ink-subtle">{t('file.or')}</p>
        <label className={cn(buttonClasses({ variant: 'outline' }), 'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600')}>
          {t('file.choose')}
          <input
            type="file"
            accept={STATEMENT_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after an error.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <p className="text-xs text-ink-subtle">{t('file.formats')}</p>
      </div>
      {error && <ErrorNote>{error}</ErrorNote>}
    </div>
  );
}
