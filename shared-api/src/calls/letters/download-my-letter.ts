import { apiClient } from 'shared-api';

/** GET /Letter/mine/pdf: the intern's live letter, as its PDF. */
export async function downloadMyLetter(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/Letter/mine/pdf', { responseType: 'blob' });
  return data;
}
