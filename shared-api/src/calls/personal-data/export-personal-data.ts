import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import { readBlobRefusal } from './blob-answer';

/** The name the applicant's copy is saved under. */
export const PERSONAL_DATA_FILE_NAME = 'personal-data.zip';

/** POST /PersonalData/{token}/Export: the applicant's data as a ZIP (single use). */
export async function exportPersonalData(token: string): Promise<Blob> {
  const { data } = await apiClient
    .post<Blob>(apiPath`/PersonalData/${token}/Export`, undefined, {
      responseType: 'blob',
      skipSessionExpiry: true,
    })
    .catch(readBlobRefusal);
  return data;
}
