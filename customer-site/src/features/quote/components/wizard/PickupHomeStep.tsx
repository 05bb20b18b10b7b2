import Box from '@mui/material/Box';
import { AddressFields } from '../fields/AddressFields';
import { RoomCounters } from '../fields/Counters';
import type { DraftFieldProps } from '../fields/draftFields';
import { FloorsField, HomeSizeField } from '../fields/HomeFields';
import { MoveTypeField } from '../fields/MoveTypeField';
import { StepSection } from './StepSection';

/** Tab 1: the home being left, its address, size, floors and rooms. */
export function PickupHomeStep(props: DraftFieldProps) {
  return (
    <>
      <StepSection>
        <MoveTypeField {...props} side="pickup" />
      </StepSection>
      <StepSection title="Pickup address">
        <AddressFields {...props} side="pickup" />
      </StepSection>
      <StepSection title="About the home">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
          <HomeSizeField {...props} side="pickup" />
          <FloorsField {...props} side="pickup" />
        </Box>
      </StepSection>
      <StepSection title="Rooms" intro="How many of each room are you moving? At least one.">
        <RoomCounters {...props} />
      </StepSection>
    </>
  );
}
