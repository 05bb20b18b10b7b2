import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EARLIEST_DAY } from '@moveday/openapi';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { SettlementListFilter, SettlementPeriod } from '../lib/types';
import { DayInput } from '../orders/form/inputs';
import { companyToday } from '../payments/paymentFacts';
import { lastMonthOf, periodOf, periodProblem } from './settlementFacts';

/**
 * The accountant's file: per partner, the statements of the weeks that ended in a period, their
 * jobs, call-out fees and adjustments, total, paid and owed. The period is the filters' From and
 * To; without both, the admin is asked for one (last month offered).
 */
export function DownloadSettlementsCsvButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const [asking, setAsking] = useState(false);
  const download = useMutation({
    mutationFn: (period: SettlementPeriod) => dataProvider.downloadSettlementsCsv(period),
    onSuccess: (fileName) => {
      setAsking(false);
      notify(`${fileName} downloaded`, { type: 'success' });
    },
    onError: (error) => void show(messageOf(error)),
  });
  const filter = filterValues as SettlementListFilter;
  const filtered = periodOf(filter);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownload />}
        disabled={download.isPending}
        onClick={() => (filtered ? download.mutate(filtered) : setAsking(true))}
      >
        Download CSV
      </Button>
      {asking && <PeriodDialog filter={filter} pending={download.isPending} onSubmit={(period) => download.mutate(period)} onClose={() => setAsking(false)} />}
    </>
  );
}

/** The period to export: a From or To set in the filters is kept, else last month. */
function PeriodDialog({
  filter,
  pending,
  onSubmit,
  onClose,
}: {
  filter: SettlementListFilter;
  pending: boolean;
  onSubmit: (period: SettlementPeriod) => void;
  onClose: () => void;
}) {
  const [today] = useState(companyToday);
  const [offered] = useState(() => lastMonthOf(today));
  const [from, setFrom] = useState<number | null>(filter.from ?? offered.from);
  const [to, setTo] = useState<number | null>(filter.to ?? offered.to);
  const problem = periodProblem(from, to);
  return (
    <FormDialog
      title="Download the settlements"
      intro="Per partner, the statements of the weeks that ended in the period: jobs, call-out fees, adjustments, total, paid and owed."
      submitLabel="Download CSV"
      submitDisabled={problem !== undefined}
      pending={pending}
      onSubmit={() => from !== null && to !== null && onSubmit({ from, to })}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1 }}>
        <DayInput label="From" value={from} onChange={setFrom} min={EARLIEST_DAY} max={to ?? today} required />
        <DayInput label="To" value={to} onChange={setTo} min={from ?? EARLIEST_DAY} required error={problem !== undefined} helperText={problem} />
      </Box>
    </FormDialog>
  );
}
