import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable, List, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { ratingSentence, ratingText } from '../lib/ratings';
import type { Partner, PartnerLoad } from '../lib/types';
import { DeletePartnerButton } from './DeletePartnerButton';
import { companyToday } from './dispatchForm';
import { citiesLong, citiesShort, crewsText, insuranceFacts, plural } from './partnerFacts';

const Column = DataTable.Col<Partner>;

export const editPartnerPath = (id: string) => `/editpartner?id=${encodeURIComponent(id)}`;

function EditPartnerButton() {
  const partner = useRecordContext<Partner>();
  const navigate = useNavigate();
  if (!partner) return null;
  return (
    <Tooltip title={`Edit ${partner.companyName}`}>
      <IconButton
        aria-label={`Edit ${partner.companyName}`}
        onClick={(event) => {
          event.stopPropagation();
          navigate(editPartnerPath(partner.id));
        }}
      >
        <Edit />
      </IconButton>
    </Tooltip>
  );
}

function ServiceCities({ cities }: { cities: string[] }) {
  return (
    <Tooltip title={citiesLong(cities)}>
      <span>{citiesShort(cities)}</span>
    </Tooltip>
  );
}

/** Its moves this week and next (Monday to Sunday, by move day), and the days of those two weeks it has no crew left. */
function Load({ load }: { load: PartnerLoad }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">
        {load.thisWeek} this week · {load.nextWeek} next
      </Typography>
      <Typography variant="caption" color={load.daysAtCapacity > 0 ? 'warning.dark' : 'text.secondary'}>
        {load.daysAtCapacity > 0 ? `${plural(load.daysAtCapacity, 'day')} at capacity` : 'No day at capacity'}
      </Typography>
    </Box>
  );
}

/** Its customers' mean rating and how many rated, or 'No ratings'; read out in words. */
function PartnerRatingCell({ partner }: { partner: Partner }) {
  return (
    <Typography variant="body2" color={partner.ratingCount === 0 ? 'text.secondary' : undefined} sx={{ whiteSpace: 'nowrap' }} title={ratingSentence(partner)}>
      {ratingText(partner)}
    </Typography>
  );
}

function Insurance({ expires, today }: { expires: number | null; today: number }) {
  const { state, text } = insuranceFacts(expires, today);
  if (state === 'expired') return <Chip size="small" color="error" label={text} />;
  if (state === 'soon') return <Chip size="small" color="warning" label={text} />;
  return (
    <Typography variant="body2" color={state === 'none' ? 'text.secondary' : undefined} sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}

/**
 * Settings (/settings): the partners, each with edit and delete, and Add Partner. Beside the
 * spec's columns, what dispatching needs at a glance: where each works, its crews, its load, its
 * customers' rating, and whether its insurance is valid (expired in red, ending within 30 days in amber).
 */
export default function PartnerList() {
  usePageTitle('Partners');
  const navigate = useNavigate();
  const today = companyToday();
  return (
    <Box>
      <PageHeader title="Partners">
        <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/addpartner')}>
          Add Partner
        </Button>
      </PageHeader>
      <List resource="partners" sort={{ field: 'companyName', order: 'ASC' }} perPage={25} actions={false} exporter={false} title="Partners" empty={false}>
        <DataTable<Partner>
          bulkActionButtons={false}
          rowClick={false}
          size="medium"
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No partners yet. Add the first one.</Box>}
        >
          <Column source="companyName" label="Partner Name" />
          <Column source="location" label="Location" />
          <Column source="serviceCities" label="Service Cities" disableSort render={(partner) => <ServiceCities cities={partner.serviceCities} />} />
          <Column source="crews" label="Crews" disableSort render={(partner) => crewsText(partner.crews)} />
          <Column source="load" label="Load" disableSort render={(partner) => <Load load={partner.load} />} />
          <Column source="ratingAverage" label="Rating" disableSort render={(partner) => <PartnerRatingCell partner={partner} />} />
          <Column
            source="insuranceExpires"
            label="Insurance"
            disableSort
            render={(partner) => <Insurance expires={partner.insuranceExpires} today={today} />}
          />
          <Column
            label="Actions"
            align="right"
            render={() => (
              <>
                <EditPartnerButton />
                <DeletePartnerButton />
              </>
            )}
          />
        </DataTable>
      </List>
    </Box>
  );
}
