import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { lazy } from 'react';

export const loaders = {
  list: () => import('./WebhookList'),
  create: () => import('./WebhookCreate'),
  edit: () => import('./WebhookEdit'),
};

/** Webhook endpoints: the list at /webhooks, New endpoint at /webhooks/create, an endpoint's page at /webhooks/<id>. */
export default {
  list: lazy(loaders.list),
  create: lazy(loaders.create),
  edit: lazy(loaders.edit),
  show: lazy(() => loaders.edit().then((module) => ({ default: module.WebhookShow }))),
  icon: WebhookOutlined,
};
