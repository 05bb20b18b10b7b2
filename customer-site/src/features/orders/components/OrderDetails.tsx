import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { dollars } from '@/lib/format';
import { getOrderDetail, type OrderDetail } from '../api/getOrderDetail';
import { useOrderOptions } from '../hooks/useOrderOptions';
import { OrderActions } from './OrderActions';
import {
  additionalHelpText,
  addressLines,
  dayText,
  floorsText,
  heavyItemsText,
  moveTypeText,
  obstaclesText,
  packingKitText,
  roomsText,
  serviceTypeText,
  sizeText,
} from './orderText';
import { StatusBadge } from './StatusBadge';
import { DetailCard, lines, type DetailRow } from '@/components/ui/DetailCard';

const ORDERS = '/customer/customerorders';

function detailFromState(state: unknown, id: string): OrderDetail | null {
  const detail = (state as { detail?: OrderDetail } | null)?.detail;
  return detail && detail.moveDatabaseID === id ? detail : null;
}

/**
 * /customer/orderdetails: one order's status and its four cards (customer-side §2 Customer
 * screens), and below them what the customer can do with it online (issue 18).
 */
export function OrderDetails() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('order') ?? '';
  const [detail, setDetail] = useState<OrderDetail | null>(() => detailFromState(location.state, id));
  const [failed, setFailed] = useState<string | null>(null);
  const options = useOrderOptions(id);

  // Opened from the list, the detail comes along; opened from a link or a reload, it is fetched.
  useEffect(() => {
    if (!id || detail) return;
    let live = true;
    dialogs
      .withLoading(() => getOrderDetail(id))
      .then((found) => live && setDetail(found))
      .catch((err: unknown) => {
        if (!live) return;
        setFailed(messageOf(err));
        dialogs.showError(messageOf(err));
      });
    return () => {
      live = false;
    };
  }, [id, detail]);

  if (!id) return <Navigate to={ORDERS} replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', mb: 3 }}>
        <IconButton component={RouterLink} to={ORDERS} aria-label="Back to my orders" sx={{ color: 'primary.main' }}>
          <ArrowBack />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' } }}>
          {detail ? `Order ${detail.moveId}` : 'Order details'}
        </Typography>
        {detail && <StatusBadge status={detail.moveStatus} />}
      </Box>

      {failed && !detail && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="alert">{failed}</Typography>
          <Link component={RouterLink} to={ORDERS} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            Back to my orders
          </Link>
        </Paper>
      )}

      {detail && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 2, md: 3 } }}>
            <DetailCard
              title="Move Details"
              rows={[
                ['Move ID', detail.moveId],
                ['Service Type', serviceTypeText(detail.serviceType)],
                ['Preferred Date Option 1', dayText(detail.moveDatePreferences.preferredDateOpt1)],
                ['Preferred Date Option 2', dayText(detail.moveDatePreferences.preferredDateOpt2)],
                ...(detail.actualMoveDate !== null ? ([['Move Date', dayText(detail.actualMoveDate)]] as DetailRow[]) : []),
                ...(detail.finalMoveAmount !== null
                  ? ([[detail.quote.estimateQuoteFlag ? 'Estimate' : 'Price', dollars(detail.finalMoveAmount)]] as DetailRow[])
                  : []),
              ]}
            />
            <DetailCard
              title="Pick Up Location"
              rows={[
                ['Moving From', moveTypeText(detail.pickupTab1.whereYouMovingFrom)],
                ['Size', sizeText(detail.pickupTab1.pickUpLocationSize)],
                ['Floors', floorsText(detail.pickupTab1.noOfFloors)],
                ['Rooms', roomsText(detail.pickupTab1.pickUpRooms)],
                ['Address', lines(addressLines(detail.pickupTab1.pickUpAddress))],
                ['Movers Will Navigate', obstaclesText(detail.pickupTab2.moversWillNeedToNavigate, detail.pickupTab2.otherDesc)],
                ['Heavy Items', heavyItemsText(detail.pickupTab2.heavyItemsToMove)],
              ]}
            />
            <DetailCard
              title="Services"
              rows={[
                ['Boxes And Supplies', packingKitText(detail.packingSupplies)],
                ...(packingKitText(detail.packingSupplies) !== 'Not Required'
                  ? ([['Delivery Date', dayText(detail.servicesTab.desiredDeliveryDate.preferredDate)]] as DetailRow[])
                  : []),
                ['Additional Help', additionalHelpText(detail.additionalHelp)],
              ]}
            />
            <DetailCard
              title="Drop Location"
              rows={[
                ['Moving To', moveTypeText(detail.dropLocationTab.moveTo)],
                ['Size', sizeText(detail.dropLocationTab.dropLocationSize)],
                ['Floors', floorsText(detail.dropLocationTab.dropLocationNoOfFloor)],
                ['Address', lines(addressLines(detail.dropLocationTab.dropoffAddress))],
                ['Movers Will Navigate', obstaclesText(detail.dropLocationTab.moversWillNeedToNavigate, detail.dropLocationTab.otherDesc)],
                ['Anything Else', detail.dropLocationTab.anythingElseToKnow?.trim() || 'Nothing'],
              ]}
            />
          </Box>
          <OrderActions
            order={detail}
            options={options.state}
            onChanged={(change) => {
              setDetail(change.order);
              options.set(change.options);
            }}
            onRefused={() => {
              options.reload();
              getOrderDetail(id).then(setDetail, () => undefined);
            }}
          />
        </>
      )}
    </Container>
  );
}
