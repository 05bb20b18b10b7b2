import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SERVICE_TYPES, serviceTypeKey, withServiceType, type ServiceTypeKey } from '@moveday/openapi';
import type { DraftFieldProps } from './draftFields';

const DESCRIPTIONS: Record<ServiceTypeKey, string> = {
  boxedAndReadyToGo: 'You pack your belongings into boxes; our crew loads, moves and unloads them.',
  packingAndMoving: 'Our crew packs your home for you, then loads, moves and unloads everything.',
};

/** The service type: one of two, required (customer-side §4, §5), each with what it means. */
export function ServiceTypeField({ draft, edit }: DraftFieldProps) {
  const value = serviceTypeKey(draft);
  return (
    <FormControl component="fieldset" required fullWidth>
      <FormLabel component="legend" id="quote-service-type-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        Service type
      </FormLabel>
      <RadioGroup
        aria-labelledby="quote-service-type-label"
        value={value}
        onChange={(event) => edit((d) => withServiceType(d, event.target.value as ServiceTypeKey))}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {SERVICE_TYPES.map((type) => {
          const checked = value === type.key;
          return (
            <Box
              key={type.key}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1.5,
                pr: 2,
                m: 0,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'rgba(15, 76, 92, 0.06)' : 'background.paper',
                borderRadius: 2,
                cursor: 'pointer',
                '&:hover': { borderColor: 'primary.light' },
                '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Radio value={type.key} slotProps={{ input: { 'aria-labelledby': `quote-service-${type.key}`, 'aria-describedby': `quote-service-${type.key}-text` } }} sx={{ mt: -0.5 }} />
              <Box>
                <Typography id={`quote-service-${type.key}`} sx={{ fontWeight: 700 }}>
                  {type.label}
                </Typography>
                <Typography id={`quote-service-${type.key}-text`} variant="body2" color="text.secondary">
                  {DESCRIPTIONS[type.key]}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
