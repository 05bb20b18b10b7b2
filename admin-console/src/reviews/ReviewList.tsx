import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDay } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, Pagination, SearchInput, useDataProvider, useListContext, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatMoment } from '../lib/format';
import { starsSentence } from '../lib/ratings';
import type { Review } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { CLAMPED_LINES, STAR_CHOICES, isLongComment } from './reviewFacts';

const Column = DataTable.Col<Review>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Comment, move number or name" sx={{ width: 300 }} />];

/**
 * The stars (tabs) and the partner (a plain select over every partner): plain MUI controls, since
 * react-admin's reference inputs would weigh on the console's first load through shared chunks.
 */
function ReviewFilters() {
  const { filterValues, setFilters } = useListContext();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const { data: partners } = useQuery({ queryKey: ['partners', 'all'], queryFn: () => dataProvider.fetchPartners() });
  const set = (key: 'stars' | 'partnerId', value: string | number | undefined) => {
    const { [key]: _old, ...rest } = filterValues;
    setFilters(value === undefined || value === '' ? rest : { ...rest, [key]: value }, undefined, false);
  };
  const stars = typeof filterValues.stars === 'number' ? String(filterValues.stars) : 'all';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={stars}
        onChange={(_, next: string) => set('stars', next === 'all' ? undefined : Number(next))}
        aria-label="Reviews by stars"
        variant="scrollable"
        scrollButtons={false}
        sx={{ flex: '1 1 0', minWidth: 280 }}
      >
        <Tab value="all" label="All" />
        {STAR_CHOICES.map((choice) => (
          <Tab key={choice.id} value={String(choice.id)} label={choice.name} />
        ))}
      </Tabs>
      <TextField
        select
        size="small"
        label="Partner"
        value={typeof filterValues.partnerId === 'string' ? filterValues.partnerId : ''}
        onChange={(event) => set('partnerId', event.target.value)}
        sx={{ flex: 'none', width: 260, my: 1 }}
      >
        <MenuItem value="">Every partner</MenuItem>
        {(partners ?? []).map((partner) => (
          <MenuItem key={partner.partnerID} value={partner.partnerID}>
            {partner.companyName}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

const none = (
  <Typography component="span" variant="body2" color="text.disabled">
    -
  </Typography>
);

/** The comment as the customer wrote it, as text (React escapes it): a long one clamped, whole on hover and below its row. */
function Comment({ review }: { review: Review }) {
  if (!review.comment) return none;
  const long = isLongComment(review.comment);
  return (
    <Box
      title={long ? review.comment : undefined}
      data-testid="review-comment"
      sx={{
        maxWidth: 420,
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
        ...(long ? { display: '-webkit-box', WebkitLineClamp: CLAMPED_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
      }}
    >
      {review.comment}
    </Box>
  );
}

/** A long comment in full, below its row. */
function FullComment() {
  const review = useRecordContext<Review>();
  if (!review?.comment) return null;
  return <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: 900, py: 1 }}>{review.comment}</Box>;
}

/**
 * The ratings customers gave their completed moves (issue 18), newest first: the stars, the
 * comment (text, never markup), the order, the partner that moved them and who rated. A long
 * comment opens in full when its row is clicked.
 */
export default function ReviewList() {
  usePageTitle('Reviews');
  return (
    <Box>
      <PageHeader title="Reviews" />
      <List
        resource="reviews"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Reviews"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <ReviewFilters />
        <DataTable<Review>
          bulkActionButtons={false}
          rowClick="expand"
          expand={<FullComment />}
          isRowExpandable={(review) => isLongComment(review.comment)}
          size="medium"
          sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No reviews here.</Box>}
        >
          <Column source="createdAt" label="Rated" render={(r) => formatMoment(r.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
          <Column
            source="stars"
            label="Stars"
            render={(r) => <Rating value={r.stars} readOnly size="small" getLabelText={starsSentence} data-testid="review-stars" />}
          />
          <Column source="comment" label="Comment" disableSort render={(r) => <Comment review={r} />} />
          <Column
            source="moveID"
            label="Order"
            render={(r) => (
              <Link component={RouterLink} to={detailsPath(r.id)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 700 }}>
                {r.moveID}
              </Link>
            )}
          />
          <Column source="partnerName" label="Partner" disableSort render={(r) => r.partnerName ?? none} />
          <Column source="customerName" label="Customer" disableSort />
          <Column
            source="moveDate"
            label="Move day"
            disableSort
            render={(r) => (r.moveDate === null ? none : formatDay(r.moveDate))}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable>
      </List>
    </Box>
  );
}
