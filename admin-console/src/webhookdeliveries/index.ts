import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { lazy } from 'react';

export const loaders = {
  list: () => import('./DeliveryList'),
  show: () => import('./DeliveryShow'),
};

/** The webhook delivery log at /webhookdeliveries; a delivery at /webhookdeliveries/<id>/show. */
export default {
  list: lazy(loaders.list),
  show: lazy(loaders.show),
  icon: ListAltOutlined,
};
