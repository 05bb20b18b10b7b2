import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MoveDayDataProvider } from '../dataProvider';
import { STATUS_LABELS } from '../lib/format';
import { SERVED_CITIES, normalStatuses, type DispatchFilters as Filters } from './dispatchSearch';
import { DISPATCH_STATUSES } from './types';

/** The calendar's filters: a served city, a partner, any of the statuses (none ticked: all). */
export function DispatchFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  // The Assign Partner dialog's list too: one cache for both.
  const partners = useQuery({ queryKey: ['fetchpartners'], queryFn: () => dataProvider.fetchPartners() });
  const partnerKnown = !filters.partnerId || !partners.data || partners.data.some((p) => p.partnerID === filters.partnerId);
  return (
    <Box role="group" aria-label="Filters" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', '& .MuiTextField-root': { width: { xs: '100%', sm: 220 } } }}>
      <TextField
        select
        label="City"
        value={filters.city ?? ''}
        onChange={(event) => onChange({ ...filters, city: event.target.value || null })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All cities</MenuItem>
        {SERVED_CITIES.map((city) => (
          <MenuItem key={city} value={city}>
            {city}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Partner"
        value={partnerKnown ? (filters.partnerId ?? '') : ''}
        onChange={(event) => onChange({ ...filters, partnerId: event.target.value || null })}
        disabled={partners.isPending}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All partners</MenuItem>
        {(partners.data ?? []).map((partner) => (
          <MenuItem key={partner.partnerID} value={partner.partnerID}>
            {partner.companyName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        value={filters.statuses}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          onChange({ ...filters, statuses: normalStatuses(typeof value === 'string' ? value.split(',') : value) });
        }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const chosen = selected as string[];
              return chosen.length === 0 ? 'All statuses' : chosen.map((status) => STATUS_LABELS[status as keyof typeof STATUS_LABELS]).join(', ');
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {DISPATCH_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <Checkbox size="small" checked={filters.statuses.includes(status)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={STATUS_LABELS[status]} />
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
