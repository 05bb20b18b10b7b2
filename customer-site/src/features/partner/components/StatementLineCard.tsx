import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { dayIn } from '@moveday/openapi';
import { Link as PageLink } from '@/lib/history';
import type { EarningLine } from '../api/getStatement';
import { jobPath } from './jobPaths';
import { useJobWords } from './jobText';
import { centsText, LINE_KIND_WORDS, lineDetails } from './statementText';

/** One line of a statement, a card on every screen: its move (leading to the job), what it is, its amount, and why. */
export function StatementLineCard({ line }: { line: EarningLine }) {
  const words = useJobWords();
  const { t, locale } = words;
  return (
    <Card variant="outlined" component="li" data-testid="statement-line" data-move-id={line.moveID} sx={{ listStyle: 'none', p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', columnGap: 1, flexWrap: 'wrap' }}>
          <Link component={PageLink} to={jobPath(line.orderId)} sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
            {line.moveID}
          </Link>
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t(LINE_KIND_WORDS[line.kind])}
          </Typography>
        </Box>
        <Typography component="span" data-testid="line-amount" sx={{ fontWeight: 800, fontSize: '1.0625rem', whiteSpace: 'nowrap' }}>
          {centsText(words, line.amountCents)}
        </Typography>
      </Box>
      {lineDetails(words, line).map((text) => (
        <Typography key={text} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('statementLineEarnedOn', { day: dayIn(locale, line.earnedOn) })}
      </Typography>
    </Card>
  );
}
