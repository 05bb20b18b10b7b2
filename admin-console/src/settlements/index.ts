import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./SettlementList'),
  show: () => import('./SettlementShow'),
};

/** Settlements (issue 35): every partner's weekly statements at /settlements; a statement at /settlements/<id>/show (Mark paid, Pay with Stripe). */
export default {
  list: lazyScreen(loaders.list),
  show: lazyScreen(loaders.show),
  icon: RequestQuoteOutlined,
};
