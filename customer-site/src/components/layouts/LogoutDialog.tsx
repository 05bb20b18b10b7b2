import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useT } from '@/lib/i18n';
import { endSession } from '@/lib/session';
import { useSiteNavigation } from '@/lib/site-navigation';

/** 'Are you sure you want to log out?': confirming clears all state and storage and goes to /login. */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { navigate } = useSiteNavigation();
  const t = useT();
  return (
    <ConfirmDialog
      open
      title={t('logoutQuestion')}
      confirmLabel={t('navLogout')}
      cancelLabel={t('dialogCancel')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        endSession('logout');
        navigate('/login', { replace: true });
      }}
    />
  );
}
