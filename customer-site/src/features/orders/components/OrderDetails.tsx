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
import { useBooks, useFormats, useT } from '@/lib/i18n';
import { getOrderDetail, type OrderDetail } from '../api/getOrderDetail';
import { useOrderOptions } from '../hooks/useOrderOptions';
import { usePayments } from '../hooks/usePayments';
import { OrderActions } from './OrderActions';
import { PaymentsCard } from './PaymentsCard';
import { paymentReturnOf, withoutPaymentParam } from './paymentFacts';
import { addressLines } from '@moveday/openapi';
import { useOrderText } from './orderText';
import { StatusBadge } from './StatusBadge';
import { DetailCard, lines, type DetailRow } from '@/components/ui/DetailCard';

const ORDERS = '/customer/customerorders';

function detailFromState(state: unknown, id: string): OrderDetail | null {
  const detail = (state as { detail?: OrderDetail } | null)?.detail;
  return detail && detail.moveDatabaseID === id ? detail : null;
}

/**
 * /customer/orderdetails: one order's status and its four cards (customer-side §2 Customer
 * screens), its payments (issue 34), and below them what the customer can do with it online
 * (issue 18). Stripe's page sends the customer back here with `&payment=done` or `&payment=cancelled`.
 */
export function OrderDetails() {
  useBooks('orders', 'afterBooking', 'options');
  const t = useT();
  const { money } = useFormats();
  const text = useOrderText();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('order') ?? '';
  const [detail, setDetail] = useState<OrderDetail | null>(() => detailFromState(location.state, id));
  const [failed, setFailed] = useState<string | null>(null);
  const options = useOrderOptions(id);
  const [came] = useState(() => paymentReturnOf(params.get('payment')));
  const payments = usePayments(id, came);

  // The return from Stripe's page is said once: a reload of the page does not say it again.
  useEffect(() => {
    const address = withoutPaymentParam(window.location.href);
    if (address) window.history.replaceState(window.history.state, '', address);
  }, []);

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
        <IconButton component={RouterLink} to={ORDERS} aria-label={t('orderBackToOrders')} sx={{ color: 'primary.main' }}>
          <ArrowBack />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' } }}>
          {detail ? t('orderPageHeading', { moveId: detail.moveId }) : t('orderPageHeadingLoading')}
        </Typography>
        {detail && <StatusBadge status={detail.moveStatus} />}
      </Box>

      {failed && !detail && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="alert">{failed}</Typography>
          <Link component={RouterLink} to={ORDERS} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            {t('orderBackToOrders')}
          </Link>
        </Paper>
      )}

      {detail && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 2, md: 3 } }}>
            <DetailCard
              title={t('orderCardMove')}
              rows={[
                [t('orderMoveIdLabel'), detail.moveId],
                [t('orderServiceTypeLabel'), text.serviceType(detail.serviceType)],
                [t('orderPreferredDate1Label'), text.day(detail.moveDatePreferences.preferredDateOpt1)],
                [t('orderPreferredDate2Label'), text.day(detail.moveDatePreferences.preferredDateOpt2)],
                ...(detail.actualMoveDate !== null ? ([[t('orderMoveDateLabel'), text.day(detail.actualMoveDate)]] as DetailRow[]) : []),
                ...(detail.finalMoveAmount !== null
                  ? ([[detail.quote.estimateQuoteFlag ? t('orderEstimateLabel') : t('orderPriceLabel'), money(detail.finalMoveAmount)]] as DetailRow[])
                  : []),
              ]}
            />
            <DetailCard
              title={t('orderCardPickup')}
              rows={[
                [t('orderMovingFromLabel'), text.moveType(detail.pickupTab1.whereYouMovingFrom)],
                [t('orderSizeLabel'), text.size(detail.pickupTab1.pickUpLocationSize)],
                [t('orderFloorsLabel'), text.floors(detail.pickupTab1.noOfFloors)],
                [t('orderRoomsLabel'), text.rooms(detail.pickupTab1.pickUpRooms as Record<string, number | undefined>)],
                [t('orderAddressLabel'), lines(addressLines(detail.pickupTab1.pickUpAddress))],
                [t('orderNavigateLabel'), text.obstacles(detail.pickupTab2.moversWillNeedToNavigate, detail.pickupTab2.otherDesc)],
                [t('orderHeavyItemsLabel'), text.heavyItems(detail.pickupTab2.heavyItemsToMove)],
              ]}
            />
            <DetailCard
              title={t('orderCardServices')}
              rows={[
                [t('orderBoxesLabel'), text.packingKit(detail.packingSupplies) ?? text.noKit()],
                ...(text.packingKit(detail.packingSupplies) !== null
                  ? ([[t('orderDeliveryDateLabel'), text.day(detail.servicesTab.desiredDeliveryDate.preferredDate)]] as DetailRow[])
                  : []),
                [t('orderAdditionalHelpLabel'), text.additionalHelp(detail.additionalHelp)],
              ]}
            />
            <DetailCard
              title={t('orderCardDrop')}
              rows={[
                [t('orderMovingToLabel'), text.moveType(detail.dropLocationTab.moveTo)],
                [t('orderSizeLabel'), text.size(detail.dropLocationTab.dropLocationSize)],
                [t('orderFloorsLabel'), text.floors(detail.dropLocationTab.dropLocationNoOfFloor)],
                [t('orderAddressLabel'), lines(addressLines(detail.dropLocationTab.dropoffAddress))],
                [t('orderNavigateLabel'), text.obstacles(detail.dropLocationTab.moversWillNeedToNavigate, detail.dropLocationTab.otherDesc)],
                [t('orderAnythingElseLabel'), detail.dropLocationTab.anythingElseToKnow?.trim() || t('orderNothingElse')],
              ]}
            />
          </Box>
          <PaymentsCard orderId={id} orderStatus={detail.moveStatus} state={payments.state} notice={payments.notice} onReload={payments.reload} />
          <OrderActions
            order={detail}
            options={options.state}
            payments={payments.state.status === 'ready' ? payments.state.payments : null}
            onChanged={(change) => {
              if (change.order.moveStatus === 'cancelled' && detail.moveStatus !== 'cancelled') payments.watchForRefund();
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
