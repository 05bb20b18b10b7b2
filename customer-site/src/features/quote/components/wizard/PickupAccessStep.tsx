import { useT } from '@/lib/i18n';
import { HeavyItemCounters } from '../fields/Counters';
import type { DraftFieldProps } from '../fields/draftFields';
import { ObstaclesField } from '../fields/ObstaclesField';
import { StepSection } from './StepSection';

/** Tab 1.5: heavy items, and what the movers must get past at the pickup. */
export function PickupAccessStep(props: DraftFieldProps) {
  const t = useT();
  return (
    <>
      <StepSection title={t('wizardHeavyTitle')} intro={t('wizardHeavyIntro')}>
        <HeavyItemCounters {...props} />
      </StepSection>
      <StepSection>
        <ObstaclesField {...props} side="pickup" />
      </StepSection>
    </>
  );
}
