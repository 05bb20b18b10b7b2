import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { MOVE_TYPES, type WordKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { sideFacts, withSideFacts, type DraftFieldProps, type Side } from './draftFields';

export const MOVE_TYPE_LABEL: Record<Side, WordKey> = { pickup: 'wizardMovingFrom', drop: 'wizardMovingTo' };

/** House, Townhouse or Apartment / Condo, kept as the catalogue's lowercase key. */
export function MoveTypeField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const labelId = `quote-${side}-move-type-label`;
  const t = useT();
  return (
    <FormControl component="fieldset" required>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t(MOVE_TYPE_LABEL[side])}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={sideFacts(draft, side).moveType}
        onChange={(event) => edit((d) => withSideFacts(d, side, { moveType: event.target.value }))}
      >
        {MOVE_TYPES.map((type) => (
          <FormControlLabel key={type.key} value={type.key} control={<Radio />} label={t(`moveType.${type.key}`)} sx={{ mr: 3 }} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
