import Delete from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Messages } from '@moveday/openapi';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import { messageOf } from '../lib/http';
import type { Partner } from '../lib/types';

/** Delete, after 'Do you want to delete this Partner' / 'Are you sure you want to delete this partner?'; the list then reloads. */
export function DeletePartnerButton() {
  const partner = useRecordContext<Partner>();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const show = useShowMessage();
  const [remove, { isPending }] = useDelete<Partner>();
  if (!partner) return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Tooltip title={`Delete ${partner.companyName}`}>
        <IconButton aria-label={`Delete ${partner.companyName}`} onClick={() => setOpen(true)} disabled={isPending}>
          <Delete />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="Do you want to delete this Partner"
        message="Are you sure you want to delete this partner?"
        confirmLabel="Confirm"
        danger
        pending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove(
            'partners',
            { id: partner.id, previousData: partner },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify(Messages.partnerDeleted, { type: 'success' });
              },
              onError: (error) => {
                setOpen(false);
                void show(messageOf(error));
              },
            },
          )
        }
      />
    </span>
  );
}
