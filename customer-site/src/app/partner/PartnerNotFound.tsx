import { BackToJobs } from '@/features/partner/components/JobNotFound';

/** An address under /partner/ that is no page: the site's 404 words, and the way back to the jobs. */
export default function PartnerNotFound() {
  return <BackToJobs title="We couldn't find that page" text="It may have moved. Your jobs are all on your job list." />;
}
