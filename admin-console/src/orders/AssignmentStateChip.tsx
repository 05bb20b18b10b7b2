import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AssignmentState } from '../lib/types';
import { ASSIGNMENT_COLORS, answerByText, assignmentLabel } from './assignmentFacts';

interface Props {
  state: AssignmentState | null | undefined;
  offerExpiresAt: number | null | undefined;
  /** On a list row (56 px high, the status and its button beside): an offer's deadline in a tooltip, not on a second line. */
  compact?: boolean;
}

/**
 * The assignment's state beside the order's status (outlined, so the two chips do not read as
 * one): an offer carries its deadline on a second line, or in a tooltip on a list row. Nothing for
 * an order never offered.
 */
export function AssignmentStateChip({ state, offerExpiresAt, compact = false }: Props) {
  if (!state) return null;
  const answerBy = answerByText(state, offerExpiresAt ?? null);
  if (compact) {
    const chip = <Chip size="small" label={assignmentLabel(state)} color={ASSIGNMENT_COLORS[state]} variant="outlined" data-testid="assignment-state" />;
    return answerBy ? (
      <Tooltip title={answerBy} describeChild>
        <span>{chip}</span>
      </Tooltip>
    ) : (
      chip
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1 }} data-testid="assignment-state">
      <Chip size="small" label={assignmentLabel(state)} color={ASSIGNMENT_COLORS[state]} variant="outlined" />
      {answerBy && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', lineHeight: 1.3 }}>
          {answerBy}
        </Typography>
      )}
    </Box>
  );
}
