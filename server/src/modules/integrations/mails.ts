// The integrations module's mail: to each admin, an endpoint turned off after its deliveries kept
// failing. In English: staff read it.
import { ENGLISH } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';

/** To an admin: the endpoint is off, why, and how to turn it on again, with a button to it in the console. */
export function endpointTurnedOffMail(to: string, endpointId: string, endpoint: string, reason: string, publicUrl: string): Mail {
  const { t } = ENGLISH;
  return composeMail({
    to,
    subject: t('inboxWebhookOffSubject', { endpoint }),
    paragraphs: [t('inboxWebhookOff', { endpoint, reason }), t('inboxWebhookOffMend')],
    action: { label: t('inboxOpenEndpoint'), url: `${publicUrl}/admin/webhooks/${endpointId}` },
  });
}
