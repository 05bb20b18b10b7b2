import { api, send } from '@/lib/api-client';
import { fileNameOf } from '@/lib/download';

export type StatementFileKind = 'pdf' | 'csv';

export interface StatementFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/partner/statements/{id}/statement.pdf or .../statement.csv (bearer, partner): the
 * statement as a file, in the page's language (the client sends it as Accept-Language). Fetched
 * with the sign-in's token (a plain link would carry none), then saved.
 */
export async function downloadStatement(id: string, number: string, kind: StatementFileKind): Promise<StatementFile> {
  let disposition: string | null = null;
  const blob = await send('partner', async () => {
    const answer =
      kind === 'pdf'
        ? await api.GET('/partner/statements/{id}/statement.pdf', { params: { path: { id } }, parseAs: 'blob' })
        : await api.GET('/partner/statements/{id}/statement.csv', { params: { path: { id } }, parseAs: 'blob' });
    disposition = answer.response.headers.get('content-disposition');
    return answer;
  });
  // The server's own name when the header says it (moveday-statement-ST-1001.pdf).
  return { blob: blob as Blob, fileName: fileNameOf(disposition, `moveday-statement-${number}.${kind}`) };
}
