import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as PageLink } from '@/lib/history';
import type { PartnerJobRow } from '../api/getJobs';
import { jobPath } from './jobPaths';
import { instantText, jobDaysText, jobStageOf, routeText, useJobWords, valueText } from './jobText';
import { JobStageChip } from './JobStageChip';

/**
 * The card's link: the whole card, as MUI's CardActionArea is, but a plain link (no ButtonBase on
 * the list's first load): the hover shade and the keyboard's focus ring drawn by CSS.
 */
const ROW_LINK_SX = {
  p: 2,
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'inherit',
  '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: -3 },
} as const;

/** MUI's ChevronRight icon, drawn inline (no icon module on the list's first load). */
function Chevron() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{ width: 24, height: 24, flexShrink: 0, fill: 'currentColor', color: 'text.secondary' }}
    >
      <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
    </Box>
  );
}

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
