import FileDownload from '@mui/icons-material/FileDownload';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { AdminStatement } from '../lib/types';

/** The statement as the partner was sent it (PDF), or its lines for the books (CSV), in English. */
export function DownloadStatementButton({ statement, format }: { statement: Pick<AdminStatement, 'id' | 'number'>; format: 'pdf' | 'csv' }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.downloadStatement(statement.id, format),
    onSuccess: (fileName) => notify(`${statement.number} saved as ${fileName}`, { type: 'success' }),
    onError: (error) => void show(messageOf(error)),
  });
  return (
    <Button variant="outlined" startIcon={format === 'pdf' ? <PictureAsPdf /> : <FileDownload />} disabled={isPending} onClick={() => mutate()}>
      {format === 'pdf' ? 'Download PDF' : 'Download CSV'}
    </Button>
  );
}
