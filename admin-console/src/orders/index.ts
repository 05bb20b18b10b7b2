import LocalShipping from '@mui/icons-material/LocalShipping';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./OrderList'),
  edit: () => import('./OrderEdit'),
  create: () => import('./OrderCreate'),
};

/** The orders resource's screens, each its own chunk: the list (/ordersPage), details (/editorder), Add Order (/addorder). */
export default {
  list: lazyScreen(loaders.list),
  edit: lazyScreen(loaders.edit),
  create: lazyScreen(loaders.create),
  icon: LocalShipping,
};
