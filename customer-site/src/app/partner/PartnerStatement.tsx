import { StatementSheet } from '@/features/partner/components/StatementSheet';

/** /partner/statements/:id: one statement, loaded on demand. */
export default function PartnerStatementRoute({ id }: { id: string }) {
  // A page per statement: its state starts afresh when another is opened.
  return <StatementSheet key={id} id={id} />;
}
