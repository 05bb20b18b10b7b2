import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Out of sight and out of the layout (1 px, clipped: never wider than its place), but read by screen readers. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Words for screen readers only: a spoken value, a hint a tooltip gives by sight. */
export function VisuallyHidden({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box component="span" id={id} sx={hidden}>
      {children}
    </Box>
  );
}
