import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { lazy } from 'react';

export const loaders = {
  list: () => import('./CustomerList'),
  show: () => import('./CustomerShow'),
};

/** Customers (issue 21): the accounts at /customers, a customer's page at /customers/<id>/show (download their data, close the account). */
export default {
  list: lazy(loaders.list),
  show: lazy(loaders.show),
  icon: PeopleOutlined,
};
