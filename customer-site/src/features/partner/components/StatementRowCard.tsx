import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as PageLink } from '@/lib/history';
import type { Statement } from '../api/getStatements';
import { Chevron, ROW_LINK_SX } from './RowLink';
import { statementPath } from './jobPaths';
import { useJobWords } from './jobText';
import { centsText, weekOfText } from './statementText';
import { StatementStateChip } from './StatementStateChip';

/** One statement in the list: its number, whether it is paid, its total and its week; the whole card leads to it. */
export function StatementRowCard({ statement }: { statement: Statement }) {
  const words = useJobWords();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <Box component={PageLink} to={statementPath(statement.id)} data-testid="statement-row" data-number={statement.number} sx={ROW_LINK_SX}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
              {statement.number}
            </Typography>
            <StatementStateChip statement={statement} />
            <Typography component="span" data-testid="statement-total" sx={{ ml: 'auto', fontWeight: 800, fontSize: '1.0625rem' }}>
              {centsText(words, statement.totalCents)}
            </Typography>
          </Box>
          <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{weekOfText(words, statement)}</Typography>
        </Box>
        <Chevron />
      </Box>
    </Card>
  );
}
