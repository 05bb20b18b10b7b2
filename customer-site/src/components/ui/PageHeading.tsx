import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's one h1, sized for phones and desktops alike. */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography id={id} variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
      {children}
    </Typography>
  );
}
