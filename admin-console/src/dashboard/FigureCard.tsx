import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One figure: its name, its value large, a word of explanation. */
export function Figure({ label, value, note, testId }: { label: string; value: ReactNode; note?: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }} data-testid={testId}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** One group of the dashboard: a titled card. */
export function GroupCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
