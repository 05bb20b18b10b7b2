import Box from '@mui/material/Box';
import { PILL } from '@/components/ui/plainLooks';
import type { StatementState } from '@moveday/openapi';
import type { Statement } from '../api/getStatements';
import { useJobWords } from './jobText';
import { stateText } from './statementText';

const COLOURS: Record<StatementState, { color: string; bgcolor: string; borderColor: string }> = {
  unpaid: { color: 'secondary.dark', bgcolor: '#fff4ec', borderColor: 'secondary.light' },
  sending: { color: 'primary.main', bgcolor: '#eaf3f5', borderColor: 'primary.light' },
  paid: { color: 'success.main', bgcolor: '#edf7ee', borderColor: 'success.main' },
};

/** Whether MoveDay paid a statement: Unpaid, Transfer sent, or Paid on <day>, as a badge in the jobs' style. */
export function StatementStateChip({ statement }: { statement: Pick<Statement, 'state' | 'paidOn' | 'paidMethod'> }) {
  const words = useJobWords();
  return (
    <Box component="span" data-state={statement.state} sx={{ ...COLOURS[statement.state], ...PILL }}>
      {stateText(words, statement)}
    </Box>
  );
}
