import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Messages } from '@moveday/openapi';
import { useShowMessage } from '../common/MessageDialog';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { messageOf } from '../lib/http';
import { PartnerFormFields } from './PartnerFormFields';
import { emptyDispatchForm, type DispatchField } from './dispatchForm';
import { dispatchErrorsOf, emptyPartnerForm, partnerBody, partnerFormProblem } from './partnerRules';

/**
 * Add Partner (/addpartner): the form, its rules in the spec's order in the Ok dialog (then the
 * Dispatch section's), then back to /settings.
 */
export default function PartnerCreate() {
  usePageTitle('Add Partner');
  const navigate = useNavigate();
  const notify = useNotify();
  const show = useShowMessage();
  const [form, setForm] = useState(emptyPartnerForm);
  const [dispatch, setDispatch] = useState(emptyDispatchForm);
  const [dispatchErrors, setDispatchErrors] = useState<Partial<Record<DispatchField, string>>>({});
  const [create, { isPending }] = useCreate();

  const submit = () => {
    const problem = partnerFormProblem(form, dispatch);
    if (problem) {
      void show(problem);
      return;
    }
    create(
      'partners',
      { data: partnerBody(form, dispatch) },
      {
        onSuccess: () => {
          notify(Messages.partnerAdded, { type: 'success' });
          navigate('/settings');
        },
        onError: (error) => {
          setDispatchErrors(dispatchErrorsOf(error));
          void show(messageOf(error));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <PageHeader title="Add Partner" onBack={() => navigate('/settings')} backLabel="Back to partners" />
      <PartnerFormFields
        form={form}
        onChange={setForm}
        dispatch={dispatch}
        onDispatchChange={(next) => (setDispatch(next), setDispatchErrors({}))}
        dispatchErrors={dispatchErrors}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isPending}>
          Add Partner
        </Button>
      </Box>
    </Box>
  );
}
