import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Phone from '@mui/icons-material/Phone';
import {
  additionalHelpText,
  addressLines,
  formatDay,
  heavyItemsText,
  moveTypeText,
  obstaclesText,
  packingKitText,
  roomsText,
  serviceTypeText,
  sizeText,
} from '@moveday/openapi';
import { Link as PageLink } from '@/lib/history';
import type { PartnerJob } from '../api/getJob';
import { useJob } from '../hooks/useJob';
import { JobActions } from './JobActions';
import { JobNotFound } from './JobNotFound';
import { JOBS } from './jobPaths';
import { dayText, instantText, jobDaysText, jobStageOf, phoneOf, routeText, valueText } from './jobText';
import { JobStageChip } from './JobStageChip';
import { DetailCard, lines, type DetailRow } from '@/components/ui/DetailCard';

const orNotGiven = (text: string) => text || 'Not given';

/** The pickup, drop-off and move cards of a job, from its draft in the catalogue's words. */
function jobCards(job: PartnerJob): { title: string; rows: DetailRow[] }[] {
  const { draft } = job;
  const kit = packingKitText(draft);
  const delivery = draft.servicesTab.desiredDeliveryDate.preferredDate;
  return [
    {
      title: 'Pick Up',
      rows: [
        ['Address', lines(addressLines(draft.pickupTab1.pickUpAddress))],
        ['Home', orNotGiven(moveTypeText(draft.pickupTab1.whereYouMovingFrom))],
        ['Size', orNotGiven(sizeText(draft.pickupTab1.pickUpLocationSize))],
        ['Floors', orNotGiven(draft.pickupTab1.noOfFloors)],
        ['Access', obstaclesText(draft.pickupTab2.moversWillNeedToNavigate, draft.pickupTab2.otherDesc)],
      ],
    },
    {
      title: 'Drop-off',
      rows: [
        ['Address', lines(addressLines(draft.dropLocationTab.dropoffAddress))],
        ['Home', orNotGiven(moveTypeText(draft.dropLocationTab.moveTo))],
        ['Size', orNotGiven(sizeText(draft.dropLocationTab.dropLocationSize))],
        ['Floors', orNotGiven(draft.dropLocationTab.dropLocationNoOfFloor)],
        ['Access', obstaclesText(draft.dropLocationTab.moversWillNeedToNavigate, draft.dropLocationTab.otherDesc)],
      ],
    },
    {
      title: 'The Move',
      rows: [
        ['Service', orNotGiven(serviceTypeText(draft))],
        ['Preferred Days', job.preferredDates.map(dayText).join(' or ')],
        ['Rooms', roomsText(draft)],
        ['Heavy Items', heavyItemsText(draft)],
        ['Packing Kit', kit],
        ...(kit !== 'Not Required' ? ([['Kit Delivery', delivery ? formatDay(delivery) : 'Not set']] as DetailRow[]) : []),
        ['Additional Help', additionalHelpText(draft)],
      ],
    },
  ];
}

function Summary({ job }: { job: PartnerJob }) {
  const stage = jobStageOf(job);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#f0f6f7', borderColor: 'primary.light' }}>
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {job.moveDate === null ? 'Preferred days: the move is on one of them' : stage === 'offered' ? 'Move day offered' : 'Move day'}
      </Typography>
      <Typography data-testid="job-days" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        {jobDaysText(job)}
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{routeText(job)}</Typography>
      <Typography sx={{ mt: 1 }}>
        Job value{' '}
        <Box component="strong" data-testid="job-value" sx={{ fontSize: '1.125rem' }}>
          {valueText(job.jobValue)}
        </Box>
      </Typography>
      {stage === 'offered' && job.offerExpiresAt !== null && (
        <Typography sx={{ mt: 1, color: 'secondary.dark', fontWeight: 700 }}>Answer by {instantText(job.offerExpiresAt)}</Typography>
      )}
      {job.crewOnTheWayAt !== null && stage === 'upcoming' && (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>The customer was told you are on the way ({instantText(job.crewOnTheWayAt)}).</Typography>
      )}
    </Paper>
  );
}

function CustomerCard({ customer }: { customer: NonNullable<PartnerJob['customer']> }) {
  const phone = phoneOf(customer.phone);
  return (
    <DetailCard
      title="Customer"
      rows={[
        ['Name', `${customer.firstName} ${customer.lastName}`.trim()],
        [
          'Phone',
          <Link key="phone" href={phone.href} sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
            <Phone fontSize="small" aria-hidden />
            {phone.text}
          </Link>,
        ],
      ]}
    />
  );
}

/** /partner/jobs/:id: everything a crew needs for one move, and the answers the job allows now. */
export function JobSheet({ id }: { id: string }) {
  const { state, show, reload, lost } = useJob(id);
  const [notice, setNotice] = useState<string | null>(null);

  if (state.status === 'notFound') return <JobNotFound />;
  const job = state.status === 'ready' ? state.job : null;
  const notes = job?.draft.dropLocationTab.anythingElseToKnow?.trim();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', mb: 2 }}>
        <IconButton component={PageLink} to={JOBS} aria-label="Back to my jobs" sx={{ color: 'primary.main' }}>
          <ArrowBack />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' } }}>
          {job ? `Job ${job.moveID}` : 'Job'}
        </Typography>
        {job && <JobStageChip stage={jobStageOf(job)} />}
      </Box>

      {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}

      {state.status === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="alert">{state.message}</Typography>
          <Link component={PageLink} to={JOBS} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            Back to my jobs
          </Link>
        </Paper>
      )}

      {job && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {notice && (
            <Alert severity="success" role="status" onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          <Summary job={job} />
          <JobActions
            job={job}
            onAnswered={(message, answered) => {
              setNotice(message);
              show(answered);
            }}
            onRefused={reload}
            onLost={lost}
          />
          {job.customer && <CustomerCard customer={job.customer} />}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {jobCards(job).map((card) => (
              <DetailCard key={card.title} title={card.title} rows={card.rows} />
            ))}
            <DetailCard title="Customer's Notes" rows={[['Notes', notes || 'None']]} />
          </Box>
        </Box>
      )}
    </Container>
  );
}
