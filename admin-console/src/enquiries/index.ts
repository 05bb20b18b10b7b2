import Inbox from '@mui/icons-material/Inbox';
import { lazy } from 'react';

export const loaders = { list: () => import('./EnquiryList') };

/** Enquiries: a read-only list at /enquiries. */
export default {
  list: lazy(loaders.list),
  icon: Inbox,
};
