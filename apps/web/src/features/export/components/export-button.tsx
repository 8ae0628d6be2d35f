/**
 * The dashboard's Export button. The dialog (with its calendar) is a separate chunk, fetched when the
 * pointer or focus reaches the button and shown on click, so no page pays for it up front.
 */
import { lazy, Suspense, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';

const loadDialog = () => import('./export-dialog');
const ExportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ExportDialog })));

export function ExportButton({ variant = 'outline', size = 'md', className }: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('export');
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('button')}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ExportDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
