import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** One titled section of the estimate page. */
export function EstimateCard({ title, children, testId, sx }: { title: string; children: ReactNode; testId?: string; sx?: SxProps<Theme> }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={testId} sx={{ borderRadius: 3, ...sx }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
