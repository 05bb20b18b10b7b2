import Handshake from '@mui/icons-material/Handshake';
import { lazy } from 'react';

export const loaders = {
  list: () => import('./PartnerList'),
  edit: () => import('./PartnerEdit'),
  create: () => import('./PartnerCreate'),
};

/** The partners resource's screens: the list (/settings), Add Partner (/addpartner), Edit Partner (/editpartner). */
export default {
  list: lazy(loaders.list),
  edit: lazy(loaders.edit),
  create: lazy(loaders.create),
  icon: Handshake,
};
