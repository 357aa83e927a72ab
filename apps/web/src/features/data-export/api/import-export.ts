import { accountDataEndpoints, type ImportResult } from '@manna/shared';
import { ApiError, NetworkError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api-client';

export type ImportProgress =
  | { stage: 'uploading'; sentBytes: number; totalBytes: number }
  /** Uploaded: the server is checking and writing the records. */
  | { stage: 'importing' };

function messageOf(text: string, status: number): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return status >= 500 ? UNEXPECTED_ERROR_MESSAGE : `Request failed with status ${status}`;
}

/**
 * POST /api/account-data/import with the archive as the body. XMLHttpRequest rather than fetch:
 * only it reports upload progress, which a large export needs (docs/product/your-data.md#importing).
 */
export function importExport(
  file: Blob,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      accountDataEndpoints.importArchive.method,
      accountDataEndpoints.importArchive.path,
    );
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/zip');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      onProgress({
        stage: 'uploading',
        sentBytes: event.loaded,
        totalBytes: event.total || file.size,
      });
    };
    request.upload.onload = () => onProgress({ stage: 'importing' });
    request.onerror = () => reject(new NetworkError());
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        // The contract is what both sides compile against (docs/decisions/008-api-contract.md).
        const body = JSON.parse(request.responseText) as { result: ImportResult };
        resolve(body.result);
      } else {
        reject(new ApiError(request.status, messageOf(request.responseText, request.status)));
      }
    };
    request.send(file);
  });
}
