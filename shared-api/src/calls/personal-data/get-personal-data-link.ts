import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { PersonalDataAction } from './request-personal-data';

/** What an e-mailed personal-data link is for, and whose data it reaches. */
export interface PersonalDataLink {
  Action: PersonalDataAction;
  Name: string;
  /** The address the link was sent to: an account's, when the application became one. */
  Email: string;
  Position: string;
  /** An intern account made from the application, erased with it (older servers leave it out). */
  HasAccount?: boolean;
}

/** GET /PersonalData/{token}: 410 `{ message }` for a used or expired link, 404 for an unknown one. */
export async function getPersonalDataLink(token: string): Promise<PersonalDataLink> {
  const { data } = await apiClient.get<PersonalDataLink>(apiPath`/PersonalData/${token}`, {
    skipSessionExpiry: true,
  });
  return data;
}
