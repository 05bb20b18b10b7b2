import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatDay } from '@moveday/openapi';
import { Link as RouterLink } from 'react-router-dom';
import type { EarningLine } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { lineText } from './partnerEarnings';

/** An earning line's day, its order (a link to it) and what it is for, with the admin who adjusted: the cells the partner's earnings and a statement share. */
export function EarningLineCells({ line }: { line: EarningLine }) {
  return (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(line.earnedOn)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Link component={RouterLink} to={detailsPath(line.orderId)} sx={{ fontWeight: 700 }}>
          {line.moveID}
        </Link>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {lineText(line)}
        {line.recordedBy && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · by {line.recordedBy}
          </Typography>
        )}
      </TableCell>
    </>
  );
}
