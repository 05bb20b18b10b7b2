import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = { list: () => import('./MailList') };

/** Mail: every mail queued, read-only but for Resend, at /mails. */
export default {
  list: lazyScreen(loaders.list),
  icon: EmailOutlined,
};
