import { EstimatePage } from '@/features/quote/components/estimate/EstimatePage';

export default function QuoteEstimateRoute() {
  return <EstimatePage />;
}
