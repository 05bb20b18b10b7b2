import { CommercialSuccessDialog } from '@/features/commercial/components/CommercialSuccessDialog';

export default function CommercialSuccessRoute() {
  return <CommercialSuccessDialog />;
}
