import Box from '@mui/material/Box';
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
    <Box
      component="span"
      data-state={statement.state}
      sx={{
        ...COLOURS[statement.state],
        display: 'inline-block',
        border: 1,
        borderRadius: 99,
        px: 1.25,
        py: 0.25,
        fontWeight: 700,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      {stateText(words, statement)}
    </Box>
  );
}
