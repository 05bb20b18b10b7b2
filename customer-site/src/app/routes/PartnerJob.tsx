import { JobSheet } from '@/features/partner/components/JobSheet';

/** /partner/jobs/:id: one job's sheet, loaded on demand. */
export default function PartnerJobRoute({ id }: { id: string }) {
  // A page per job: its state starts afresh when another job is opened.
  return <JobSheet key={id} id={id} />;
}
