import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { PaymentListFilter } from '../lib/types';

/** The accountant's file: the lines the list's filters select (a period with From and To), as CSV. */
export function DownloadPaymentsCsvButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.downloadPaymentsCsv(filterValues as PaymentListFilter),
    onSuccess: (fileName) => notify(`${fileName} downloaded`, { type: 'success' }),
    onError: (error) => void show(messageOf(error)),
  });
  return (
    <Button size="small" variant="outlined" startIcon={<FileDownload />} disabled={isPending} onClick={() => mutate()}>
      Download CSV
    </Button>
  );
}
