import { OrderDetails } from '@/features/orders/components/OrderDetails';

export default function OrderDetailsRoute() {
  return <OrderDetails />;
}
