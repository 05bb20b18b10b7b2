import { BackToJobs } from '@/features/partner/components/JobNotFound';

/** An address under /partner/ that is no page: the site's 404 words, and the way back to the jobs. */
export default function PartnerNotFound() {
  return <BackToJobs title="crewPageNotFoundTitle" text="crewPageNotFoundText" />;
}
