import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { lazyScreen } from '../lib/lazyScreen';

export const loaders = {
  list: () => import('./WebhookList'),
  create: () => import('./WebhookCreate'),
  edit: () => import('./WebhookEdit'),
};

/** Webhook endpoints: the list at /webhooks, New endpoint at /webhooks/create, an endpoint's page at /webhooks/<id>. */
export default {
  list: lazyScreen(loaders.list),
  create: lazyScreen(loaders.create),
  edit: lazyScreen(loaders.edit),
  show: lazyScreen(() => loaders.edit().then((module) => ({ default: module.WebhookShow }))),
  icon: WebhookOutlined,
};
