import { useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

/** The password screens' Cancel: 'Are you sure you want to cancel?', and yes goes back to /login. */
export function CancelToLogin() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outlined" size="large" fullWidth onClick={() => setAsking(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={asking}
        title="Are you sure you want to cancel?"
        confirmLabel="Yes, Cancel"
        cancelLabel="No"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          navigate('/login');
        }}
      />
    </>
  );
}
