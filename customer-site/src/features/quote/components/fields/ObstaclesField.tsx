import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Limits, OBSTACLES, OTHER_OBSTACLE, textProblem, type ObstacleKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { sideFacts, withSideFacts, type DraftFieldProps, type Side } from './draftFields';

/**
 * What the movers must get past at one end. The description is open only while 'Other' is
 * ticked, and unticking it clears the text (customer-side §4); at most 250 characters.
 */
export function ObstaclesField({ draft, edit, side }: DraftFieldProps & { side: Side }) {
  const { flags, otherDesc } = sideFacts(draft, side);
  const otherTicked = flags[OTHER_OBSTACLE] === true;
  const labelId = `quote-${side}-obstacles-label`;
  const t = useT();
  const problem = textProblem(otherDesc);

  const tick = (key: ObstacleKey, checked: boolean) =>
    edit((d) => {
      const now = sideFacts(d, side);
      const next = { ...now.flags, [key]: checked };
      return withSideFacts(d, side, key === OTHER_OBSTACLE && !checked ? { flags: next, otherDesc: '' } : { flags: next });
    });

  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('wizardObstaclesLegend')}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {OBSTACLES.map((obstacle) => (
          <FormControlLabel
            key={obstacle.key}
            control={<Checkbox checked={flags[obstacle.key] === true} onChange={(event) => tick(obstacle.key, event.target.checked)} />}
            label={t(`obstacle.${obstacle.key}`)}
          />
        ))}
      </Box>
      <TextField
        id={`quote-${side}-other`}
        label={t('wizardOtherObstacles')}
        multiline
        minRows={2}
        fullWidth
        required={otherTicked}
        disabled={!otherTicked}
        value={otherDesc}
        onChange={(event) => edit((d) => withSideFacts(d, side, { otherDesc: event.target.value.slice(0, Limits.otherDescription) }))}
        error={problem !== undefined}
        helperText={
          problem ? t(problem) : otherTicked ? t('wizardCharacters', { count: otherDesc.length, max: Limits.otherDescription }) : t('wizardTickOther')
        }
        slotProps={{ htmlInput: { maxLength: Limits.otherDescription } }}
        sx={{ mt: 1 }}
      />
    </FormControl>
  );
}
