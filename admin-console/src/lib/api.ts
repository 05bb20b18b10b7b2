import createClient from 'openapi-fetch';
import type { paths } from '@moveday/openapi/api';
import { fileNameFrom, saveFile } from './download';
import { request } from './http';

/**
 * The console's one typed client of the spec's calls: every path, body and answer comes from the
 * generated OpenAPI types, so a renamed route or field fails tsc. It runs on the console's own fetch
 * (lib/http): the stored token on the way out, and every failure thrown as an ApiError carrying the
 * message to show; a call that returns has succeeded.
 */
export const api = createClient<paths>({ baseUrl: '/api', fetch: (call) => request(call) });

/** The answer of a call that returned (a failed one threw in lib/http before openapi-fetch read it). */
export const answerOf = async <T>(call: Promise<{ data?: T }>): Promise<T> => (await call).data as T;

/** A file's answer saved under the name its Content-Disposition gives (else the fallback); answers that name. */
export async function saveDownload(call: Promise<{ data?: Blob; response: Response }>, fallbackName: string): Promise<string> {
  const { data, response } = await call;
  return saveFile(data ?? new Blob(), fileNameFrom(response.headers.get('content-disposition'), fallbackName));
}

/** What a file call sends: the answer as a Blob, whatever its type (CSV, PDF; an error is still JSON). */
export const FILE = { parseAs: 'blob', headers: { accept: '*/*' } } as const;
