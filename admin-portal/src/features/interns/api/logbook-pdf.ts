import { apiClient, apiPath, m, type Id } from 'shared-api';
import { readBlobRefusal } from 'shared-api/save-file';

export const LOGBOOK_FILE_NAME = 'logbook.pdf';
export const couldNotDownloadLogbook = m('Could not download the logbook');

/** GET /Admin/Intern/{id}/Logbook/Pdf: the intern's signed weeks, with a code /verify answers. */
export async function downloadInternLogbook(internId: Id): Promise<Blob> {
  const { data } = await apiClient
    .get<Blob>(apiPath`/Admin/Intern/${internId}/Logbook/Pdf`, {
      responseType: 'blob',
    })
    .catch(readBlobRefusal);
  return data;
}
