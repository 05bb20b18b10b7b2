import Chip from '@mui/material/Chip';

/** An order whose customer waits for an answer to a change request: on its list row and beside its status. */
export function ChangeRequestChip() {
  return <Chip size="small" label="Change requested" color="warning" data-testid="change-request-pending" />;
}
