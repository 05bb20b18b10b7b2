import { QuoteWizard } from '@/features/quote/components/wizard/QuoteWizard';

export default function QuoteWizardRoute() {
  return <QuoteWizard />;
}
