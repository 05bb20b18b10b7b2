import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, formatDay } from '@moveday/openapi';
import type { ReactNode } from 'react';
import { Loading, useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { Section } from '../common/Section';
import { usePageTitle } from '../common/usePageTitle';
import { formatMoment } from '../lib/format';
import { messageOf } from '../lib/http';
import type { AdminStatementDetail, EarningLine } from '../lib/types';
import { EarningLineCells } from '../partners/EarningLineCells';
import { signedCents } from '../partners/partnerEarnings';
import { DownloadStatementButton } from './DownloadStatementButton';
import { MarkPaidButton } from './MarkPaidButton';
import { PayWithStripeButton } from './PayWithStripeButton';
import { StatementStateChip } from './StatementStateChip';
import { owedOnIssueCents, payoutMethodLabel, refreshWhileSending, weekText } from './settlementFacts';

/**
 * The full statement is cached apart from the list's rows: react-admin seeds its getOne cache from
 * a list's rows, and a row has no lines.
 */
const DETAIL = { view: 'detail' } as const;

/** Terms and values, two columns. */
function Facts({ rows, testId }: { rows: readonly (readonly [string, ReactNode])[]; testId: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
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

function Lines({ statement }: { statement: AdminStatementDetail }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Statement lines">
        <TableHead>
          <TableRow>
            <TableCell>Earned</TableCell>
            <TableCell>Order</TableCell>
            <TableCell>What</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.lines.map((line: EarningLine) => (
            <TableRow key={line.id} data-testid="statement-line">
              <EarningLineCells line={line} />
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {signedCents(line.amountCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
              This statement
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
              {formatCents(statement.totalCents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** How it was paid, or that it is not yet; a failed Stripe transfer's reason stands out. */
function Payment({ statement }: { statement: AdminStatementDetail }) {
  const rows: [string, ReactNode][] = [['State', <StatementStateChip state={statement.state} />]];
  if (statement.paidOn !== null) {
    rows.push(['Paid on', formatDay(statement.paidOn)]);
    if (statement.paidMethod) rows.push(['Method', payoutMethodLabel(statement.paidMethod)]);
    rows.push(['Reference', statement.paidReference ?? '-']);
    if (statement.paidBy) rows.push(['Recorded by', statement.paidBy]);
  }
  return (
    <>
      {statement.transferError && statement.state === 'unpaid' && (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="transfer-error">
          The last Stripe transfer failed: {statement.transferError}
        </Alert>
      )}
      {statement.state === 'sending' && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          A Stripe transfer is on its way: the statement shows Paid once Stripe confirms it.
        </Alert>
      )}
      <Facts rows={rows} testId="statement-payment" />
      {statement.state === 'unpaid' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Not paid yet.{' '}
          {statement.canPayWithStripe
            ? 'The partner has a Stripe account: Pay with Stripe sends it.'
            : 'The partner has no Stripe account: pay it by hand, then mark it paid.'}
        </Typography>
      )}
    </>
  );
}

/**
 * A partner's statement (/settlements/<id>/show): who and which week, every line it pays, the
 * money (this statement, what earlier ones still owed when it was issued, owed in all), its payment,
 * the PDF and CSV the partner was sent, Mark paid and Pay with Stripe. Current by itself while a
 * Stripe transfer awaits Stripe's word.
 */
export default function SettlementShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const {
    data: statement,
    isPending,
    error,
  } = useGetOne<AdminStatementDetail>(
    'settlements',
    { id, meta: DETAIL },
    { refetchInterval: (query) => refreshWhileSending(query.state.data ? [query.state.data] : undefined) },
  );
  usePageTitle(statement ? `Statement ${statement.number}` : 'Statement');
  const back = () => navigate('/settlements');
  if (isPending) return <Loading />;
  if (error || !statement) {
    return (
      <Box>
        <PageHeader title="Statement" onBack={back} backLabel="Back to settlements" />
        <Alert severity="error">{messageOf(error)}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            Statement {statement.number}
            <StatementStateChip state={statement.state} />
          </Box>
        }
        onBack={back}
        backLabel="Back to settlements"
      >
        <DownloadStatementButton statement={statement} format="pdf" />
        <DownloadStatementButton statement={statement} format="csv" />
        <PayWithStripeButton statement={statement} />
        <MarkPaidButton statement={statement} />
      </PageHeader>
      <Section title="Statement">
        <Facts
          testId="statement-facts"
          rows={[
            [
              'Partner',
              <Link component={RouterLink} to={`/editpartner?id=${encodeURIComponent(statement.partnerId)}`} sx={{ fontWeight: 600 }}>
                {statement.partnerName}
              </Link>,
            ],
            ['Week', weekText(statement)],
            ['Issued', formatMoment(statement.issuedAt)],
          ]}
        />
      </Section>
      <Section title="What this statement pays">
        <Lines statement={statement} />
      </Section>
      <Section title="Money">
        <Facts
          testId="statement-money"
          rows={[
            ['This statement', formatCents(statement.totalCents)],
            ['Still unpaid from earlier statements', formatCents(statement.earlierOpenCents)],
            ['Owed in all on issue', formatCents(owedOnIssueCents(statement))],
          ]}
        />
      </Section>
      <Section title="Payment">
        <Payment statement={statement} />
      </Section>
    </Box>
  );
}
