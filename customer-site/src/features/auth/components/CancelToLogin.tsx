import { useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useT } from '@/lib/i18n';

/** The password screens' Cancel: 'Are you sure you want to cancel?', and yes goes back to /login. */
export function CancelToLogin() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const t = useT();
  return (
    <>
      <Button variant="outlined" size="large" fullWidth onClick={() => setAsking(true)}>
        {t('accountCancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('accountCancelTitle')}
        confirmLabel={t('accountCancelYes')}
        cancelLabel={t('accountCancelNo')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          navigate('/login');
        }}
      />
    </>
  );
}
