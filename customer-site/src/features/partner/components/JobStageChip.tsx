import Box from '@mui/material/Box';
import { PILL } from '@/components/ui/plainLooks';
import { useT } from '@/lib/i18n';
import { STAGE_WORDS, type JobStage } from './jobText';

const COLOURS: Record<JobStage, { color: string; bgcolor: string; borderColor: string }> = {
  offered: { color: 'secondary.dark', bgcolor: '#fff4ec', borderColor: 'secondary.light' },
  upcoming: { color: 'primary.main', bgcolor: '#eaf3f5', borderColor: 'primary.light' },
  done: { color: 'success.main', bgcolor: '#edf7ee', borderColor: 'success.main' },
  cancelled: { color: 'text.secondary', bgcolor: 'grey.100', borderColor: 'grey.400' },
  closed: { color: 'text.secondary', bgcolor: 'grey.100', borderColor: 'grey.400' },
};

/** Where a job stands, as a badge in the site's order-status style. */
export function JobStageChip({ stage }: { stage: JobStage }) {
  const t = useT();
  return (
    <Box component="span" data-stage={stage} sx={{ ...COLOURS[stage], ...PILL }}>
      {t(STAGE_WORDS[stage])}
    </Box>
  );
}
