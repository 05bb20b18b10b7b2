import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useBooks, useFormats, useT } from '@/lib/i18n';
import { getOrderDetail } from '../api/getOrderDetail';
import type { OrderSummary } from '../api/getOrders';
import { useOrders } from '../hooks/useOrders';
import { ContactDialog } from './ContactDialog';
import { DepositPrompts } from './DepositPrompts';
import { StatusBadge } from './StatusBadge';

export const orderDetailsPath = (moveDatabaseID: string) => `/customer/orderdetails?order=${encodeURIComponent(moveDatabaseID)}`;

/**
 * /customer/customerorders: the customer's orders, a table on wide screens and a list on phones;
 * above them, the deposit to pay of each booked move that has one due online (where a booking lands).
 */
export function OrdersList() {
  useBooks('orders');
  const t = useT();
  const { day } = useFormats();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const state = useOrders();
  const [contactOpen, setContactOpen] = useState(false);

  /** A row opens its order: the detail is fetched first, then shown (customer-side §7). */
  async function open(order: OrderSummary) {
    try {
      const detail = await dialogs.withLoading(() => getOrderDetail(order.moveDatabaseID));
      navigate(orderDetailsPath(order.moveDatabaseID), { state: { detail } });
    } catch (err) {
      dialogs.showError(messageOf(err));
    }
  }

  const orders = state.status === 'ready' ? state.orders : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('ordersHeading')}
          </Typography>
          <Typography color="text.secondary">{t('ordersIntro')}</Typography>
        </div>
        <Button variant="outlined" startIcon={<SupportAgent />} onClick={() => setContactOpen(true)}>
          {t('ordersContactButton')}
        </Button>
      </Box>

      {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}

      {state.status === 'ready' && <DepositPrompts orders={state.orders} />}

      {state.status === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="alert">{state.message}</Typography>
          <Button variant="outlined" onClick={state.retry} sx={{ mt: 2 }}>
            {t('ordersTryAgain')}
          </Button>
        </Paper>
      )}

      {state.status === 'ready' && orders.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
            {t('ordersEmptyHeading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('ordersEmptyText')}
          </Typography>
          <Button component={RouterLink} to="/getaquote" variant="contained" color="secondary" size="large">
            {t('ordersGetQuote')}
          </Button>
        </Paper>
      )}

      {orders.length > 0 && wide && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('ordersTableLabel')}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.50' } }}>
                <TableCell>{t('ordersColumnNumber')}</TableCell>
                <TableCell>{t('ordersColumnDate')}</TableCell>
                <TableCell>{t('ordersColumnFrom')}</TableCell>
                <TableCell>{t('ordersColumnTo')}</TableCell>
                <TableCell>{t('ordersColumnStatus')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow
                  key={order.moveDatabaseID}
                  hover
                  data-testid="order-row"
                  onClick={() => void open(order)}
                  sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                >
                  <TableCell>
                    <Button
                      variant="text"
                      onClick={(event) => {
                        event.stopPropagation();
                        void open(order);
                      }}
                      aria-label={t('ordersOpenOrderLabel', { moveId: order.moveID })}
                      sx={{ p: 0, minWidth: 0, fontWeight: 700, fontSize: '1rem' }}
                    >
                      {order.moveID}
                    </Button>
                  </TableCell>
                  <TableCell>{day(order.moveDate)}</TableCell>
                  <TableCell>{order.fromLocation}</TableCell>
                  <TableCell>{order.toLocation}</TableCell>
                  <TableCell>
                    <StatusBadge status={order.moveStatus} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {orders.length > 0 && !wide && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('ordersTableLabel')}>
            {orders.map((order, index) => (
              <ListItem key={order.moveDatabaseID} disablePadding divider={index < orders.length - 1}>
                <ListItemButton data-testid="order-row" onClick={() => void open(order)} sx={{ py: 2, gap: 1.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{order.moveID}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {day(order.moveDate)}
                    </Typography>
                  </Box>
                  <StatusBadge status={order.moveStatus} size="small" />
                  <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}

      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </Container>
  );
}
