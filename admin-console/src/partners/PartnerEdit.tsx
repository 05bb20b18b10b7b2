import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Messages } from '@moveday/openapi';
import { useState } from 'react';
import { Loading, useGetOne, useNotify, useUpdate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { messageOf } from '../lib/http';
import type { Partner } from '../lib/types';
import { PartnerFormFields } from './PartnerFormFields';
import { PartnerSignIns } from './PartnerSignIns';
import { PartnerEarnings } from './PartnerEarnings';
import { PartnerTerms } from './PartnerTerms';
import { dispatchFormOf, type DispatchField, type DispatchForm } from './dispatchForm';
import { PartnerDaysOff } from './PartnerDaysOff';
import { dispatchErrorsOf, partnerBody, partnerFormOf, partnerFormProblem, type PartnerForm } from './partnerRules';

/**
 * Edit Partner (/editpartner?id=...): the partner fetched and prefilled; Save Details and Cancel
 * each confirm first. Below the form, the partner's terms, earnings, days off and sign-ins (each its own
 * form: editing, adding or removing saves at once).
 */
export default function PartnerEdit() {
  const [params] = useSearchParams();
  const id = params.get('id');
  usePageTitle('Edit Partner');
  const { data, isPending, error } = useGetOne<Partner>('partners', { id: id ?? '' }, { enabled: Boolean(id) });
  if (!id) return <Navigate to="/settings" replace />;
  if (isPending) return <Loading loadingPrimary="Loading the partner" loadingSecondary="" />;
  if (error || !data) return <Alert severity="error">{messageOf(error)}</Alert>;
  return (
    <>
      <EditForm partner={data} />
      <Box sx={{ mt: 3 }}>
        <PartnerTerms partner={data} />
        <PartnerEarnings partner={data} />
        <PartnerDaysOff partner={data} />
        <PartnerSignIns partner={data} />
      </Box>
    </>
  );
}

function EditForm({ partner }: { partner: Partner }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const show = useShowMessage();
  const [form, setForm] = useState<PartnerForm>(() => partnerFormOf(partner));
  const [dispatch, setDispatch] = useState<DispatchForm>(() => dispatchFormOf(partner));
  const [dispatchErrors, setDispatchErrors] = useState<Partial<Record<DispatchField, string>>>({});
  const [confirm, setConfirm] = useState<'save' | 'discard' | null>(null);
  const [update, { isPending }] = useUpdate<Partner>();

  const askToSave = () => {
    const problem = partnerFormProblem(form, dispatch);
    if (problem) void show(problem);
    else setConfirm('save');
  };
  const save = () =>
    update(
      'partners',
      { id: partner.id, data: partnerBody(form, dispatch), previousData: partner },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirm(null);
          notify(Messages.partnerSaved, { type: 'success' });
          navigate('/settings');
        },
        onError: (error) => {
          setConfirm(null);
          setDispatchErrors(dispatchErrorsOf(error));
          void show(messageOf(error));
        },
      },
    );

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), askToSave())}>
      <PageHeader title="Edit Partner" onBack={() => setConfirm('discard')} backLabel="Back to partners" />
      <PartnerFormFields
        form={form}
        onChange={setForm}
        dispatch={dispatch}
        onDispatchChange={(next) => (setDispatch(next), setDispatchErrors({}))}
        dispatchErrors={dispatchErrors}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => setConfirm('discard')}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isPending}>
          Save Details
        </Button>
      </Box>
      <ConfirmDialog
        open={confirm === 'save'}
        title="Are you sure you want to save the changes?"
        confirmLabel="Ok"
        pending={isPending}
        onClose={() => setConfirm(null)}
        onConfirm={save}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        title="Are you sure you want to discard the changes?"
        confirmLabel="Ok"
        onClose={() => setConfirm(null)}
        onConfirm={() => navigate('/settings')}
      />
    </Box>
  );
}
