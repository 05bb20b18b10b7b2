import { api, send } from '@/lib/api-client';
import { fileNameOf } from '@/lib/download';

export interface DataFile {
  blob: Blob;
  fileName: string;
}

/** The name the file gets if the answer names none (the server's is moveday-data-<YYYY-MM-DD>.json). */
const FALLBACK_NAME = 'moveday-data.json';

/**
 * GET /api/account/export (bearer): everything MoveDay holds about the signed-in customer, as a
 * JSON file. Fetched with the sign-in's token (a plain link would carry none), then saved.
 */
export async function downloadMyData(): Promise<DataFile> {
  let disposition: string | null = null;
  const blob = await send('account', async () => {
    const answer = await api.GET('/account/export', { parseAs: 'blob' });
    disposition = answer.response.headers.get('content-disposition');
    return answer;
  });
  return { blob: blob as unknown as Blob, fileName: fileNameOf(disposition, FALLBACK_NAME) };
}
