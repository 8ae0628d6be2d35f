import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tally/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteAdminUserMutation } from '../api/delete-admin-user';
import { useAdminErrorHandler } from '../hooks/use-admin-error-handler';

/** The confirmation the spec asks for: it cannot be undone, and says what goes with the user. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const remove = useDeleteAdminUserMutation();
  const handleAdminError = useAdminErrorHandler();

  const onConfirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast({ variant: 'success', title: t('deleteUser.deleted') });
      onClose();
    } catch (caught) {
      if (handleAdminError(caught)) return;
      toast({ variant: 'destructive', title: t('deleteUser.failed'), description: getErrorText(caught, t('deleteUser.failed')) });
    }
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteUser.title')}
      description={user ? t('deleteUser.description', { name: user.name ?? user.phoneNumber, phone: user.phoneNumber }) : undefined}
      widthClassName="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('deleteUser.cancel')}
          </Button>
          <Button variant="destructive" onClick={() => void onConfirm()} isLoading={remove.isPending}>
            {remove.isPending ? t('deleteUser.deleting') : t('deleteUser.confirm')}
          </Button>
        </>
      }
    />
  );
}
