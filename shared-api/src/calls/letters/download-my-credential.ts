import { apiClient } from 'shared-api';

/** The file name the credential is saved under (the server's Content-Disposition says the same). */
export const credentialFileName = (code: string) => `credential-${code}.json`;

/** GET /Letter/mine/credential: the live letter's signed credential (JSON-LD), as a file. */
export async function downloadMyCredential(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/Letter/mine/credential', { responseType: 'blob' });
  return data;
}
