import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAYMENT_METHODS } from '@moveday/openapi';
import { useListContext } from 'react-admin';
import { ListFilterBar, useSetFilter } from '../common/ListFilterBar';
import { KIND_TABS, kindTabOf } from './paymentFacts';

/** The kind (tabs), the method (a plain select) and the days the money moved. */
export function PaymentFilters() {
  const { filterValues } = useListContext();
  const set = useSetFilter();
  return (
    <ListFilterBar tabs={{ filter: 'kind', options: KIND_TABS, valueOf: kindTabOf, label: 'Payments by kind' }}>
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
    </ListFilterBar>
  );
}
