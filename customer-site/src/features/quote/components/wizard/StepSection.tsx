import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of a step. */
export function StepSection({ title, intro, children }: { title?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section">
      {title && (
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.0625rem', mb: intro ? 0.5 : 1.5 }}>
          {title}
        </Typography>
      )}
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
