import Check from '@mui/icons-material/Check';
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { OrderGroup, OrderView } from '../lib/types';

/** The exclusive filters of each tab (admin-side §2, §4). */
export const VIEWS: Record<OrderGroup, { view: OrderView; label: string }[]> = {
  open: [
    { view: 'unassigned', label: 'Not yet assigned orders' },
    { view: 'assigned', label: 'Assigned orders' },
    { view: 'unconfirmed', label: 'Not yet confirmed orders' },
  ],
  close: [
    { view: 'completed', label: 'Orders Completed' },
    { view: 'cancelled', label: 'Orders Cancelled' },
  ],
};

export function OrderFilterMenu({ group }: { group: OrderGroup }) {
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = filterValues.view as OrderView | undefined;
  const choose = (view: OrderView | undefined) => {
    const { view: _old, ...rest } = filterValues;
    setFilters(view ? { ...rest, view } : rest, undefined, false);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title="Filter orders">
        <IconButton
          aria-label="Filter orders"
          id="order-filter-button"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge color="secondary" variant="dot" invisible={!current}>
            <FilterList />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': 'order-filter-button' } }}>
        {VIEWS[group].map((option) => (
          <MenuItem key={option.view} selected={current === option.view} onClick={() => choose(current === option.view ? undefined : option.view)}>
            <ListItemIcon>{current === option.view && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => choose(undefined)}>
          <ListItemIcon />
          <ListItemText>Reset</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
