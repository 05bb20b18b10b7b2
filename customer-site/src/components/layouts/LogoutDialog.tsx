import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { endSession } from '@/lib/session';

/** 'Are you sure you want to log out?': confirming clears all state and storage and goes to /login. */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      title="Are you sure you want to log out?"
      confirmLabel="Logout"
      cancelLabel="Cancel"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        endSession('logout');
        navigate('/login', { replace: true });
      }}
    />
  );
}
