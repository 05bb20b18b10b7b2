import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./DeliveryList'),
  show: () => import('./DeliveryShow'),
};

/** The webhook delivery log at /webhookdeliveries; a delivery at /webhookdeliveries/<id>/show. */
export default {
  list: lazyScreen(loaders.list),
  show: lazyScreen(loaders.show),
  icon: ListAltOutlined,
};
