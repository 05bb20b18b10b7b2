import { ServiceAreas } from '@/features/locations/components/ServiceAreas';

export default function LocationsRoute() {
  return <ServiceAreas />;
}
