import Handshake from '@mui/icons-material/Handshake';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./PartnerList'),
  edit: () => import('./PartnerEdit'),
  create: () => import('./PartnerCreate'),
};

/** The partners resource's screens: the list (/settings), Add Partner (/addpartner), Edit Partner (/editpartner). */
export default {
  list: lazyScreen(loaders.list),
  edit: lazyScreen(loaders.edit),
  create: lazyScreen(loaders.create),
  icon: Handshake,
};
