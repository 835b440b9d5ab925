import { sendRequest } from './api';

// Apart from api.ts so the first load does not carry it: only the export screens download.

/** The file name a Content-Disposition header gives, else the fallback. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Downloads a file answer (a CSV export) with the session's token, as the browser saves it. */
export async function apiDownload(url: string, fallbackName: string): Promise<void> {
  const response = await sendRequest('GET', url);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
