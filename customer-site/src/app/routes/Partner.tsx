import { useParams } from 'react-router-dom';
import { JobList } from '@/features/partner/components/JobList';
import { JobSheet } from '@/features/partner/components/JobSheet';

/** A partner's two pages, in one chunk (App.tsx). */
export function PartnerJobsRoute() {
  return <JobList />;
}

export function PartnerJobRoute() {
  const { id = '' } = useParams();
  // A page per job: its state starts afresh when another job is opened.
  return <JobSheet key={id} id={id} />;
}
