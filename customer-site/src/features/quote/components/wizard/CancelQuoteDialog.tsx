import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useT } from '@/lib/i18n';
import { quoteFlow } from '../../hooks/useQuoteFlow';

/** 'Yes, Cancel' drops the whole draft (and withdraws its quote) and goes to How It Works; 'No, continue' stays (customer-side §2). */
export function CancelQuoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('wizardCancelTitle')}
      detail={t('wizardCancelDetail')}
      confirmLabel={t('wizardCancelYes')}
      cancelLabel={t('wizardCancelNo')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        quoteFlow.cancel();
        navigate('/howitworks');
      }}
    />
  );
}
