import Check from '@mui/icons-material/Check';
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { ASSIGNMENT_STATES } from '@moveday/openapi';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { AssignmentState, OrderGroup, OrderView } from '../lib/types';
import { toggled } from './assignmentFacts';

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

/**
 * The tab's views (one at a time; choosing one closes the menu) and, on the open tab, the
 * assignment's states (any of them: each ticks on and off, the menu stays open) and the orders
 * whose customer waits for an answer to a change request. Reset clears them all.
 */
export function OrderFilterMenu({ group }: { group: OrderGroup }) {
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = filterValues.view as OrderView | undefined;
  const states: AssignmentState[] = Array.isArray(filterValues.assignmentState) ? filterValues.assignmentState : [];
  const changeRequested = filterValues.changeRequest === 'pending';
  const choose = (view: OrderView | undefined) => {
    const { view: _old, ...rest } = filterValues;
    setFilters(view ? { ...rest, view } : rest, undefined, false);
    setAnchor(null);
  };
  const toggle = (state: AssignmentState) => {
    const { assignmentState: _old, ...rest } = filterValues;
    const next = toggled(states, state);
    setFilters(next.length ? { ...rest, assignmentState: next } : rest, undefined, false);
  };
  const toggleChangeRequested = () => {
    const { changeRequest: _old, ...rest } = filterValues;
    setFilters(changeRequested ? rest : { ...rest, changeRequest: 'pending' }, undefined, false);
  };
  const reset = () => {
    const { view: _view, assignmentState: _states, changeRequest: _changeRequest, ...rest } = filterValues;
    setFilters(rest, undefined, false);
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
          <Badge color="secondary" variant="dot" invisible={!current && states.length === 0 && !changeRequested}>
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
        {group === 'open' && [
          <ListSubheader key="assignment-heading">Partner's answer</ListSubheader>,
          ...ASSIGNMENT_STATES.map((option) => {
            const ticked = states.includes(option.key);
            return (
              <MenuItem key={option.key} role="menuitemcheckbox" aria-checked={ticked} selected={ticked} onClick={() => toggle(option.key)}>
                <ListItemIcon>{ticked && <Check fontSize="small" />}</ListItemIcon>
                <ListItemText>{option.label}</ListItemText>
              </MenuItem>
            );
          }),
          <ListSubheader key="change-request-heading">Customer's request</ListSubheader>,
          <MenuItem key="change-request" role="menuitemcheckbox" aria-checked={changeRequested} selected={changeRequested} onClick={toggleChangeRequested}>
            <ListItemIcon>{changeRequested && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>Change request pending</ListItemText>
          </MenuItem>,
        ]}
        <Divider />
        <MenuItem onClick={reset}>
          <ListItemIcon />
          <ListItemText>Reset</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
