import { api, send } from '@/lib/api-client';
import { fileNameOf } from '@/lib/download';

export interface OrderFile {
  blob: Blob;
  fileName: string;
}

/** The calls' file answers are named by their Content-Disposition; these names stand in if one is missing. */
const FALLBACK_NAMES = { confirmation: 'moveday-confirmation.pdf', calendar: 'moveday-move-day.ics' } as const;

/**
 * GET /api/customer/orders/{id}/confirmation.pdf or .../calendar.ics (bearer): the order's paperwork
 * as a file. Fetched with the sign-in's token (a plain link would carry none), then saved.
 */
export async function downloadPaperwork(id: string, which: keyof typeof FALLBACK_NAMES): Promise<OrderFile> {
  let disposition: string | null = null;
  const blob = await send('selfService', async () => {
    const answer =
      which === 'confirmation'
        ? await api.GET('/customer/orders/{id}/confirmation.pdf', { params: { path: { id } }, parseAs: 'blob' })
        : await api.GET('/customer/orders/{id}/calendar.ics', { params: { path: { id } }, parseAs: 'blob' });
    disposition = answer.response.headers.get('content-disposition');
    return answer;
  });
  return { blob: blob as Blob, fileName: fileNameOf(disposition, FALLBACK_NAMES[which]) };
}
