import type { DatesSetArg, DayCellContentArg, EventClickArg, EventMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { dayToIso, todayIn } from '@moveday/openapi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { messageOf } from '../lib/http';
import { detailsPath } from '../orders/detailsPath';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { DayPanel } from './DayPanel';
import { fetchDispatch } from './dispatchApi';
import { statusStyles, toEvents, type MoreEventProps } from './dispatchEvents';
import { DispatchFilters } from './DispatchFilters';
import {
  FULLCALENDAR_VIEWS,
  isoDayOf,
  readDispatchSearch,
  visibleDays,
  writeDispatchSearch,
  type CalendarView,
  type DispatchFilters as Filters,
} from './dispatchSearch';
import { DISPATCH_STATUSES, type IsoDay } from './types';

const PLUGINS = [dayGridPlugin];

const TODAY = () => dayToIso(todayIn('America/Denver'));

/** Moves a month cell shows before its "+N more". */
const MONTH_MOVES_PER_DAY = 3;

interface Shown {
  view: CalendarView;
  /** The first day of the month or week shown (the address's `date`). */
  date: IsoDay;
  from: IsoDay;
  to: IsoDay;
  title: string;
}

/**
 * The dispatch calendar (issue 17): the moves of the days shown as a month board or a week, coloured
 * by status, each day with the count of moves still needing a crew. One call per visible range,
 * with the filters (city, partner, statuses), all kept in the address. A move opens its order; a
 * day (its number, or "+N more") opens the day's panel.
 *
 * FullCalendar's React package draws the grid (MUI's date pickers have no month board of events).
 * It runs in UTC with all-day events, so no browser time zone shifts a move's day; its API is only
 * called from clicks, never from an effect (which React 18+ turns into a flushSync error).
 */
export default function DispatchCalendar() {
  usePageTitle('Dispatch');
  const theme = useTheme();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const place = useMemo(() => readDispatchSearch(search), [search]);
  const calendar = useRef<FullCalendar>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [openDay, setOpenDay] = useState<IsoDay | null>(null);

  const range = shown && { from: shown.from, to: shown.to };
  const dispatch = useQuery({
    queryKey: ['dispatch', range, place.filters],
    queryFn: ({ signal }) => fetchDispatch(range!, place.filters, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  const answer = dispatch.data;

  // The view and its first day go into the address once FullCalendar has settled on them (a reload opens the same).
  useEffect(() => {
    if (shown && (shown.view !== place.view || shown.date !== place.date)) {
      setSearch(writeDispatchSearch({ ...place, view: shown.view, date: shown.date }), { replace: true });
    }
  }, [shown, place, setSearch]);

  const setFilters = (filters: Filters) => setSearch(writeDispatchSearch({ ...place, filters }));

  const view = shown?.view ?? place.view;
  const events = useMemo(() => toEvents(answer?.moves ?? [], view === 'month' ? MONTH_MOVES_PER_DAY : Infinity), [answer, view]);
  const days = useMemo(() => new Map((answer?.days ?? []).map((day) => [day.day, day])), [answer]);

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    setShown({
      view: arg.view.type === FULLCALENDAR_VIEWS.week ? 'week' : 'month',
      date: isoDayOf(arg.view.currentStart),
      ...visibleDays(arg.start, arg.end),
      title: arg.view.title,
    });
  }, []);

  const onEventClick = useCallback(
    (info: EventClickArg) => {
      // FullCalendar would follow the link with a full page load: the console's router goes there instead.
      info.jsEvent.preventDefault();
      const { moreOf } = info.event.extendedProps as Partial<MoreEventProps>;
      if (moreOf) {
        setOpenDay(moreOf);
        return;
      }
      const { jsEvent } = info;
      if (info.event.url && (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey)) window.open(info.event.url, '_blank', 'noopener');
      else navigate(detailsPath(info.event.id));
    },
    [navigate],
  );

  const onEventMount = useCallback((info: EventMountArg) => {
    if ((info.event.extendedProps as Partial<MoreEventProps>).moreOf) info.el.setAttribute('role', 'button');
    else info.el.title = info.event.title;
  }, []);

  const onDayClick = useCallback((date: Date) => setOpenDay(isoDayOf(date)), []);

  const dayCell = useCallback(
    (arg: DayCellContentArg) => {
      const day = days.get(isoDayOf(arg.date));
      const need = day?.needCrew ?? 0;
      return (
        <>
          {need > 0 ? (
            <span className="dispatch-need-crew" title={`${need} ${need === 1 ? 'move needs' : 'moves need'} a crew`}>
              {need}
              <span className="dispatch-hidden"> need a crew</span>
            </span>
          ) : (
            <span />
          )}
          {/* A week's columns are headed by their dates: its cells say how many moves instead. */}
          <span>{arg.view.type === FULLCALENDAR_VIEWS.week ? (day ? `${day.moves} ${day.moves === 1 ? 'move' : 'moves'}` : '') : arg.dayNumberText}</span>
        </>
      );
    },
    [days],
  );

  const api = () => calendar.current?.getApi();
  const looks = useMemo(() => statusStyles(theme.palette), [theme.palette]);

  return (
    <Box>
      <PageHeader title="Dispatch" />
      <DispatchFilters filters={place.filters} onChange={setFilters} />

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2, mb: 1 }}>
        <IconButton aria-label="Previous" onClick={() => api()?.prev()}>
          <ChevronLeft />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => api()?.today()}>
          Today
        </Button>
        <IconButton aria-label="Next" onClick={() => api()?.next()}>
          <ChevronRight />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 160 }} aria-live="polite">
          {shown?.title ?? ''}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label="Calendar view"
          onChange={(_, next: CalendarView | null) => next && api()?.changeView(FULLCALENDAR_VIEWS[next])}
        >
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }} aria-label="Legend" role="group">
        {DISPATCH_STATUSES.map((status) => (
          <OrderStatusChip key={status} status={status} />
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, ml: 1 }}>
          <Box component="span" className="dispatch-need-crew" sx={needCrewSx(theme)}>
            n
          </Box>
          moves still needing a crew
        </Typography>
      </Box>

      {dispatch.isError && (
        <Alert severity="error" action={<Button onClick={() => void dispatch.refetch()}>Retry</Button>} sx={{ mb: 1 }}>
          {messageOf(dispatch.error)}
        </Alert>
      )}

      <Paper
        component="section"
        aria-label="Dispatch calendar"
        aria-busy={dispatch.isFetching}
        data-range={answer ? `${answer.from}/${answer.to}` : undefined}
        sx={{
          position: 'relative',
          p: { xs: 0.5, sm: 1 },
          '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.06),
          '--fc-border-color': theme.palette.divider,
          '& .fc': { fontSize: '0.875rem' },
          '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: 'inherit', textDecoration: 'none' },
          // The day's top row is its link: the badge on the left, the number on the right.
          '& .fc .fc-daygrid-day-top': { display: 'flex' },
          '& .fc .fc-daygrid-day-number': {
            flex: 1,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            cursor: 'pointer',
            borderRadius: 1,
          },
          '& .fc .fc-daygrid-day-number:hover, & .fc .fc-col-header-cell-cushion:hover': { textDecoration: 'underline' },
          '& .dispatch-need-crew': needCrewSx(theme),
          '& .dispatch-hidden': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
          // A move's whole title (number, customer, city) on up to two lines; the rest in its tooltip.
          '& .fc-daygrid-event': { cursor: 'pointer', px: 0.25, whiteSpace: 'normal' },
          '& .fc-daygrid-block-event .fc-event-title': {
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
          },
          '& .fc .dispatch-more': {
            '--fc-event-bg-color': 'transparent',
            '--fc-event-border-color': 'transparent',
            '--fc-event-text-color': theme.palette.primary.main,
            fontWeight: 700,
          },
          '& .fc .dispatch-more:hover': { textDecoration: 'underline' },
          ...looks,
        }}
      >
        {dispatch.isFetching && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <FullCalendar
          ref={calendar}
          plugins={PLUGINS}
          timeZone="UTC"
          // Today as the office's wall calendar says (the browser's UTC day may already be tomorrow).
          now={TODAY}
          initialView={FULLCALENDAR_VIEWS[place.view]}
          initialDate={place.date ?? undefined}
          // Weeks run Monday to Sunday, as a partner's load counts them.
          firstDay={1}
          headerToolbar={false}
          height="auto"
          events={events}
          eventOrder="rank"
          eventOrderStrict
          eventInteractive
          eventClick={onEventClick}
          eventDidMount={onEventMount}
          navLinks
          navLinkDayClick={onDayClick}
          navLinkHint="Open $0"
          dayCellContent={dayCell}
          datesSet={onDatesSet}
        />
      </Paper>

      <DayPanel day={openDay} answer={answer} filters={place.filters} onClose={() => setOpenDay(null)} />
    </Box>
  );
}

function needCrewSx(theme: Theme) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    px: 0.75,
    borderRadius: 10,
    fontSize: '0.75rem',
    fontWeight: 700,
    bgcolor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  } as const;
}
