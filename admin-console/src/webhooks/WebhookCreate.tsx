import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { SimpleForm, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useShowMessage } from '../common/MessageDialog';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { MoveDayDataProvider } from '../dataProvider';
import { FormActions } from '../integrations/FormActions';
import { IntegrationsNav } from '../integrations/IntegrationsNav';
import { SecretDialog } from '../integrations/SecretDialog';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { messageOf } from '../lib/http';
import type { CreatedWebhookEndpoint } from '../lib/types';
import { SigningSecretWords } from './SigningSecretWords';
import { WebhookFormFields } from './WebhookFormFields';
import { useSaveAnyway } from './useSaveAnyway';
import { newWebhookBody, unresolvedHostOf, type WebhookForm } from './webhookFacts';

const DEFAULTS: WebhookForm = { url: '', description: '', events: [] };

/**
 * New endpoint (/webhooks/create): the address, a note, the events. The server checks the address
 * (https, no private network) and the rest; what it refuses shows on the field. Registered, its
 * signing secret is shown once, then the endpoint's page.
 */
export default function WebhookCreate() {
  usePageTitle('New webhook endpoint');
  const navigate = useNavigate();
  const show = useShowMessage();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);

  const { ask, dialog } = useSaveAnyway();

  const submit = async (values: FieldValues, saveUnresolved = false): Promise<Record<string, string> | undefined> => {
    try {
      setCreated(await dataProvider.createWebhook({ ...newWebhookBody(values as WebhookForm), ...(saveUnresolved && { saveUnresolved }) }));
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
    <Box>
      <IntegrationsNav />
      <PageHeader title="New webhook endpoint" onBack={() => navigate('/webhooks')} backLabel="Back to webhooks" />
      <Card sx={{ maxWidth: 760 }}>
        <SimpleForm defaultValues={DEFAULTS} onSubmit={(values: FieldValues) => submit(values)} toolbar={<FormActions label="Add endpoint" />} noValidate>
          <WebhookFormFields />
        </SimpleForm>
      </Card>
      {dialog}
      <SecretDialog
        secret={created?.secret ?? null}
        title="Endpoint added: its signing secret"
        label="Signing secret"
        onDone={() => {
          const id = created?.id;
          setCreated(null);
          navigate(id ? `/webhooks/${encodeURIComponent(id)}` : '/webhooks');
        }}
      >
        <SigningSecretWords />
      </SecretDialog>
    </Box>
  );
}
