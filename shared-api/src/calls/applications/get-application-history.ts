import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, PersonRef } from '../../types/entities';

/** What became of the e-mail a status change sent; null when the change sent none. */
export type HistoryEmailState = 'sent' | 'queued' | 'failed' | 'logged';

export interface ApplicationHistoryEntry {
  id: number;
  /** Null for the first entry (the application itself). */
  FromStatus: string | null;
  ToStatus: string;
  /** ISO time of the change. */
  At: string;
  /** The administrator who made the change; null when nobody signed in did (the applicant). */
  By: PersonRef | null;
  Email: HistoryEmailState | null;
}

/** GET /Apply/{id}/History: every status change of an application, oldest first. */
export async function getApplicationHistory(id: Id): Promise<ApplicationHistoryEntry[]> {
  const { data } = await apiClient.get<{ History: ApplicationHistoryEntry[] }>(
    apiPath`/Apply/${id}/History`,
  );
  return data.History;
}
