import { DaysOff } from '@/features/partner/components/DaysOff';

/** /partner/daysoff: the crew's days off, loaded on demand (the job list does without its code). */
export default function PartnerDaysOffRoute() {
  return <DaysOff />;
}
