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
import { addressLines, dayIn, draftWords } from '@moveday/openapi';
import { Link as PageLink } from '@/lib/history';
import { useBooks } from '@/lib/i18n';
import type { PartnerJob } from '../api/getJob';
import { useJob } from '../hooks/useJob';
import { JobActions } from './JobActions';
import { JobNotFound } from './JobNotFound';
import { JOBS } from './jobPaths';
import { eitherDayText, instantText, jobDaysText, jobStageOf, phoneOf, routeText, useJobWords, valueText, type JobWords } from './jobText';
import { JobStageChip } from './JobStageChip';
import { DetailCard, lines, type DetailRow } from '@/components/ui/DetailCard';

/** The pickup, drop-off and move cards of a job, from its draft in the reader's words (the options book's). */
function jobCards(words: JobWords, job: PartnerJob): { title: string; rows: DetailRow[] }[] {
  const { t, locale } = words;
  const text = draftWords(t, { none: 'jobNoneOfThem', noKit: 'jobNoKit', otherObstacle: 'jobOtherObstacle', count: 'jobItemCount' });
  const orNotGiven = (given: string | null | undefined) => given || t('jobNotGiven');
  const { draft } = job;
  // The doors come with the accepted job, as the customer's name and phone do (the server's rule).
  const doorsShown = job.customer !== null;
  const address = (given: string[]) => lines(doorsShown ? given : [...given, t('jobDoorsOnAccepting')]);
  const kit = text.packingKit(draft);
  const delivery = draft.servicesTab.desiredDeliveryDate.preferredDate;
  return [
    {
      title: t('jobCardPickup'),
      rows: [
        [t('jobAddressLabel'), address(addressLines(draft.pickupTab1.pickUpAddress))],
        [t('jobHomeLabel'), orNotGiven(text.moveType(draft.pickupTab1.whereYouMovingFrom))],
        [t('jobSizeLabel'), orNotGiven(text.size(draft.pickupTab1.pickUpLocationSize))],
        [t('jobFloorsLabel'), orNotGiven(text.floors(draft.pickupTab1.noOfFloors))],
        [t('jobAccessLabel'), text.obstacles(draft.pickupTab2.moversWillNeedToNavigate, draft.pickupTab2.otherDesc)],
      ],
    },
    {
      title: t('jobCardDropoff'),
      rows: [
        [t('jobAddressLabel'), address(addressLines(draft.dropLocationTab.dropoffAddress))],
        [t('jobHomeLabel'), orNotGiven(text.moveType(draft.dropLocationTab.moveTo))],
        [t('jobSizeLabel'), orNotGiven(text.size(draft.dropLocationTab.dropLocationSize))],
        [t('jobFloorsLabel'), orNotGiven(text.floors(draft.dropLocationTab.dropLocationNoOfFloor))],
        [t('jobAccessLabel'), text.obstacles(draft.dropLocationTab.moversWillNeedToNavigate, draft.dropLocationTab.otherDesc)],
      ],
    },
    {
      title: t('jobCardMove'),
      rows: [
        [t('jobServiceLabel'), orNotGiven(text.serviceType(draft))],
        [t('jobDistanceLabel'), t('jobDistance', { miles: job.roadMiles })],
        [t('jobPreferredDaysLabel'), eitherDayText(words, job.preferredDates)],
        [t('jobRoomsLabel'), text.rooms(draft.pickupTab1.pickUpRooms as Record<string, number | undefined>)],
        [t('jobHeavyItemsLabel'), text.heavyItems(draft.pickupTab2.heavyItemsToMove)],
        [t('jobPackingKitLabel'), kit ?? text.noKit()],
        ...(kit !== null ? ([[t('jobKitDeliveryLabel'), delivery ? dayIn(locale, delivery) : t('jobDayNotSet')]] as DetailRow[]) : []),
        [t('jobAdditionalHelpLabel'), text.additionalHelp(draft)],
      ],
    },
  ];
}

function Summary({ job }: { job: PartnerJob }) {
  const words = useJobWords();
  const { t } = words;
  const stage = jobStageOf(job);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#f0f6f7', borderColor: 'primary.light' }}>
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {job.moveDate === null ? t('jobPreferredDaysNote') : stage === 'offered' ? t('jobMoveDayOffered') : t('jobMoveDay')}
      </Typography>
      <Typography data-testid="job-days" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        {jobDaysText(words, job)}
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{routeText(job)}</Typography>
      <Typography sx={{ mt: 1 }}>
        {t('jobValueLabel')}{' '}
        <Box component="strong" data-testid="job-value" sx={{ fontSize: '1.125rem' }}>
          {valueText(words, job.jobValue)}
        </Box>
      </Typography>
      {stage === 'offered' && job.offerExpiresAt !== null && (
        <Typography sx={{ mt: 1, color: 'secondary.dark', fontWeight: 700 }}>{t('jobAnswerBy', { time: instantText(words, job.offerExpiresAt) })}</Typography>
      )}
      {job.crewOnTheWayAt !== null && stage === 'upcoming' && (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('jobCustomerToldOnTheWay', { time: instantText(words, job.crewOnTheWayAt) })}</Typography>
      )}
    </Paper>
  );
}

function CustomerCard({ customer }: { customer: NonNullable<PartnerJob['customer']> }) {
  const { t } = useJobWords();
  const phone = phoneOf(customer.phone);
  return (
    <DetailCard
      title={t('jobCardCustomer')}
      rows={[
        [t('jobCustomerNameLabel'), `${customer.firstName} ${customer.lastName}`.trim()],
        [
          t('jobCustomerPhoneLabel'),
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
  useBooks('options', 'messages');
  const words = useJobWords();
  const { t } = words;
  const { state, show, reload, lost } = useJob(id);
  const [notice, setNotice] = useState<string | null>(null);

  if (state.status === 'notFound') return <JobNotFound />;
  const job = state.status === 'ready' ? state.job : null;
  const notes = job?.draft.dropLocationTab.anythingElseToKnow?.trim();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', mb: 2 }}>
        <IconButton component={PageLink} to={JOBS} aria-label={t('jobBackToJobs')} sx={{ color: 'primary.main' }}>
          <ArrowBack />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' } }}>
          {job ? t('jobHeading', { moveId: job.moveID }) : t('jobHeadingLoading')}
        </Typography>
        {job && <JobStageChip stage={jobStageOf(job)} />}
      </Box>

      {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}

      {state.status === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="alert">{state.message}</Typography>
          <Link component={PageLink} to={JOBS} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            {t('jobBackToJobs')}
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
            {jobCards(words, job).map((card) => (
              <DetailCard key={card.title} title={card.title} rows={card.rows} />
            ))}
            <DetailCard
              title={t('jobCardNotes')}
              rows={[[t('jobNotesLabel'), job.customer === null ? t('jobNotesOnAccepting') : notes || t('jobNoneOfThem')]]}
            />
          </Box>
        </Box>
      )}
    </Container>
  );
}
