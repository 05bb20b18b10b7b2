import { CommercialEnquiryForm } from '@/features/commercial/components/CommercialEnquiryForm';

export default function CommercialEnquiryRoute() {
  return <CommercialEnquiryForm />;
}
