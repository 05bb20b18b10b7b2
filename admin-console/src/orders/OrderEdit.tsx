import FileDownload from '@mui/icons-material/FileDownload';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Limits } from '@moveday/openapi';
import { useState, type ReactNode } from 'react';
import { Loading, RecordContextProvider, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useShowMessage } from '../common/MessageDialog';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { MoveDayDataProvider } from '../dataProvider';
import { isOpenStatus } from '../lib/format';
import { messageOf } from '../lib/http';
import type { AdminOrderDetail, SelectedMoveDetails } from '../lib/types';
import { CancelOrderButton } from './CancelOrderButton';
import { CancellationCard } from './details/CancellationCard';
import { ChangeRequestCard } from './details/ChangeRequestCard';
import { CustomerCard } from './details/CustomerCard';
import { DropCard } from './details/DropCard';
import { FinalCostCard } from './details/FinalCostCard';
import { HistoryCard } from './details/HistoryCard';
import { MailsCard } from './details/MailsCard';
import { MoveCard } from './details/MoveCard';
import { PaymentsCard } from './details/PaymentsCard';
import { PickupCard } from './details/PickupCard';
import { RatingCard } from './details/RatingCard';
import { ServicesCard } from './details/ServicesCard';
import { DEFAULT_SELECTION, ShareProvider, type ShareKey } from './details/ShareSelection';
import { useOrderSave } from './details/useOrderSave';
import { DETAIL } from './detailMeta';
import { CSV_DOWNLOADED } from './DownloadCsvButton';
import { QuoteErrorDialog } from './form/QuoteDialogs';
import { orderFacts } from './orderFacts';

/** The order details page at /editorder?id=...; without an order to show it goes back to the list. */
export default function OrderEdit() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate to="/ordersPage" replace />;
  return <OrderDetails id={id} />;
}

function OrderDetails({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: record, isPending, error } = useGetOne<AdminOrderDetail>('orders', { id, meta: DETAIL });
  const [sharing, setSharing] = useState(false);
  usePageTitle(record ? `Order ${record.moveId}` : 'Order');

  if (isPending) return <Loading loadingPrimary="Loading the order" loadingSecondary="" />;
  if (error || !record) {
    return (
      <Box>
        <PageHeader title="Order" onBack={() => navigate('/ordersPage')} backLabel="Back to orders" />
        <Alert severity="error">{messageOf(error)}</Alert>
      </Box>
    );
  }
  return (
    <RecordContextProvider value={record}>
      {sharing ? <DownloadToShare record={record} onBack={() => setSharing(false)} /> : <OrderDetailsView record={record} onShare={() => setSharing(true)} />}
    </RecordContextProvider>
  );
}

interface OrderCardsProps {
  record: AdminOrderDetail;
  editable: boolean;
  save: ReturnType<typeof useOrderSave>['save'];
  /** The order's money, under its final cost; not among what Download To Share exports. */
  payments?: ReactNode;
}

function OrderCards({ record, editable, save, payments }: OrderCardsProps) {
  const props = { record, editable, save };
  return (
    <>
      <FinalCostCard {...props} />
      {payments}
      <CancellationCard record={record} />
      <CustomerCard {...props} />
      <MoveCard {...props} />
      <PickupCard {...props} />
      <ServicesCard {...props} />
      <DropCard {...props} />
    </>
  );
}

/**
 * Order Details (admin-side §2): editable cards for estimate_open, open and partnerassigned orders;
 * a read-only summary (with the cancel reason and date) for completed and cancelled ones. The
 * order's payments (issue 34) come under its final cost, whatever its status. A pending
 * change request comes first (it waits for an answer); an answered one, and the customer's rating,
 * after the order's own cards.
 */
function OrderDetailsView({ record, onShare }: { record: AdminOrderDetail; onShare: () => void }) {
  const navigate = useNavigate();
  const editable = isOpenStatus(record.moveStatus);
  const { save, saving, quoteError, clearQuoteError } = useOrderSave(record);
  const name = `${record.customerDetails.firstName} ${record.customerDetails.lastName}`;
  return (
    <Box>
      <PageHeader title={`Order ${record.moveId}`} onBack={() => navigate('/ordersPage')} backLabel="Back to orders">
        <CancelOrderButton order={orderFacts(record)} />
        <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={onShare}>
          Download
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {name}
        {editable ? '' : ' · read-only'}
      </Typography>
      {saving && (
        <Box role="status" sx={{ mb: 1 }}>
          <LinearProgress aria-label="Getting Quote/Estimate Details" />
        </Box>
      )}
      {record.changeRequest?.state === 'pending' && <ChangeRequestCard record={record} />}
      <OrderCards record={record} editable={editable} save={save} payments={<PaymentsCard record={record} />} />
      {record.changeRequest?.state !== 'pending' && <ChangeRequestCard record={record} />}
      <RatingCard record={record} />
      <HistoryCard record={record} />
      <MailsCard record={record} />
      <QuoteErrorDialog message={quoteError} onEdit={clearQuoteError} />
    </Box>
  );
}

/** Download To Share: the same cards with checkboxes; the chosen groups export as CSV or PDF. */
function DownloadToShare({ record, onBack }: { record: AdminOrderDetail; onBack: () => void }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const [selected, setSelected] = useState<SelectedMoveDetails>(DEFAULT_SELECTION);
  const set = (keys: readonly ShareKey[], value: boolean) => setSelected((current) => ({ ...current, ...Object.fromEntries(keys.map((k) => [k, value])) }));
  const exportAs = useMutation({
    mutationFn: (format: 'csv' | 'pdf') => dataProvider.downloadOrder(format, record.id, selected),
    onSuccess: (_, format) =>
      notify(format === 'csv' ? CSV_DOWNLOADED : 'PDF Downloaded Successfully', {
        type: 'success',
        autoHideDuration: Limits.snackbarMs,
        anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
      }),
    onError: (error) => void show(messageOf(error)),
  });
  const nothing = !Object.values(selected).some(Boolean);
  const noop = () => Promise.resolve();
  return (
    <ShareProvider value={{ selected, set }}>
      <PageHeader title={`Download To Share: ${record.moveId}`} onBack={onBack} backLabel="Back to the order">
        <Button variant="outlined" onClick={() => exportAs.mutate('csv')} disabled={nothing || exportAs.isPending}>
          Export as CSV
        </Button>
        <Button variant="contained" onClick={() => exportAs.mutate('pdf')} disabled={nothing || exportAs.isPending}>
          Export as PDF
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        Tick what goes into the file.
      </Typography>
      <OrderCards record={record} editable={false} save={noop} />
    </ShareProvider>
  );
}
