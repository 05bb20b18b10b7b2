import Box from '@mui/material/Box';
import { useT } from '@/lib/i18n';
import { AddressFields } from '../fields/AddressFields';
import { RoomCounters } from '../fields/Counters';
import type { DraftFieldProps } from '../fields/draftFields';
import { FloorsField, HomeSizeField } from '../fields/HomeFields';
import { MoveTypeField } from '../fields/MoveTypeField';
import { StepSection } from './StepSection';

/** Tab 1: the home being left, its address, size, floors and rooms. */
export function PickupHomeStep(props: DraftFieldProps) {
  const t = useT();
  return (
    <>
      <StepSection>
        <MoveTypeField {...props} side="pickup" />
      </StepSection>
      <StepSection title={t('wizardPickupAddress')}>
        <AddressFields {...props} side="pickup" />
      </StepSection>
      <StepSection title={t('wizardAboutHome')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
          <HomeSizeField {...props} side="pickup" />
          <FloorsField {...props} side="pickup" />
        </Box>
      </StepSection>
      <StepSection title={t('wizardRoomsTitle')} intro={t('wizardRoomsIntro')}>
        <RoomCounters {...props} />
      </StepSection>
    </>
  );
}
