import FileDownload from '@mui/icons-material/FileDownload';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Limits } from '@moveday/openapi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';

export const CSV_DOWNLOADED = 'CSV Downloaded Successfully';

/** The orders toolbar's download: every order as CSV, then 'CSV Downloaded Successfully' for 5 s, bottom left. */
export function DownloadCsvButton() {
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.downloadOrdersCsv(),
    onSuccess: () => {
      setOpen(false);
      notify(CSV_DOWNLOADED, { type: 'success', autoHideDuration: Limits.snackbarMs, anchorOrigin: { vertical: 'bottom', horizontal: 'left' } });
    },
    onError: (error) => {
      setOpen(false);
      void show(messageOf(error));
    },
  });
  return (
    <>
      <Tooltip title="Download CSV">
        <IconButton aria-label="Download CSV" onClick={() => setOpen(true)}>
          <FileDownload />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="Download CSV"
        message="Download every order, open and closed, as a CSV file?"
        confirmLabel="Download"
        pending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => mutate()}
      />
    </>
  );
}
