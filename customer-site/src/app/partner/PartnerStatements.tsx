import { StatementList } from '@/features/partner/components/StatementList';

/** /partner/statements: the partner's terms and weekly statements, loaded on demand (the job list does without their code). */
export default function PartnerStatementsRoute() {
  return <StatementList />;
}
