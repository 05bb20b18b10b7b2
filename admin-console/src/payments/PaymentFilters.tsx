import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { PAYMENT_METHODS } from '@moveday/openapi';
import { useListContext } from 'react-admin';
import { KIND_TABS, dayFieldValue, dayOfField, kindTabOf } from './paymentFacts';

/**
 * The kind (tabs), the method (a plain select) and the days the money moved, From and To
 * inclusive: the browser's date field gives the day, sent as its UTC midnight so that no time zone
 * shifts it.
 */
export function PaymentFilters() {
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
        value={kindTabOf(filterValues.kind)}
        onChange={(_, next: string) => set('kind', next === 'all' ? undefined : next)}
        aria-label="Payments by kind"
        variant="scrollable"
        scrollButtons={false}
        sx={{ flex: '1 1 0', minWidth: 280 }}
      >
        {KIND_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', py: 1 }}>
        <TextField
          select
          size="small"
          label="Method"
          value={typeof filterValues.method === 'string' ? filterValues.method : ''}
          onChange={(event) => set('method', event.target.value)}
          sx={{ width: 170 }}
        >
          <MenuItem value="">Every method</MenuItem>
          {PAYMENT_METHODS.map((method) => (
            <MenuItem key={method.key} value={method.key}>
              {method.label}
            </MenuItem>
          ))}
        </TextField>
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
