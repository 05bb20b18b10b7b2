import { OrdersList } from '@/features/orders/components/OrdersList';

export default function CustomerOrdersRoute() {
  return <OrdersList />;
}
