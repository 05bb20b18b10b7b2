import Close from '@mui/icons-material/Close';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { RecordContextProvider, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useShowMessage } from '../common/MessageDialog';
import { messageOf } from '../lib/http';
import { AssignPartnerButton } from '../orders/AssignPartnerButton';
import { detailsPath } from '../orders/detailsPath';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { downloadDaySheet } from './dispatchApi';
import type { DispatchFilters } from './dispatchSearch';
import { formatLongDay, movesOfDay, orderFactsOf, orderRecordOf, partnersOnDay } from './dayFacts';
import type { DispatchRange, IsoDay } from './types';

interface Props {
  day: IsoDay | null;
  answer: DispatchRange | undefined;
  filters: DispatchFilters;
  onClose: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A day of the calendar beside it: its moves (each opening its order; an open one can be assigned
 * here with the orders' own Assign Partner), each partner's crews that day, and the day's sheet
 * to print. Everything comes from the range already fetched; an assignment refreshes it.
 */
export function DayPanel({ day, answer, filters, onClose }: Props) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={day !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 }, p: { xs: 2, sm: 3 } } } }}
    >
      {day !== null && <DayContent day={day} answer={answer} filters={filters} titleId={titleId} onClose={onClose} />}
    </Drawer>
  );
}

function DayContent({ day, answer, filters, titleId, onClose }: Props & { day: IsoDay; titleId: string }) {
  const moves = answer ? movesOfDay(answer, day) : [];
  const partners = answer ? partnersOnDay(answer.partners, day) : [];
  const needCrew = answer?.days.find((d) => d.day === day)?.needCrew ?? moves.filter((move) => move.status === 'open').length;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 800, flex: 1 }}>
          {formatLongDay(day)}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }} data-testid="day-summary">
          {plural(moves.length, 'move', 'moves')} · {needCrew} need a crew
        </Typography>
        <PrintDaySheetButton day={day} filters={filters} />
      </Box>

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Moves
      </Typography>
      {moves.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No moves on this day.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Moves on ${formatLongDay(day)}`} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {moves.map((move) => (
            <Box component="li" key={move.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={detailsPath(move.id)} sx={{ fontWeight: 700 }}>
                    {move.moveNumber}
                  </Link>
                  <OrderStatusChip status={move.status} />
                </Box>
                <Typography variant="body2">
                  {move.customerName} · {move.area ?? move.pickupCity}
                  {move.dropoffCity && move.dropoffCity !== move.pickupCity ? ` → ${move.dropoffCity}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {move.partnerName ?? 'No partner'}
                </Typography>
              </Box>
              {move.status === 'open' && (
                <RecordContextProvider value={orderRecordOf(move)}>
                  <AssignPartnerButton order={orderFactsOf(move)} size="small" />
                </RecordContextProvider>
              )}
            </Box>
          ))}
        </Box>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} id={`${titleId}-crews`}>
        Partners&apos; crews
      </Typography>
      {partners.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No partners here.
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={`${titleId}-crews`}>
          <TableHead>
            <TableRow>
              <TableCell>Partner</TableCell>
              <TableCell>Crews used</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {partners.map((partner) => (
              <TableRow key={partner.id}>
                <TableCell>{partner.companyName}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {partner.crewText}
                    {partner.off && <Chip size="small" label="Day off" />}
                    {!partner.off && partner.full && <Chip size="small" color="warning" variant="outlined" label="Full" />}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** The day's sheet (§5): the day's moves, grouped by partner, as one PDF; the city and partner filters carry over. */
function PrintDaySheetButton({ day, filters }: { day: IsoDay; filters: DispatchFilters }) {
  const notify = useNotify();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => downloadDaySheet(day, filters),
    onSuccess: (name) => notify(`Downloaded ${name}`, { type: 'success' }),
    onError: (error) => void show(messageOf(error)),
  });
  return (
    <Button variant="outlined" startIcon={<Print />} onClick={() => mutate()} disabled={isPending}>
      Print day sheet
    </Button>
  );
}
