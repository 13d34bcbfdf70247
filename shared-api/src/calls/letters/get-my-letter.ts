import { apiClient } from 'shared-api';
import type { CredentialLink } from '../../credentials';

/** The intern's live completion letter, with its credential (issue 86; null before one). */
export interface MyLetter {
  id: number;
  Code: string;
  IssuedOn: string;
  Credential: CredentialLink | null;
}

/** GET /Letter/mine: the intern's live letter, or null before one is issued. */
export async function getMyLetter(): Promise<MyLetter | null> {
  const { data } = await apiClient.get<{ Letter: MyLetter | null }>('/Letter/mine');
  return data.Letter;
}
