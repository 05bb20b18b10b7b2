import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One fact of a card: its name and what it reads. */
export type DetailRow = [string, ReactNode];

/**
 * A titled card of facts as a definition list: names beside their values on a wide screen, above
 * them on a phone. The customer's order details and a crew's job sheet are made of them.
 */
export function DetailCard({ title, rows }: { title: string; rows: DetailRow[] }) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.25 } }}
        >
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Lines of text (an address's), each on its own line inside a value. */
export const lines = (parts: string[]) =>
  parts.map((part, index) => (
    <Box component="span" key={index} sx={{ display: 'block' }}>
      {part}
    </Box>
  ));
