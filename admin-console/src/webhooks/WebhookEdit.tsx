import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Loading, SimpleForm, useGetOne, useNotify, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useShowMessage } from '../common/MessageDialog';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { FormActions } from '../integrations/FormActions';
import { IntegrationsNav } from '../integrations/IntegrationsNav';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { formatMoment } from '../lib/format';
import { messageOf } from '../lib/http';
import type { WebhookEndpointRow } from '../lib/types';
import { DeleteEndpointButton } from './DeleteEndpointButton';
import { EndpointDeliveries } from './EndpointDeliveries';
import { EndpointStateChip } from './EndpointStateChip';
import { RollSecretButton } from './RollSecretButton';
import { ToggleEndpointButton } from './ToggleEndpointButton';
import { WebhookFormFields } from './WebhookFormFields';
import { useSaveAnyway } from './useSaveAnyway';
import { offNotice, unresolvedHostOf, webhookChange, webhookFormOf } from './webhookFacts';

/** The endpoint's state beside its address: on, or off since when and why. */
function StateLine({ endpoint }: { endpoint: WebhookEndpointRow }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <EndpointStateChip endpoint={endpoint} />
        <Typography variant="body2" color="text.secondary">
          Added {formatMoment(endpoint.createdAt)} · {endpoint.waiting.toLocaleString('en-US')} waiting · {endpoint.failed.toLocaleString('en-US')} failed
        </Typography>
      </Box>
      {!endpoint.enabled && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {offNotice(endpoint, formatMoment)}
          </Box>
          No events are recorded for it while it is off. Turn it on once the receiver works: what waited for it is sent, oldest first.
        </Alert>
      )}
    </Box>
  );
}

/** The form: the address, note and events as saved when the page opened (a refresh of the record does not undo what is being typed). */
function EndpointForm({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const notify = useNotify();
  const show = useShowMessage();
  const [update] = useUpdate<WebhookEndpointRow>();
  // Filled in once per endpoint (the page keys this form by its id).
  const defaults = useMemo(() => webhookFormOf(endpoint), [endpoint.id]);

  const { ask, dialog } = useSaveAnyway();

  const submit = async (values: FieldValues, saveUnresolved = false): Promise<Record<string, string> | undefined> => {
    try {
      const data = { ...webhookChange(values), ...(saveUnresolved && { saveUnresolved }) };
      await update('webhooks', { id: endpoint.id, data, previousData: endpoint }, { returnPromise: true });
      notify('Endpoint saved', { type: 'success' });
    } catch (error) {
      const host = unresolvedHostOf(error);
      if (host !== undefined && !saveUnresolved && (await ask(host))) return submit(values, true);
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      void show(messageOf(error));
    }
    return undefined;
  };

  return (
    <Card sx={{ mb: 2 }}>
      <SimpleForm defaultValues={defaults} onSubmit={(values: FieldValues) => submit(values)} toolbar={<FormActions label="Save" />} noValidate>
        <WebhookFormFields />
      </SimpleForm>
      {dialog}
    </Card>
  );
}

/**
 * A webhook endpoint's page (/webhooks/<id>): its state, its address, note and events to edit,
 * Turn off / Turn on, Roll secret, Delete, and its recent deliveries.
 */
export default function WebhookEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: endpoint, isPending, error } = useGetOne<WebhookEndpointRow>('webhooks', { id });
  usePageTitle(endpoint ? `Webhook ${endpoint.url}` : 'Webhook endpoint');
  const back = () => navigate('/webhooks');
  return (
    <Box>
      <IntegrationsNav />
      {isPending ? (
        <Loading />
      ) : error || !endpoint ? (
        <>
          <PageHeader title="Webhook endpoint" onBack={back} backLabel="Back to webhooks" />
          <Alert severity="error">{messageOf(error)}</Alert>
        </>
      ) : (
        <>
          <PageHeader
            title={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {endpoint.url}
              </Box>
            }
            onBack={back}
            backLabel="Back to webhooks"
          >
            <ToggleEndpointButton endpoint={endpoint} />
            <RollSecretButton endpoint={endpoint} />
            <DeleteEndpointButton endpoint={endpoint} />
          </PageHeader>
          <StateLine endpoint={endpoint} />
          <Box sx={{ maxWidth: 900 }}>
            <EndpointForm key={endpoint.id} endpoint={endpoint} />
            <EndpointDeliveries endpoint={endpoint} />
          </Box>
        </>
      )}
    </Box>
  );
}

/** /webhooks/<id>/show (react-admin's show address, as a mail links it) is the endpoint's page. */
export function WebhookShow() {
  const { id = '' } = useParams();
  return <Navigate to={`/webhooks/${encodeURIComponent(id)}`} replace />;
}
