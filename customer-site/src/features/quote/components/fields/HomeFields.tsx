import TextField from '@mui/material/TextField';
import { FLOORS, SIZE_BANDS } from '@moveday/openapi';
import { sideFacts, withSideFacts, type DraftFieldProps, type Side } from './draftFields';

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  options: readonly { key: string; label: string }[];
  onChange: (value: string) => void;
  helperText?: string;
}

/** The phone's own picker: quicker to use with a thumb than a menu, and nothing extra to load. */
function NativeChoice({ id, label, value, options, onChange, helperText }: ChoiceProps) {
  return (
    <TextField
      id={id}
      select
      required
      fullWidth
      label={label}
      value={value}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        Select…
      </option>
      {options.map((option) => (
        <option key={option.key} value={option.key}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const FLOOR_OPTIONS = FLOORS.map((floor) => ({ key: floor, label: floor }));
const LARGEST_BAND = SIZE_BANDS[SIZE_BANDS.length - 1]!.key;

export function HomeSizeField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const value = sideFacts(draft, side).size;
  return (
    <NativeChoice
      id={`quote-${side}-size`}
      label="Home size"
      value={value}
      options={SIZE_BANDS}
      onChange={(size) => edit((d) => withSideFacts(d, side, { size }))}
      // Customer-side §1: a home over 5,000 sq ft gets a rough estimate and a call.
      helperText={side === 'pickup' && value === LARGEST_BAND ? 'Homes this size get a rough estimate; a specialist contacts you within 24 hours.' : undefined}
    />
  );
}

export function FloorsField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  return (
    <NativeChoice
      id={`quote-${side}-floors`}
      label="Number of floors"
      value={sideFacts(draft, side).floors}
      options={FLOOR_OPTIONS}
      onChange={(floors) => edit((d) => withSideFacts(d, side, { floors }))}
    />
  );
}
