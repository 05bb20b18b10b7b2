import Box from '@mui/material/Box';
import { useT } from '@/lib/i18n';
import { AddressFields } from '../fields/AddressFields';
import { AnythingElseField } from '../fields/AnythingElseField';
import type { DraftFieldProps } from '../fields/draftFields';
import { FloorsField, HomeSizeField } from '../fields/HomeFields';
import { MoveTypeField } from '../fields/MoveTypeField';
import { ObstaclesField } from '../fields/ObstaclesField';
import { StepSection } from './StepSection';

/** Tab 3: the new home, what the movers must get past there, and anything else. */
export function DropStep(props: DraftFieldProps) {
  const t = useT();
  return (
    <>
      <StepSection>
        <MoveTypeField {...props} side="drop" />
      </StepSection>
      <StepSection title={t('wizardDropAddress')}>
        <AddressFields {...props} side="drop" />
      </StepSection>
      <StepSection title={t('wizardAboutHome')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
          <HomeSizeField {...props} side="drop" />
          <FloorsField {...props} side="drop" />
        </Box>
      </StepSection>
      <StepSection>
        <ObstaclesField {...props} side="drop" />
      </StepSection>
      <StepSection>
        <AnythingElseField {...props} />
      </StepSection>
    </>
  );
}
