import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./CustomerList'),
  show: () => import('./CustomerShow'),
};

/** Customers (issue 21): the accounts at /customers, a customer's page at /customers/<id>/show (download their data, close the account). */
export default {
  list: lazyScreen(loaders.list),
  show: lazyScreen(loaders.show),
  icon: PeopleOutlined,
};
