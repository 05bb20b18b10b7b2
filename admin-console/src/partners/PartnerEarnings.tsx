import Tune from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useShowMessage } from '../common/MessageDialog';
import { Section } from '../common/Section';
import type { MoveDayDataProvider } from '../dataProvider';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { messageOf } from '../lib/http';
import type { AdjustmentRequest, Partner, PartnerEarnings as Earnings } from '../lib/types';
import { settlementListPath } from '../settlements/settlementFacts';
import { EarningLineCells } from './EarningLineCells';
import { REASON_MAX, adjustableOrders, adjustmentOf, signedCents } from './partnerEarnings';
import { FormDialog } from '../common/FormDialog';

const earningsKey = (partnerId: string) => ['partners', partnerId, 'earnings'];

/**
 * What the partner earned (issue 35), a line each: every completed job's payout under the terms it
 * was earned under, call-out fees, and adjustments; each links to its order. Adjust adds to or
 * takes from what a job earned, with the reason the partner reads; Statements opens the partner's
 * weekly statements (the Settlements list filtered to it).
 */
export function PartnerEarnings({ partner }: { partner: Partner }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const [adjusting, setAdjusting] = useState(false);
  const earnings = useQuery({ queryKey: earningsKey(partner.id), queryFn: () => dataProvider.fetchPartnerEarnings(partner.id) });
  const orders = earnings.data ? adjustableOrders(earnings.data.lines) : [];
  return (
    <Section
      title="Earnings"
      action={
        <>
          <Link component={RouterLink} to={settlementListPath({ partnerId: partner.id })} variant="body2">
            Statements
          </Link>
          {orders.length > 0 && (
            <Button size="small" startIcon={<Tune fontSize="small" />} onClick={() => setAdjusting(true)}>
              Adjust
            </Button>
          )}
        </>
      }
    >
      {earnings.isPending ? (
        <LinearProgress aria-label="Loading the earnings" />
      ) : earnings.isError ? (
        <Alert severity="error">{messageOf(earnings.error)}</Alert>
      ) : earnings.data.lines.length === 0 ? (
        <Typography color="text.secondary">Nothing earned yet: a job pays once it is completed</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Partner earnings">
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Statement</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {earnings.data.lines.map((line) => (
                <TableRow key={line.id} data-testid="earning-line">
                  <EarningLineCells line={line} />
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {line.statementId ? (
                      <Link component={RouterLink} to={`/settlements/${encodeURIComponent(line.statementId)}/show`}>
                        {line.statementNumber}
                      </Link>
                    ) : (
                      <Typography component="span" variant="body2" color="text.secondary">
                        Next statement
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {signedCents(line.amountCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 700, color: 'text.primary' }}>
                  Total earned
                </TableCell>
                <TableCell align="right" data-testid="earnings-total" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                  {signedCents(earnings.data.totalCents)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
      {adjusting && <AdjustDialog partner={partner} orders={orders} onClose={() => setAdjusting(false)} />}
    </Section>
  );
}

interface AdjustForm {
  orderId: string;
  direction: 'add' | 'deduct';
  amount: string;
  reason: string;
}

function AdjustDialog({ partner, orders, onClose }: { partner: Partner; orders: { orderId: string; moveID: string }[]; onClose: () => void }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const show = useShowMessage();
  const [form, setForm] = useState<AdjustForm>({ orderId: orders[0]?.orderId ?? '', direction: 'add', amount: '', reason: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const adjust = useMutation({
    mutationFn: (body: AdjustmentRequest) => dataProvider.adjustPartnerEarnings(partner.id, body),
    onSuccess: (earnings: Earnings, body) => {
      queryClient.setQueryData(earningsKey(partner.id), earnings);
      notify(`Adjustment of ${signedCents(body.amountCents)} recorded for ${partner.companyName}`, { type: 'success' });
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setProblems(fields);
      else void show(messageOf(error));
    },
  });
  const change = (next: Partial<AdjustForm>, field: string) => {
    setForm((now) => ({ ...now, ...next }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const submit = () => {
    const checked = adjustmentOf(form);
    if (checked.problems) setProblems(checked.problems);
    else adjust.mutate(checked.body);
  };
  return (
    <FormDialog
      title={`Adjust the earnings of ${partner.companyName}`}
      intro="An extra hour or a tip passed on adds; a damage claim deducts. The partner reads the reason."
      submitLabel="Record adjustment"
      pending={adjust.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        label="Job"
        value={form.orderId}
        onChange={(event) => change({ orderId: event.target.value }, 'orderId')}
        error={'orderId' in problems}
        helperText={problems.orderId ?? 'One of the jobs it earned on'}
        fullWidth
        margin="dense"
      >
        {orders.map((order) => (
          <MenuItem key={order.orderId} value={order.orderId}>
            {order.moveID}
          </MenuItem>
        ))}
      </TextField>
      <RadioGroup
        row
        aria-label="Add or deduct"
        value={form.direction}
        onChange={(event) => change({ direction: event.target.value as AdjustForm['direction'] }, 'amountCents')}
      >
        <FormControlLabel value="add" control={<Radio />} label="Add" />
        <FormControlLabel value="deduct" control={<Radio />} label="Deduct" />
      </RadioGroup>
      <TextField
        label="Amount ($)"
        value={form.amount}
        onChange={(event) => change({ amount: event.target.value }, 'amountCents')}
        error={'amountCents' in problems}
        helperText={problems.amountCents ?? 'Dollars and cents, e.g. 25.00'}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
        fullWidth
        required
        margin="dense"
      />
      <TextField
        label="Reason"
        value={form.reason}
        onChange={(event) => change({ reason: event.target.value }, 'reason')}
        error={'reason' in problems}
        helperText={problems.reason ?? `For the partner's statement, at most ${REASON_MAX} characters`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        fullWidth
        required
        multiline
        minRows={2}
        margin="dense"
      />
    </FormDialog>
  );
}
