import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Limits, OBSTACLES, OTHER_OBSTACLE, textProblem, type ObstacleKey } from '@moveday/openapi';
import { sideFacts, withSideFacts, type DraftFieldProps, type Side } from './draftFields';

/**
 * What the movers must get past at one end. The description is open only while 'Other' is
 * ticked, and unticking it clears the text (customer-side §4); at most 250 characters.
 */
export function ObstaclesField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const { flags, otherDesc } = sideFacts(draft, side);
  const otherTicked = flags[OTHER_OBSTACLE] === true;
  const labelId = `quote-${side}-obstacles-label`;

  const tick = (key: ObstacleKey, checked: boolean) =>
    edit((d) => {
      const now = sideFacts(d, side);
      const next = { ...now.flags, [key]: checked };
      return withSideFacts(d, side, key === OTHER_OBSTACLE && !checked ? { flags: next, otherDesc: '' } : { flags: next });
    });

  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
        What will the movers need to navigate?
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {OBSTACLES.map((obstacle) => (
          <FormControlLabel
            key={obstacle.key}
            control={<Checkbox checked={flags[obstacle.key] === true} onChange={(event) => tick(obstacle.key, event.target.checked)} />}
            label={obstacle.label}
          />
        ))}
      </Box>
      <TextField
        id={`quote-${side}-other`}
        label="Describe other obstacles"
        multiline
        minRows={2}
        fullWidth
        required={otherTicked}
        disabled={!otherTicked}
        value={otherDesc}
        onChange={(event) => edit((d) => withSideFacts(d, side, { otherDesc: event.target.value.slice(0, Limits.otherDescription) }))}
        error={textProblem(otherDesc) !== undefined}
        helperText={textProblem(otherDesc) ?? (otherTicked ? `${otherDesc.length}/${Limits.otherDescription}` : 'Tick Other to describe it')}
        slotProps={{ htmlInput: { maxLength: Limits.otherDescription } }}
        sx={{ mt: 1 }}
      />
    </FormControl>
  );
}
