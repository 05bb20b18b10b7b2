import { HeavyItemCounters } from '../fields/Counters';
import type { DraftFieldProps } from '../fields/draftFields';
import { ObstaclesField } from '../fields/ObstaclesField';
import { StepSection } from './StepSection';

/** Tab 1.5: heavy items, and what the movers must get past at the pickup. */
export function PickupAccessStep(props: DraftFieldProps) {
  return (
    <>
      <StepSection
        title="Heavy items"
        intro="Heavy items make your quote a rough estimate: a specialist contacts you within 24 hours to confirm the price."
      >
        <HeavyItemCounters {...props} />
      </StepSection>
      <StepSection>
        <ObstaclesField {...props} side="pickup" />
      </StepSection>
    </>
  );
}
