import LocalShipping from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';

export const loaders = {
  list: () => import('./OrderList'),
  edit: () => import('./OrderEdit'),
  create: () => import('./OrderCreate'),
};

/** The orders resource's screens, each its own chunk: the list (/ordersPage), details (/editorder), Add Order (/addorder). */
export default {
  list: lazy(loaders.list),
  edit: lazy(loaders.edit),
  create: lazy(loaders.create),
  icon: LocalShipping,
};
