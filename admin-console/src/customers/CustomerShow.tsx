import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDay } from '@moveday/openapi';
import { Loading, useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { Section } from '../common/Section';
import { usePageTitle } from '../common/usePageTitle';
import { formatMoment, formatMoney } from '../lib/format';
import { messageOf } from '../lib/http';
import type { AdminCustomerDetail } from '../lib/types';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { detailsPath } from '../orders/detailsPath';
import { CloseCustomerButton } from './CloseCustomerButton';
import { CustomerStateChip } from './CustomerStateChip';
import { DownloadCustomerDataButton } from './DownloadCustomerDataButton';
import { LANGUAGE_LABELS, closedText, customerName } from './customerFacts';

/** The account's details, term and value. */
function Details({ customer }: { customer: AdminCustomerDetail }) {
  const rows: [string, string][] = [
    ['Email', customer.email],
    ['Phone', customer.phone || '-'],
    ['Language', LANGUAGE_LABELS[customer.language]],
    ['Signed up', formatMoment(customer.createdAt)],
    ['State', closedText(customer) ?? 'Open'],
  ];
  return (
    <Section title="Details">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-field={term}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** The customer's orders, newest first, each move number leading to its page. */
function Orders({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <Section title={`Orders (${customer.orders.length.toLocaleString('en-US')})`}>
      {customer.orders.length === 0 ? (
        <Typography color="text.secondary">No orders.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="The customer's orders">
            <TableHead>
              <TableRow>
                <TableCell>Move ID</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Move date</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {customer.orders.map((order) => (
                <TableRow key={order.id} data-testid="customer-order">
                  <TableCell>
                    <Link component={RouterLink} to={detailsPath(order.id)} sx={{ fontWeight: 700 }}>
                      {order.moveID}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell>{formatDay(order.moveDate)}</TableCell>
                  <TableCell align="right">{order.amount === null ? '-' : formatMoney(order.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  );
}

/**
 * A customer's page (/customers/<id>/show): the account's details (closed on and by whom, once
 * closed), its orders linking to their pages, Download data and Close account.
 */
export default function CustomerShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: customer, isPending, error } = useGetOne<AdminCustomerDetail>('customers', { id });
  usePageTitle(customer ? customerName(customer) : 'Customer');
  const back = () => navigate('/customers');
  if (isPending) return <Loading />;
  if (error || !customer) {
    return (
      <Box>
        <PageHeader title="Customer" onBack={back} backLabel="Back to customers" />
        <Alert severity="error">{messageOf(error)}</Alert>
      </Box>
    );
  }
  // The list's row stands in while the page's own record comes (react-admin's placeholder): it has no orders yet.
  const loaded = Array.isArray((customer as Partial<AdminCustomerDetail>).orders);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
            {customerName(customer)}
            <CustomerStateChip customer={customer} />
          </Box>
        }
        onBack={back}
        backLabel="Back to customers"
      >
        <DownloadCustomerDataButton customer={customer} />
        {loaded && <CloseCustomerButton customer={customer} />}
      </PageHeader>
      {customer.closedAt !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {closedText(customer)}. Its personal details are placeholders now; its orders stay for the books.
        </Alert>
      )}
      <Details customer={customer} />
      {loaded ? <Orders customer={customer} /> : <Loading />}
    </Box>
  );
}
