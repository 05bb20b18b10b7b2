import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable, List, Pagination, SearchInput, useExpanded, useListContext, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { formatMoment } from '../lib/format';
import type { MailRow } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { MailBody } from './MailBody';
import { MAIL_TABS, refreshWhileQueued, shownError, tabOf } from './mailFacts';
import { MailStateChip } from './MailStateChip';
import { ResendMailButton } from './ResendMailButton';
import { OutgoingHoldBanner } from '../outgoinghold';

function StateTabs() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Tabs
      value={tabOf(filterValues.state)}
      onChange={(_, next: string) => {
        const { state: _old, ...rest } = filterValues;
        setFilters(next === 'all' ? rest : { ...rest, state: next }, undefined, false);
      }}
      aria-label="Mails by state"
      variant="scrollable"
      scrollButtons={false}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {MAIL_TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}

/** The subject opens the mail's body, as a click on the row does; a button, so a keyboard reaches it too. */
function SubjectToggle() {
  const mail = useRecordContext<MailRow>();
  const [expanded, toggle] = useExpanded('mails', mail?.id ?? '');
  if (!mail) return null;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      color="inherit"
      aria-expanded={expanded}
      aria-controls={`mails-${mail.id}-expand`}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      sx={{ textAlign: 'left', font: 'inherit', fontWeight: 600 }}
    >
      {mail.subject}
    </Link>
  );
}

/** An address that wraps, when it must, after its @ rather than anywhere. */
function Address({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

const Column = DataTable.Col<MailRow>;
const NumberColumn = DataTable.NumberCol<MailRow>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Address, subject or move number" sx={{ width: 320 }} />];

const nowrap = { whiteSpace: 'nowrap' } as const;
const none = (
  <Typography component="span" variant="body2" color="text.disabled">
    -
  </Typography>
);

/**
 * Every mail MoveDay has queued (booking confirmations, status mails, enquiries, reset links),
 * newest first: to whom, about which order, and how its sending went. A row opens the mail's
 * body; a failed one can be sent again. While a mail on the page is queued, the page keeps itself current.
 */
export default function MailList() {
  usePageTitle('Mail');
  return (
    <Box>
      <PageHeader title="Mail" />
      <OutgoingHoldBanner />
      <List
        resource="mails"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Mail"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        queryOptions={{ refetchInterval: (query) => refreshWhileQueued(query.state.data?.data) }}
      >
        <StateTabs />
        <DataTable<MailRow>
          bulkActionButtons={false}
          rowClick="expand"
          expand={<MailBody />}
          size="medium"
          sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No mails here.</Box>}
        >
          <Column source="createdAt" label="Queued" render={(r) => formatMoment(r.createdAt)} sx={nowrap} />
          <Column source="to" label="To" sx={{ overflowWrap: 'break-word' }} render={(r) => <Address address={r.to} />} />
          <Column source="subject" label="Subject" sx={{ minWidth: 200 }}>
            <SubjectToggle />
          </Column>
          <Column
            source="orderNumber"
            label="Order"
            sx={nowrap}
            render={(r) =>
              r.orderId && r.moveID ? (
                <Link component={RouterLink} to={detailsPath(r.orderId)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 700 }}>
                  {r.moveID}
                </Link>
              ) : (
                none
              )
            }
          />
          <Column
            source="state"
            label="State"
            render={(r) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <MailStateChip state={r.state} />
                <ResendMailButton mail={r} />
              </Box>
            )}
          />
          <NumberColumn source="attempts" label="Attempts" />
          <Column
            source="lastError"
            label="Last error"
            disableSort
            render={(r) =>
              shownError(r) ? (
                <Box
                  title={shownError(r)}
                  sx={{
                    maxWidth: 260,
                    color: 'error.main',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {shownError(r)}
                </Box>
              ) : (
                none
              )
            }
          />
          <Column source="sentAt" label="Sent" disableSort render={(r) => (r.sentAt === null ? none : formatMoment(r.sentAt))} sx={nowrap} />
        </DataTable>
      </List>
    </Box>
  );
}
