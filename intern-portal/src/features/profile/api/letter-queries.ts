import { queryOptions } from '@tanstack/react-query';
import { apiClient, m } from 'shared-api';
import { internKeys } from '../../../api/query-keys';

export interface MyLetter {
  id: number;
  Code: string;
  IssuedOn: string;
}

export const letterMessages = {
  couldNotGetLetter: m('Could not get your completion letter'),
  couldNotDownloadLetter: m('Could not download your completion letter'),
};

export const LETTER_FILE_NAME = 'completion-letter.pdf';

/** GET /Letter/mine: the intern's live letter, or null before one is issued. */
export const myLetterQuery = () =>
  queryOptions({
    queryKey: internKeys.letter,
    queryFn: async () =>
      (await apiClient.get<{ Letter: MyLetter | null }>('/Letter/mine')).data.Letter,
  });

/** GET /Letter/mine/pdf: the letter's PDF. */
export async function downloadMyLetter(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/Letter/mine/pdf', { responseType: 'blob' });
  return data;
}
