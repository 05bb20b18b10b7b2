import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { API_SCOPES, Limits, type ApiScope } from '@moveday/openapi';
import { useState } from 'react';
import { CheckboxGroupInput, DateInput, RadioButtonGroupInput, SimpleForm, TextInput, useDataProvider } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
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
import type { CreatedApiKey } from '../lib/types';
import { EXPIRY_CHOICES, apiKeyBody, apiKeyFieldNames, scopeLabel, type ApiKeyForm } from './apiKeyFacts';

const DEFAULTS: ApiKeyForm = { name: '', scopes: [], expiry: 'never', expiresOn: null };

/** A choice's words: the catalogue's label, and what it lets a key do beneath it. */
const described = (choice: { label: string; description: string }) => (
  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
    <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
      {choice.label}
    </Box>
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {choice.description}
    </Typography>
  </Box>
);

/** The day to stop on, asked only when "On a day I choose" is picked. */
function ExpiryDay() {
  const expiry = useWatch({ name: 'expiry' }) as ApiKeyForm['expiry'];
  if (expiry !== 'date') return null;
  return <DateInput source="expiresOn" label="Stops working at the end of" helperText="In your time zone" sx={{ maxWidth: 280 }} />;
}

/**
 * New API key (/apikeys/create): a name, the scopes it may use (in the catalogue's words) and when
 * it stops working. The server checks every field; what it refuses shows on the field. Made, the
 * key is shown once in a dialog, then the list.
 */
export default function ApiKeyCreate() {
  usePageTitle('New API key');
  const navigate = useNavigate();
  const show = useShowMessage();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = async (values: FieldValues) => {
    const form = values as ApiKeyForm;
    const built = apiKeyBody(form, Date.now());
    if ('errors' in built) return built.errors;
    try {
      setCreated(await dataProvider.createApiKey(built.body));
    } catch (error) {
      const errors = fieldErrorsOf(error, apiKeyFieldNames(form));
      if (errors) return errors;
      void show(messageOf(error));
    }
    return undefined;
  };

  return (
    <Box>
      <IntegrationsNav />
      <PageHeader title="New API key" onBack={() => navigate('/apikeys')} backLabel="Back to API keys" />
      <Card sx={{ maxWidth: 760 }}>
        <SimpleForm defaultValues={DEFAULTS} onSubmit={submit} toolbar={<FormActions label="Create key" />} noValidate>
          <TextInput
            source="name"
            label="Name"
            helperText="What uses it, e.g. Warehouse sync"
            fullWidth
            slotProps={{ htmlInput: { maxLength: Limits.apiKeyName } }}
          />
          <CheckboxGroupInput
            source="scopes"
            label="Scopes: what the key may do"
            choices={[...API_SCOPES]}
            optionValue="key"
            optionText={described}
            row={false}
            helperText={false}
          />
          <RadioButtonGroupInput source="expiry" label="Expires" choices={[...EXPIRY_CHOICES]} row={false} helperText={false} />
          <ExpiryDay />
        </SimpleForm>
      </Card>
      <SecretDialog
        secret={created?.secret ?? null}
        title={`API key "${created?.name ?? ''}" created`}
        label="API key"
        onDone={() => {
          setCreated(null);
          navigate('/apikeys');
        }}
      >
        Send it as <code>Authorization: Bearer &lt;key&gt;</code>. It may{' '}
        {created?.scopes.map((scope) => scopeLabel(scope as ApiScope).toLowerCase()).join(', ')}.
      </SecretDialog>
    </Box>
  );
}
