import TextField from '@mui/material/TextField';
import { FLOORS, SIZE_BANDS } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
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
  const t = useT();
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
        {t('wizardChoose')}
      </option>
      {options.map((option) => (
        <option key={option.key} value={option.key}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** 'Ground' and 'Above 30' are words; the numbers between are the same in every language. */
const floorWord = (floor: string) => (floor === 'Ground' || floor === 'Above 30' ? ({ key: `floor.${floor}` } as const) : undefined);
const LARGEST_BAND = SIZE_BANDS[SIZE_BANDS.length - 1]!.key;

export function HomeSizeField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const value = sideFacts(draft, side).size;
  const t = useT();
  return (
    <NativeChoice
      id={`quote-${side}-size`}
      label={t('wizardHomeSize')}
      value={value}
      options={SIZE_BANDS.map((band) => ({ key: band.key, label: t(`sizeBand.${band.key}`) }))}
      onChange={(size) => edit((d) => withSideFacts(d, side, { size }))}
      // Customer-side §1: a home over 5,000 sq ft gets a rough estimate and a call.
      helperText={side === 'pickup' && value === LARGEST_BAND ? t('wizardLargeHomeHelp') : undefined}
    />
  );
}

export function FloorsField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const t = useT();
  return (
    <NativeChoice
      id={`quote-${side}-floors`}
      label={t('wizardFloors')}
      value={sideFacts(draft, side).floors}
      options={FLOORS.map((floor) => {
        const word = floorWord(floor);
        return { key: floor, label: word ? t(word.key) : floor };
      })}
      onChange={(floors) => edit((d) => withSideFacts(d, side, { floors }))}
    />
  );
}
