import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { DraftFieldProps } from '../fields/draftFields';
import { PreferredDatesFields } from '../fields/PreferredDatesFields';
import { ServiceTypeField } from '../fields/ServiceTypeField';
import { StepSection } from './StepSection';

export const WEEKEND_NOTICE = 'Moves on weekends generally cost more than weekdays.';

/** Tab 0: the service type and two preferred move dates. */
export function MoveStep(props: DraftFieldProps) {
  return (
    <>
      <StepSection>
        <ServiceTypeField {...props} />
      </StepSection>
      <StepSection title="Preferred move dates" intro="Give us two dates that suit you; we confirm one of them.">
        <PreferredDatesFields {...props} />
        <Box role="note" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, p: 1.5, borderRadius: 2, bgcolor: 'rgba(15, 76, 92, 0.06)' }}>
          <InfoOutlined fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2">{WEEKEND_NOTICE}</Typography>
        </Box>
      </StepSection>
    </>
  );
}
