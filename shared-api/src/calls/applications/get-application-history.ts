import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, PersonRef } from '../../types/entities';

/** What became of the e-mail a status change sent; null when the change sent none. */
export type HistoryEmailState = 'sent' | 'queued' | 'failed' | 'logged';

/**
 * 'status': a status change. 'file-opened': an administrator opened the CV or the letter (the
 * statuses then repeat the current one). 'exported': an administrator downloaded a copy of the
 * person's data. 'erased': the personal data was erased. Issue 87's booking: invited to book,
 * booked, rescheduled, the booking cancelled, and did not attend.
 */
export type HistoryKind =
  | 'status'
  | 'file-opened'
  | 'exported'
  | 'erased'
  | 'invited-to-book'
  | 'booked'
  | 'rescheduled'
  | 'booking-cancelled'
  | 'did-not-attend';

/** The document a 'file-opened' entry is about. */
export type HistoryFile = 'Cv' | 'AttachmentLetter';

export interface ApplicationHistoryEntry {
  id: number;
  Kind: HistoryKind;
  /** Null for the first entry (the application itself). */
  FromStatus: string | null;
  ToStatus: string;
  /** ISO time of the change. */
  At: string;
  /** The administrator who made the change; null when nobody signed in did (the applicant). */
  By: PersonRef | null;
  Email: HistoryEmailState | null;
  /** The document opened, for 'file-opened'; null otherwise. */
  File: HistoryFile | null;
}

/** An entry as the server sends it: a server older than Kind and File leaves them out. */
export type ApplicationHistoryAnswerEntry = Omit<ApplicationHistoryEntry, 'Kind' | 'File'> &
  Partial<Pick<ApplicationHistoryEntry, 'Kind' | 'File'>>;

/** Reads an entry of any server version: without Kind it is a status change, without File none. */
export function readHistoryEntry(entry: ApplicationHistoryAnswerEntry): ApplicationHistoryEntry {
  return { ...entry, Kind: entry.Kind ?? 'status', File: entry.File ?? null };
}

/** GET /Apply/{id}/History: every status change of an application, oldest first. */
export async function getApplicationHistory(id: Id): Promise<ApplicationHistoryEntry[]> {
  const { data } = await apiClient.get<{ History: ApplicationHistoryAnswerEntry[] }>(
    apiPath`/Apply/${id}/History`,
  );
  return data.History.map(readHistoryEntry);
}
