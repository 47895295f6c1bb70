// "Sign out?" — loaded when the user menu asks for it (the dialog code stays out of the
// first load).
import { useTranslation } from 'react-i18next';
import '../i18n/namespaces/accountMenu';
import { ConfirmDialog } from '../components/dialog/ConfirmDialog';
import { signOut } from './session';

export default function SignOutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('accountMenu');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signOutTitle')}
      description={t('signOutBody')}
      cancelLabel={t('cancel')}
      confirmLabel={t('signOutConfirm')}
      onConfirm={() => {
        onOpenChange(false);
        signOut();
      }}
    />
  );
}
