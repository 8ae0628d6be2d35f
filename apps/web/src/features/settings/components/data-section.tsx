import { useId, useState, type FormEvent } from 'react';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorCode, getErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/session-context';
import { useDeleteAccountMutation } from '../api/delete-account';
import { useExportUserDataMutation } from '../api/export-user-data';
import { SectionCard } from './section-card';

/** Decision D6: download everything the product holds about the user; delete the account with it. */
export function DataSection({ userId }: { userId: number }) {
  const { t } = useTranslation(['settings', 'errors']);
  const { toast } = useToast();
  const { signOut } = useSession();
  const [, navigate] = useLocation();
  const exportData = useExportUserDataMutation();
  const deleteAccount = useDeleteAccountMutation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();

  const onDownload = async () => {
    try {
      await exportData.mutateAsync({ userId });
      toast({ variant: 'success', title: t('toasts.exportDone.title'), description: t('toasts.exportDone.description') });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('toasts.exportFailed.title'), description: getErrorText(caught, t('toasts.exportFailed.description')) });
    }
  };

  const setDialogOpen = (open: boolean) => {
    setIsDialogOpen(open);
    if (!open) {
      setPassword('');
      setPasswordError(null);
    }
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setPasswordError(t('errors:passwordRequired'));
      return;
    }
    try {
      await deleteAccount.mutateAsync({ userId, password });
    } catch (caught) {
      const code = getErrorCode(caught);
      if (code === 'passwordWrong' || code === 'rateLimited') {
        setPasswordError(getErrorText(caught, t('toasts.deleteFailed.description')));
      } else {
        toast({ variant: 'destructive', title: t('toasts.deleteFailed.title'), description: getErrorText(caught, t('toasts.deleteFailed.description')) });
      }
      return;
    }
    setIsDialogOpen(false);
    // The server ended the session and cleared its cookie; forget the cached user and go to the landing page.
    await signOut(() => navigate('/', { replace: true }));
    toast({ variant: 'success', title: t('toasts.accountDeleted.title'), description: t('toasts.accountDeleted.description') });
  };

  return (
    <SectionCard Icon={ShieldCheck} title={t('data.title')} description={t('data.description')} labelledBy={titleId}>
      <div className="divide-y divide-line rounded-xl border border-line">
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted sm:max-w-md">{t('data.downloadHint')}</p>
          <Button variant="outline" onClick={onDownload} isLoading={exportData.isPending} className="self-start sm:self-center">
            {!exportData.isPending && <Download aria-hidden="true" className="size-4" />}
            {exportData.isPending ? t('data.downloading') : t('data.download')}
          </Button>
        </div>
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted sm:max-w-md">{t('data.deleteHint')}</p>
          <Button
            variant="outline"
            onClick={() => setDialogOpen(true)}
            className="self-start border-red-200 text-red-700 hover:bg-red-50 sm:self-center"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('data.delete')}
          </Button>
        </div>
      </div>

      <Dialog
        open={isDialogOpen}
        onOpenChange={setDialogOpen}
        title={t('data.dialog.title')}
        description={t('data.dialog.description')}
        widthClassName="max-w-md"
        footer={
          <>
            <Button variant="outline" onClick={() => setDialogOpen(false)}>
              {t('data.dialog.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="destructive" isLoading={deleteAccount.isPending} disabled={password === ''}>
              {deleteAccount.isPending ? t('data.dialog.deleting') : t('data.dialog.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onDelete} noValidate>
          <Field label={t('data.dialog.password')} error={passwordError}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="current-password"
                maxLength={1024}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
                autoFocus
              />
            )}
          </Field>
        </form>
      </Dialog>
    </SectionCard>
  );
}
