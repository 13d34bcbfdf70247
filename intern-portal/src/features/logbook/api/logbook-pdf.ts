import { apiClient, m } from 'shared-api';
import { readBlobRefusal } from 'shared-api/save-file';

export const LOGBOOK_FILE_NAME = 'logbook.pdf';
export const couldNotDownloadLogbook = m('Could not download your logbook');

/** GET /Intern/Logbook/Pdf: the signed weeks, with a code /verify answers. */
export async function downloadMyLogbook(): Promise<Blob> {
  const { data } = await apiClient
    .get<Blob>('/Intern/Logbook/Pdf', { responseType: 'blob' })
    .catch(readBlobRefusal);
  return data;
}
