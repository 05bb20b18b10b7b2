import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { quoteFlow } from '../../hooks/useQuoteFlow';

/** 'Yes, Cancel' drops the whole draft (and withdraws its quote) and goes to How It Works; 'No, continue' stays (customer-side §2). */
export function CancelQuoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title="Are you sure you want to cancel this order?"
      detail="(Entries made so far will be lost)"
      confirmLabel="Yes, Cancel"
      cancelLabel="No, continue"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        quoteFlow.cancel();
        navigate('/howitworks');
      }}
    />
  );
}
