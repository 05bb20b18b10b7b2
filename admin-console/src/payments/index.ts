import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = { list: () => import('./PaymentList') };

/** Payments: every ledger line of every order, read-only, at /payments (money is recorded on the order's page). */
export default {
  list: lazyScreen(loaders.list),
  icon: PaymentsOutlined,
};
