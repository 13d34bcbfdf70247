import { isAxiosError, type AxiosResponse } from 'axios';

/**
 * A call that answers a file (`responseType: 'blob'`) gets its refusals as a Blob too: a 410's
 * `{ message }` would reach toApiFailure unread. Reads a JSON refusal back into the error, so
 * the screen shows the server's message as for any other call.
 */
export async function readBlobRefusal(error: unknown): Promise<never> {
  const response: AxiosResponse | undefined = isAxiosError(error) ? error.response : undefined;
  const data: unknown = response?.data;
  if (response && typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      response.data = JSON.parse(await blobText(data));
    } catch {
      response.data = {}; // not JSON: the caller's catalogue message stands
    }
  }
  throw error;
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
