import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { lazy } from 'react';

export const loaders = {
  list: () => import('./ApiKeyList'),
  create: () => import('./ApiKeyCreate'),
};

/** API keys: the list at /apikeys (revoke there), New API key at /apikeys/create. */
export default {
  list: lazy(loaders.list),
  create: lazy(loaders.create),
  icon: VpnKeyOutlined,
};
