import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { messageOf } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { useT } from '@/lib/i18n';
import { downloadStatement, type StatementFileKind } from '../api/downloadStatement';

const TITLE_ID = 'statement-files';

/** The statement as a PDF to keep and a CSV for the books, in the page's language; one download at a time. */
export function StatementFiles({ id, number }: { id: string; number: string }) {
  const t = useT();
  const [busy, setBusy] = useState<StatementFileKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Two taps within one frame, before the buttons are drawn disabled, still fetch one file.
  const running = useRef(false);

  async function download(kind: StatementFileKind): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setFailure(null);
    try {
      const file = await downloadStatement(id, number, kind);
      saveFile(file.blob, file.fileName);
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return (
    <Paper component="section" aria-labelledby={TITLE_ID} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('statementFilesTitle')}
      </Typography>
      <Typography color="text.secondary">{t('statementFilesHint')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        {(['pdf', 'csv'] as const).map((kind) => (
          <Button
            key={kind}
            variant={kind === 'pdf' ? 'contained' : 'outlined'}
            startIcon={<Download aria-hidden />}
            disabled={busy !== null}
            aria-busy={busy === kind || undefined}
            onClick={() => void download(kind)}
            sx={{ minHeight: 44 }}
          >
            {t(kind === 'pdf' ? 'statementDownloadPdf' : 'statementDownloadCsv')}
          </Button>
        ))}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Paper>
  );
}
