import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/** A button, and when it is disabled, why: in a tooltip on a wrapper, as a disabled button takes no hover. */
export function WhyDisabled({ why, children }: { why: string | undefined; children: ReactElement }) {
  if (!why) return children;
  return (
    <Tooltip title={why}>
      <span>{children}</span>
    </Tooltip>
  );
}
