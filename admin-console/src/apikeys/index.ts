import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./ApiKeyList'),
  create: () => import('./ApiKeyCreate'),
};

/** API keys: the list at /apikeys (revoke there), New API key at /apikeys/create. */
export default {
  list: lazyScreen(loaders.list),
  create: lazyScreen(loaders.create),
  icon: VpnKeyOutlined,
};
