import Inbox from '@mui/icons-material/Inbox';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = { list: () => import('./EnquiryList') };

/** Enquiries: a read-only list at /enquiries. */
export default {
  list: lazyScreen(loaders.list),
  icon: Inbox,
};
