import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEBHOOK_HEADERS } from '@moveday/openapi';
import { Loading, useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { Section } from '../common/Section';
import { usePageTitle } from '../common/usePageTitle';
import { IntegrationsNav } from '../integrations/IntegrationsNav';
import { formatMoment } from '../lib/format';
import { messageOf } from '../lib/http';
import type { WebhookAttempt, WebhookDeliveryDetail } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { eventLabel } from '../webhooks/webhookFacts';
import { DeliveryStateChip } from './DeliveryStateChip';
import { durationText, prettyBody, refreshWhileSending, statusText } from './deliveryFacts';
import { ResendDeliveryButton } from './ResendDeliveryButton';

/**
 * The full delivery is cached apart from the log's rows: react-admin seeds its getOne cache from a
 * list's rows, and a row has no body or attempts.
 */
const DETAIL = { view: 'detail' } as const;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

function Facts({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['Event', `${eventLabel(delivery.eventType)} (${delivery.eventType})`],
    [
      `Event id (${WEBHOOK_HEADERS.eventId})`,
      <Box component="code" sx={mono}>
        {delivery.eventId}
      </Box>,
    ],
    [
      `Delivery id (${WEBHOOK_HEADERS.deliveryId})`,
      <Box component="code" sx={mono}>
        {delivery.id}
      </Box>,
    ],
    [
      'Endpoint',
      <Link component={RouterLink} to={`/webhooks/${encodeURIComponent(delivery.endpointId)}`} sx={{ overflowWrap: 'anywhere' }}>
        {delivery.endpointUrl}
      </Link>,
    ],
    [
      'Order',
      delivery.orderId && delivery.moveID ? (
        <Link component={RouterLink} to={detailsPath(delivery.orderId)} sx={{ fontWeight: 700 }}>
          {delivery.moveID}
        </Link>
      ) : (
        '-'
      ),
    ],
    ['Made', formatMoment(delivery.createdAt)],
    ['Delivered', delivery.deliveredAt === null ? '-' : formatMoment(delivery.deliveredAt)],
    ['Attempts', String(delivery.attempts)],
    ['Last status code', statusText(delivery.lastStatus)],
  ];
  if (delivery.lastError) rows.push(['Last error', <Box sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>{delivery.lastError}</Box>]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0 },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Attempts({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  if (attempts.length === 0) return <Typography color="text.secondary">None yet: it is waiting its turn.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Attempts">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell align="right">Status code</TableCell>
            <TableCell align="right">Duration</TableCell>
            <TableCell>Error</TableCell>
            <TableCell>Response (start)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {attempts.map((attempt, index) => (
            <TableRow key={`${attempt.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(attempt.at)}</TableCell>
              <TableCell align="right">{statusText(attempt.statusCode)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {durationText(attempt.durationMs)}
              </TableCell>
              <TableCell sx={{ color: attempt.error ? 'error.main' : undefined, overflowWrap: 'anywhere', minWidth: 160 }}>{attempt.error ?? '-'}</TableCell>
              <TableCell>
                {attempt.responseBody ? (
                  <Box
                    component="pre"
                    title={attempt.responseBody}
                    sx={{ ...mono, m: 0, maxWidth: 360, maxHeight: 96, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {attempt.responseBody}
                  </Box>
                ) : (
                  '-'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * A delivery (/webhookdeliveries/<id>/show): what it is about, the body exactly as sent (shown
 * indented), every attempt with the receiver's status code, and Send again. Current by itself
 * while it is on its way.
 */
export default function DeliveryShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const {
    data: delivery,
    isPending,
    error,
  } = useGetOne<WebhookDeliveryDetail>(
    'webhookdeliveries',
    { id, meta: DETAIL },
    { refetchInterval: (query) => refreshWhileSending(query.state.data ? [query.state.data] : undefined) },
  );
  usePageTitle(delivery ? `Delivery of ${delivery.eventType}` : 'Webhook delivery');
  const back = () => navigate('/webhookdeliveries');
  if (isPending) {
    return (
      <Box>
        <IntegrationsNav />
        <Loading />
      </Box>
    );
  }
  if (error || !delivery) {
    return (
      <Box>
        <IntegrationsNav />
        <PageHeader title="Webhook delivery" onBack={back} backLabel="Back to the delivery log" />
        <Alert severity="error">{messageOf(error)}</Alert>
      </Box>
    );
  }
  return (
    <Box>
      <IntegrationsNav />
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            Delivery of {delivery.eventType}
            <DeliveryStateChip state={delivery.state} />
          </Box>
        }
        onBack={back}
        backLabel="Back to the delivery log"
      >
        <ResendDeliveryButton delivery={delivery} />
      </PageHeader>
      <Box sx={{ maxWidth: 1000 }}>
        <Section title="Delivery">
          <Facts delivery={delivery} />
        </Section>
        <Section title="Attempts">
          <Attempts attempts={delivery.attemptLog} />
        </Section>
        <Section title="Body">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Shown indented; it was sent in one line, byte for byte what the signature covers.
          </Typography>
          <Box
            component="pre"
            data-testid="delivery-body"
            sx={{
              ...mono,
              m: 0,
              p: 2,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              maxHeight: 560,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {prettyBody(delivery.body)}
          </Box>
        </Section>
      </Box>
    </Box>
  );
}
