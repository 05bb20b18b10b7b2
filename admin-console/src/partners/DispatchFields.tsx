import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EARLIEST_DAY, Limits, Ranges, SERVICE_AREAS, latestDay } from '@moveday/openapi';
import { Section } from '../common/Section';
import { DayInput } from '../orders/form/inputs';
import { companyToday, dispatchProblems, inCatalogueOrder, isCrewsTyping, type DispatchField, type DispatchForm } from './dispatchForm';

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface Props {
  value: DispatchForm;
  onChange: (value: DispatchForm) => void;
  /** The server's messages of a refused save, by field, until the field changes. */
  serverErrors?: Partial<Record<DispatchField, string>>;
}

/**
 * Add and Edit Partner's Dispatch section (issue 17): where the partner works (no city = every
 * area), how many moves it can do on one day (blank = no daily limit), its licence and when its
 * insurance expires. A field breaking a rule says so under itself; Save says it in the Ok dialog.
 */
export function DispatchFields({ value, onChange, serverErrors = {} }: Props) {
  const today = companyToday();
  const problems = { ...dispatchProblems(value, today), ...serverErrors };
  const set = <K extends DispatchField>(field: K, next: DispatchForm[K]) => onChange({ ...value, [field]: next });
  return (
    <Section title="Dispatch">
      <Box sx={grid}>
        <TextField
          select
          label="Service cities"
          value={value.serviceCities}
          error={problems.serviceCities !== undefined}
          helperText={problems.serviceCities ?? 'None chosen: the partner serves every area'}
          onChange={(event) => {
            const next = event.target.value as unknown as string[] | string;
            set('serviceCities', inCatalogueOrder(typeof next === 'string' ? next.split(',') : next));
          }}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => ((selected as string[]).length === 0 ? 'All areas' : inCatalogueOrder(selected as string[]).join(', ')),
            },
          }}
        >
          {SERVICE_AREAS.flatMap((area) => [
            <ListSubheader key={area.state}>{area.stateName}</ListSubheader>,
            ...area.cities.map((city) => (
              <MenuItem key={city.name} value={city.name} sx={{ py: 0 }}>
                <Checkbox size="small" checked={value.serviceCities.includes(city.name)} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
                <ListItemText primary={city.name} />
              </MenuItem>
            )),
          ])}
        </TextField>
        <TextField
          label="Crews"
          value={value.crews}
          error={problems.crews !== undefined}
          helperText={problems.crews ?? `Moves it can do on one day, ${Ranges.crews.min} to ${Ranges.crews.max}. Blank: no daily limit.`}
          onChange={(event) => isCrewsTyping(event.target.value) && set('crews', event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, autoComplete: 'off' } }}
        />
        <TextField
          label="Licence number"
          value={value.licenceNumber}
          error={problems.licenceNumber !== undefined}
          helperText={problems.licenceNumber}
          onChange={(event) => set('licenceNumber', event.target.value)}
          slotProps={{ htmlInput: { maxLength: Limits.licenceNumber, autoComplete: 'off' } }}
        />
        <DayInput
          label="Insurance expires"
          value={value.insuranceExpires}
          min={EARLIEST_DAY}
          max={latestDay(today)}
          onChange={(day) => set('insuranceExpires', day)}
          error={problems.insuranceExpires !== undefined}
          helperText={problems.insuranceExpires ?? 'Blank: not on file (not checked when assigning)'}
        />
      </Box>
    </Section>
  );
}
