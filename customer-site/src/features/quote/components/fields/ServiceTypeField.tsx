import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SERVICE_TYPES, serviceTypeKey, withServiceType, type ServiceTypeKey, type WordKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import type { DraftFieldProps } from './draftFields';

const DESCRIPTIONS: Record<ServiceTypeKey, WordKey> = {
  boxedAndReadyToGo: 'wizardServiceBoxedText',
  packingAndMoving: 'wizardServicePackingText',
};

/** The service type: one of two, required (customer-side §4, §5), each with what it means. */
export function ServiceTypeField({ draft, edit }: DraftFieldProps) {
  const value = serviceTypeKey(draft);
  const t = useT();
  return (
    <FormControl component="fieldset" required fullWidth>
      <FormLabel component="legend" id="quote-service-type-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        {t('wizardServiceTypeLegend')}
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
              <Radio
                value={type.key}
                slotProps={{ input: { 'aria-labelledby': `quote-service-${type.key}`, 'aria-describedby': `quote-service-${type.key}-text` } }}
                sx={{ mt: -0.5 }}
              />
              <Box>
                <Typography id={`quote-service-${type.key}`} sx={{ fontWeight: 700 }}>
                  {t(`serviceType.${type.key}`)}
                </Typography>
                <Typography id={`quote-service-${type.key}-text`} variant="body2" color="text.secondary">
                  {t(DESCRIPTIONS[type.key])}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
