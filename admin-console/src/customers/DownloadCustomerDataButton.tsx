import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { AdminCustomer } from '../lib/types';
import { customerName } from './customerFacts';

/** Download data (`GET /api/admin/customers/{id}/export`): everything MoveDay holds about the customer, as the JSON file they would get themselves. */
export function DownloadCustomerDataButton({ customer }: { customer: Pick<AdminCustomer, 'id' | 'firstName' | 'lastName'> }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.downloadCustomerData(customer.id),
    onSuccess: (fileName) => notify(`${customerName(customer)}'s data saved as ${fileName}`, { type: 'success' }),
    onError: (error) => void show(messageOf(error)),
  });
  return (
    <Button variant="outlined" startIcon={<FileDownload />} disabled={isPending} onClick={() => mutate()}>
      Download data
    </Button>
  );
}
