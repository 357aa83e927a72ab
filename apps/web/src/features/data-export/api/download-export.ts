import { ApiError, NetworkError } from '@/lib/api-client';

/** The archive's route: a byte stream rather than JSON (packages/shared account-data-endpoints). */
export const EXPORT_URL = '/api/account-data/export';
const FALLBACK_FILE_NAME = 'manna-export.zip';

export interface DownloadedExport {
  file: Blob;
  fileName: string;
}

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_FILE_NAME;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : `Request failed with status ${response.status}`;
  return new ApiError(response.status, message);
}

/**
 * GET /api/account-data/export, read as it arrives so the member sees the bytes come in
 * (docs/product/your-data.md#downloading): `onProgress` gets the bytes received so far.
 */
export async function downloadExport(
  onProgress: (receivedBytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedExport> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, { credentials: 'include', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }
  if (!response.ok || !response.body) throw await errorOf(response);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }
  return { file: new Blob(chunks, { type: 'application/zip' }), fileName: fileNameOf(response) };
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
export function saveFile({ file, fileName }: DownloadedExport): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the page need not keep the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
