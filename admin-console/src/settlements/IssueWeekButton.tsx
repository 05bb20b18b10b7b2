import EventRepeat from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import { EARLIEST_DAY, Messages } from '@moveday/openapi';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { messageOf } from '../lib/http';
import { DayInput } from '../orders/form/inputs';
import { companyToday } from '../payments/paymentFacts';
import { issuedText, lastEndedSunday, weekHasEnded, weekOf, weekText } from './settlementFacts';

/**
 * Issue a week: the statements of a week that has ended, for a Monday the server missed (the
 * Monday job issues last week's by itself). Run twice, a week issues each statement once: the
 * notification says how many were issued now.
 */
export function IssueWeekButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventRepeat />} onClick={() => setOpen(true)}>
        Issue a week
      </Button>
      {open && <IssueWeekDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function IssueWeekDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const [today] = useState(companyToday);
  const latest = lastEndedSunday(today);
  const [day, setDay] = useState<number | null>(weekOf(latest).weekStart);
  const [serverProblem, setServerProblem] = useState<string>();
  const issue = useMutation({
    mutationFn: (weekOfDay: number) => dataProvider.issueStatements(weekOfDay),
    onSuccess: (answer) => {
      notify(issuedText(answer), { type: 'success' });
      onClose();
      refresh();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields?.weekOf) setServerProblem(fields.weekOf);
      else void show(messageOf(error));
    },
  });
  const problem = serverProblem ?? (day === null || !weekHasEnded(day, today) ? Messages.statementWeekInvalid : undefined);
  return (
    <FormDialog
      title="Issue a week's statements"
      intro="Each partner owed something for the week gets its statement, mailed as the Monday job does; a partner that has the week's statement already gets no second one."
      submitLabel="Issue statements"
      submitDisabled={problem !== undefined}
      pending={issue.isPending}
      onSubmit={() => day !== null && issue.mutate(day)}
      onClose={onClose}
    >
      <DayInput
        label="A day of the week"
        value={day}
        onChange={(next) => {
          setServerProblem(undefined);
          setDay(next);
        }}
        min={EARLIEST_DAY}
        max={latest}
        required
        error={problem !== undefined}
        helperText={problem ?? (day === null ? undefined : `The week of ${weekText(weekOf(day))}`)}
      />
    </FormDialog>
  );
}
