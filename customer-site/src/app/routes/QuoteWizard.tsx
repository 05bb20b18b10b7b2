import { useEffect } from 'react';
import { QuoteWizard } from '@/features/quote/components/wizard/QuoteWizard';

export default function QuoteWizardRoute() {
  // The estimate page comes next: its code is fetched while the visitor fills the steps, so Get
  // Quote opens it as soon as the price arrives.
  useEffect(() => {
    const handle = window.setTimeout(() => void import('./QuoteEstimate'), 2000);
    return () => window.clearTimeout(handle);
  }, []);
  return <QuoteWizard />;
}
