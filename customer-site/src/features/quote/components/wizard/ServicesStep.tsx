import Box from '@mui/material/Box';
import type { DraftFieldProps } from '../fields/draftFields';
import { AdditionalHelpField, DeliveryDateField, PackingKitCards } from '../fields/PackingFields';
import { StepSection } from './StepSection';

/** Tab 2: an optional packing kit and when it arrives, and additional help. */
export function ServicesStep(props: DraftFieldProps) {
  return (
    <>
      <StepSection title="Packing kits" intro="Optional: choose one kit and we deliver it before your move.">
        <PackingKitCards {...props} />
      </StepSection>
      <StepSection title="Delivery of your kit">
        <Box sx={{ maxWidth: { sm: 360 } }}>
          <DeliveryDateField {...props} />
        </Box>
      </StepSection>
      <StepSection>
        <AdditionalHelpField {...props} />
      </StepSection>
    </>
  );
}
