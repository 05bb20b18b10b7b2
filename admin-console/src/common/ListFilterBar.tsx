import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { dayFieldValue, dayOfField } from '../lib/dayField';

/** Sets one of the list's filters (none: removed), keeping the others. */
export function useSetFilter(): (key: string, value: unknown) => void {
  const { filterValues, setFilters } = useListContext();
  return (key, value) => {
    const { [key]: _old, ...rest } = filterValues;
    setFilters(value === undefined || value === '' ? rest : { ...rest, [key]: value }, undefined, false);
  };
}

interface ListFilterBarProps {
  /** The filter the tabs set, its tabs ('all' sets none), the tab a filter value is on, and the tabs' name. */
  tabs: { filter: string; options: readonly { value: string; label: string }[]; valueOf: (filter: unknown) => string; label: string };
  /** Other fields, before the days. */
  children?: ReactNode;
}

/**
 * A money list's filters: tabs, then any other fields, then the days From and To inclusive. The
 * browser's date field gives the day, sent as its UTC midnight so that no time zone shifts it.
 */
export function ListFilterBar({ tabs, children }: ListFilterBarProps) {
  const { filterValues } = useListContext();
  const set = useSetFilter();
  const from = dayFieldValue(filterValues.from);
  const to = dayFieldValue(filterValues.to);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, flexWrap: 'wrap', px: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tabs.valueOf(filterValues[tabs.filter])}
        onChange={(_, next: string) => set(tabs.filter, next === 'all' ? undefined : next)}
        aria-label={tabs.label}
        variant="scrollable"
        scrollButtons={false}
        sx={{ flex: '1 1 0', minWidth: 280 }}
      >
        {tabs.options.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', py: 1 }}>
        {children}
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
