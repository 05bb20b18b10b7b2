import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { lazy } from 'react';

export const loaders = { list: () => import('./MailList') };

/** Mail: every mail queued, read-only but for Resend, at /mails. */
export default {
  list: lazy(loaders.list),
  icon: EmailOutlined,
};
