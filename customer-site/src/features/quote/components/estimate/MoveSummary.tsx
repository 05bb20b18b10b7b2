import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { formatDay, PACKING_KITS, SERVICE_TYPES, WEEKDAYS, weekdayOf, type Address, type MoveDraft } from '@moveday/openapi';
import { EstimateCard } from './EstimateCard';

const place = (address: Partial<Address> | undefined) => [address?.city, address?.state].filter((part) => part && part.trim() !== '').join(', ');

const day = (ms: number | null | undefined) => (typeof ms === 'number' ? `${formatDay(ms)} (${WEEKDAYS[weekdayOf(ms)].slice(0, 3)})` : 'Not set');

/** A short reminder of the move the price is for. */
export function MoveSummary({ draft }: { draft: MoveDraft }) {
  const from = place(draft.pickupTab1?.pickUpAddress);
  const to = place(draft.dropLocationTab?.dropoffAddress);
  const service = SERVICE_TYPES.filter((type) => draft.serviceType?.[type.key]).map((type) => type.label).join(', ');
  const kit = PACKING_KITS.find((k) => draft.packingSupplies?.[k.key])?.label;
  const rows: [string, string][] = [
    ['Preferred dates', `${day(draft.moveDatePreferences?.preferredDateOpt1)}, ${day(draft.moveDatePreferences?.preferredDateOpt2)}`],
    ['Service', service || 'Not chosen'],
    ['Packing kit', kit ?? 'Not Required'],
  ];
  return (
    <EstimateCard title="Your move" testId="move-summary">
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, fontWeight: 700, fontSize: '1.125rem', mb: 1.5 }}
        aria-label={`From ${from} to ${to}`}
        role="group"
      >
        <span>{from}</span>
        <ArrowForward fontSize="small" aria-hidden sx={{ color: 'primary.main' }} />
        <span>{to}</span>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </EstimateCard>
  );
}
