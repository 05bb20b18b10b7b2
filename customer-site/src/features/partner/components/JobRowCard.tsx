import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as PageLink } from '@/lib/history';
import type { PartnerJobRow } from '../api/getJobs';
import { jobPath } from './jobPaths';
import { instantText, jobDaysText, jobStageOf, routeText, useJobWords, valueText } from './jobText';
import { JobStageChip } from './JobStageChip';
import { Chevron, ROW_LINK_SX } from './RowLink';

/** One job in the list: its number, day(s), route and value; an offer also its answer-by time. */
export function JobRowCard({ job }: { job: PartnerJobRow }) {
  const words = useJobWords();
  const stage = jobStageOf(job);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <Box component={PageLink} to={jobPath(job.id)} data-testid="job-row" data-move-id={job.moveID} sx={ROW_LINK_SX}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
              {job.moveID}
            </Typography>
            <JobStageChip stage={stage} />
            <Typography component="span" sx={{ ml: 'auto', fontWeight: 800, fontSize: '1.0625rem' }}>
              {valueText(words, job.jobValue)}
            </Typography>
          </Box>
          <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{jobDaysText(words, job)}</Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {routeText(job)}
          </Typography>
          {stage === 'offered' && job.offerExpiresAt !== null && (
            <Typography variant="body2" sx={{ mt: 0.5, color: 'secondary.dark', fontWeight: 700 }}>
              {words.t('jobAnswerBy', { time: instantText(words, job.offerExpiresAt) })}
            </Typography>
          )}
        </Box>
        <Chevron />
      </Box>
    </Card>
  );
}
