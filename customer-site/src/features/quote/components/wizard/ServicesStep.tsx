import Box from '@mui/material/Box';
import { useT } from '@/lib/i18n';
import type { DraftFieldProps } from '../fields/draftFields';
import { AdditionalHelpField, DeliveryDateField, PackingKitCards } from '../fields/PackingFields';
import { StepSection } from './StepSection';

/** Tab 2: an optional packing kit and when it arrives, and additional help. */
export function ServicesStep(props: DraftFieldProps) {
  const t = useT();
  return (
    <>
      <StepSection title={t('wizardKitsTitle')} intro={t('wizardKitsIntro')}>
        <PackingKitCards {...props} />
      </StepSection>
      <StepSection title={t('wizardKitDeliveryTitle')}>
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
