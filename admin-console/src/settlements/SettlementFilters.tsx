import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';
import { dayFieldValue, dayOfField } from '../payments/paymentFacts';
import { STATE_TABS, stateTabOf } from './settlementFacts';

/**
 * The state (tabs) and the days, From and To inclusive: statements whose week overlaps them. The
 * browser's date field gives the day, sent as its UTC midnight so that no time zone shifts it.
 */
export function SettlementFilters() {
  const { filterValues, setFilters } = useListContext();
  const set = (key: string, value: unknown) => {
    const { [key]: _old, ...rest } = filterValues;
    setFilters(value === undefined || value === '' ? rest : { ...rest, [key]: value }, undefined, false);
  };
  const from = dayFieldValue(filterValues.from);
  const to = dayFieldValue(filterValues.to);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, flexWrap: 'wrap', px: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={stateTabOf(filterValues.state)}
        onChange={(_, next: string) => set('state', next === 'all' ? undefined : next)}
        aria-label="Statements by state"
        variant="scrollable"
        scrollButtons={false}
        sx={{ flex: '1 1 0', minWidth: 280 }}
      >
        {STATE_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', py: 1 }}>
        <TextField
          type="date"
          size="small"
          label="From"
          value={from}
          onChange={(event) => set('from', dayOfField(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
          sx={{ width: 165 }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={to}
          onChange={(event) => set('to', dayOfField(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
          sx={{ width: 165 }}
        />
      </Box>
    </Box>
  );
}
