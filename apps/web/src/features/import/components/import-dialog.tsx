/**
 * Statement import (issue 17): choose or drop a file -> the server's preview (after a column-mapping
 * step for a CSV it does not know) -> tick, correct, confirm. Nothing is written before the confirm;
 * closing the dialog discards the preview on the server. Opened from the dashboard's Import button and
 * from the chat (a dropped or attached file arrives as `initialFile` and is uploaded at once).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type CsvMapping, type ImportNeedsMapping, type ImportPreview, type ImportUploadResponse } from '@tally/shared/schemas/imports';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { getErrorText } from '../../../lib/error-text';
import { useApplyMappingMutation } from '../api/apply-mapping';
import { useConfirmImportMutation } from '../api/confirm-import';
import { useDiscardImportMutation } from '../api/discard-import';
import { useUploadStatementMutation } from '../api/upload-statement';
import { buildConfirmBody, initialSelection, type PreviewSelection } from '../preview-selection';
import { FileStep, droppedFile, isFileDrag } from './file-step';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A file chosen before the dialog opened (dropped on the chat, attached in the composer). */
  initialFile?: File | null;
}

type Step =
  | { kind: 'file'; error: string | null }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'mapping'; data: ImportNeedsMapping; error: string | null }
  | { kind: 'preview'; data: ImportPreview; error: string | null };

const FIRST_STEP: Step = { kind: 'file', error: null };

function isNeedsMapping(answer: ImportUploadResponse): answer is ImportNeedsMapping {
  return 'needsMapping' in answer && answer.needsMapping;
}

/** 410: the preview is gone on the server (expired); only a new upload helps. */
const isExpired = (error: unknown) => error instanceof ApiError && (error.status === 410 || error.code === 'importPreviewExpired');

export function ImportDialog({ open, onOpenChange, initialFile = null }: ImportDialogProps) {
  const { t } = useTranslation(['import', 'errors']);
  const { toast } = useToast();
  const formId = useId();
  const upload = useUploadStatementMutation();
  const applyMapping = useApplyMappingMutation();
  const confirm = useConfirmImportMutation();
  const discard = useDiscardImportMutation();
  const [step, setStep] = useState<Step>(FIRST_STEP);
  const [selection, setSelection] = useState<PreviewSelection>(() => initialSelection([]));
  // Bumped when the dialog closes or another file is chosen: a late answer to an older upload is
  // discarded on the server instead of shown.
  const attempt = useRef(0);

  const previewId = step.kind === 'mapping' || step.kind === 'preview' ? step.data.id : null;
  const failedText = (error: unknown) => getErrorText(error, t('failed'));

  const discardQuietly = (id: string) => discard.mutate(id, { onError: () => {} });

  const show = (answer: ImportUploadResponse) => {
    if (isNeedsMapping(answer)) {
      setStep({ kind: 'mapping', data: answer, error: null });
    } else {
      setSelection(initialSelection(answer.rows));
      setStep({ kind: 'preview', data: answer, error: null });
    }
  };

  const chooseFile = (file: File) => {
    if (previewId) discardQuietly(previewId);
    const current = ++attempt.current;
    // The server refuses it too; refusing here saves sending 10 MB for nothing.
    if (file.size > IMPORT_MAX_BYTES) {
      setStep({ kind: 'file', error: t('errors:importTooLarge') });
      return;
    }
    setStep({ kind: 'uploading', fileName: file.name });
    upload.mutate(file, {
      onSuccess: (answer) => {
        if (current === attempt.current) show(answer);
        else discardQuietly(answer.id);
      },
      onError: (error) => {
        if (current === attempt.current) setStep({ kind: 'file', error: failedText(error) });
      },
    });
  };

  const close = () => {
    attempt.current++;
    if (previewId) discardQuietly(previewId);
    setStep(FIRST_STEP);
    onOpenChange(false);
  };

  // A file handed in by the page: uploaded as the dialog opens (once per file).
  const handedIn = useRef<File | null>(null);
  useEffect(() => {
    if (!open || !initialFile || handedIn.current === initialFile) return;
    handedIn.current = initialFile;
    chooseFile(initialFile);
    // Only a new file or a new opening runs this (chooseFile itself is new on every render).
  }, [open, initialFile]);

  const submitMapping = (id: string, mapping: CsvMapping) => {
    applyMapping.mutate(
      { id, mapping },
      {
        onSuccess: show,
        onError: (error) => {
          if (isExpired(error)) setStep({ kind: 'file', error: failedText(error) });
          else setStep((current) => (current.kind === 'mapping' ? { ...current, error: failedText(error) } : current));
        },
      },
    );
  };

  const submitPreview = (preview: ImportPreview) => {
    if (selection.ticked.size === 0) {
      setStep({ kind: 'preview', data: preview, error: t('errors:importNothingSelected') });
      return;
    }
    confirm.mutate(
      { id: preview.id, body: buildConfirmBody(preview.rows, selection) },
      {
        onSuccess: (result) => {
          toast({ title: t('toast.title'), description: t('toast.imported', { count: result.imported, already: result.alreadyImported }), variant: 'success' });
          setStep(FIRST_STEP);
          onOpenChange(false);
        },
        onError: (error) => {
          if (isExpired(error)) setStep({ kind: 'file', error: failedText(error) });
          else setStep((current) => (current.kind === 'preview' ? { ...current, error: getErrorText(error, t('toast.failed')) } : current));
        },
      },
    );
  };

  const cancelButton = (
    <Button variant="outline" onClick={close}>
      {t('cancel')}
    </Button>
  );

  const view = (() => {
    switch (step.kind) {
      case 'file':
      case 'uploading':
        return {
          title: t('title'),
          description: t('description'),
          width: 'max-w-lg',
          body: <FileStep uploadingName={step.kind === 'uploading' ? step.fileName : null} error={step.kind === 'file' ? step.error : null} onFile={chooseFile} />,
          footer: cancelButton,
        };
      case 'mapping':
        return {
          title: t('mapping.title'),
          description: t('mapping.description', { fileName: step.data.fileName }),
          width: 'max-w-3xl',
          body: (
            <MappingStep
              key={step.data.id}
              formId={formId}
              data={step.data}
              error={step.error}
              onSubmit={(mapping) => submitMapping(step.data.id, mapping)}
              onInvalid={() => setStep({ ...step, error: t('errors:importMappingInvalid') })}
            />
          ),
          footer: (
            <>
              {cancelButton}
              <Button type="submit" form={formId} isLoading={applyMapping.isPending}>
                {t('mapping.submit')}
              </Button>
            </>
          ),
        };
      case 'preview':
        return {
          title: t('preview.title'),
          description: t('preview.description'),
          width: 'max-w-5xl',
          body: (
            <PreviewStep
              key={step.data.id}
              formId={formId}
              preview={step.data}
              selection={selection}
              onSelectionChange={setSelection}
              error={step.error}
              onSubmit={() => submitPreview(step.data)}
            />
          ),
          footer: (
            <>
              {cancelButton}
              <Button type="submit" form={formId} isLoading={confirm.isPending} disabled={selection.ticked.size === 0}>
                {t('preview.confirm', { count: selection.ticked.size })}
              </Button>
            </>
          ),
        };
    }
  })();

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={view.title} description={view.description} widthClassName={view.width} footer={view.footer}>
      {/* A file dropped anywhere on the dialog's body, before a preview is on screen, is the statement. */}
      <div
        onDragOver={(event) => {
          if (step.kind === 'file' && isFileDrag(event)) event.preventDefault();
        }}
        onDrop={(event) => {
          if (step.kind !== 'file') return;
          event.preventDefault();
          const file = droppedFile(event);
          if (file) chooseFile(file);
        }}
      >
        {view.body}
      </div>
    </Dialog>
  );
}
