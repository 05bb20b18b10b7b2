import Delete from '@mui/icons-material/Delete';
import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDay, latestDay } from '@moveday/openapi';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import { Section } from '../common/Section';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatDayWithWeekday } from '../lib/format';
import { messageOf } from '../lib/http';
import type { DaysOffAnswer, Partner } from '../lib/types';
import { DayInput } from '../orders/form/inputs';
import { companyToday } from './dispatchForm';
import { setByLabel } from './partnerFacts';

/**
 * Edit Partner's days off (issue 17): the days from today on that the partner cannot work, and who
 * marked each (an admin here, or the partner in its own area). Adding or removing one saves at
 * once; a day on which the partner already has a move is refused with the server's message (the
 * move must be reassigned first).
 */
export function PartnerDaysOff({ partner }: { partner: Partner }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const show = useShowMessage();
  const [day, setDay] = useState<number | null>(null);
  const key = ['partners', partner.id, 'daysoff'];
  const today = companyToday();
  const daysOff = useQuery({ queryKey: key, queryFn: () => dataProvider.fetchDaysOff(partner.id) });
  const shown = (answer: DaysOffAnswer) => queryClient.setQueryData(key, answer);
  const add = useMutation({
    mutationFn: (d: number) => dataProvider.addDayOff(partner.id, d),
    onSuccess: (answer, d) => {
      shown(answer);
      setDay(null);
      notify(`${partner.companyName} is off on ${formatDayWithWeekday(d)}`, { type: 'success' });
    },
    onError: (error) => void show(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: (d: number) => dataProvider.removeDayOff(partner.id, d),
    onSuccess: (answer, d) => {
      shown(answer);
      notify(`${partner.companyName} works on ${formatDayWithWeekday(d)} again`, { type: 'success' });
    },
    onError: (error) => {
      void show(messageOf(error));
      void daysOff.refetch();
    },
  });

  return (
    <Section title="Days off">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Days {partner.companyName} cannot work: no job is assigned to it on them. The partner can mark its own in its area too.
      </Typography>
      {daysOff.isPending ? (
        <LinearProgress aria-label="Loading the days off" />
      ) : daysOff.isError ? (
        <Alert severity="error">{messageOf(daysOff.error)}</Alert>
      ) : daysOff.data.daysOff.length === 0 ? (
        <Typography color="text.secondary">No days off ahead</Typography>
      ) : (
        <Table size="small" aria-label="Days off">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell>Set by</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {daysOff.data.daysOff.map((off) => (
              <TableRow key={off.day}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayWithWeekday(off.day)}</TableCell>
                <TableCell>
                  <Chip size="small" label={setByLabel(off.setBy)} color={off.setBy === 'partner' ? 'info' : 'default'} variant="outlined" />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={`Remove the day off ${formatDay(off.day)}`}>
                    <IconButton aria-label={`Remove the day off ${formatDay(off.day)}`} onClick={() => remove.mutate(off.day)} disabled={remove.isPending}>
                      <Delete />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Add a day off"
        onSubmit={(event) => (event.preventDefault(), day !== null && add.mutate(day))}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
      >
        <DayInput label="Day off" value={day} min={today} max={latestDay(today)} onChange={setDay} />
        <Button type="submit" variant="contained" startIcon={<EventBusy />} disabled={day === null || add.isPending}>
          Add day off
        </Button>
      </Box>
    </Section>
  );
}
