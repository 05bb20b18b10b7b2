import { JobList } from '@/features/partner/components/JobList';

/** /partner/jobs: the crew's job list, in the partner pages' entry itself (the page a crew opens most). */
export default function PartnerJobsRoute() {
  return <JobList />;
}
