import { QuoteInterim } from '@/features/quote/components/QuoteInterim';

/** INTERIM: the wizard, estimate and signup routes until issue 8 builds them. */
export default function QuoteInterimRoute() {
  return <QuoteInterim />;
}
