import { apiClient, apiPath, m } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import type { LogbookAttachment } from '../../types/logbook';
import { readBlobRefusal } from '../personal-data/blob-answer';

// A logbook week's photos and PDFs (issue 71): the intern adds and removes them while the week
// is editable; whoever may read the week opens them (a 404 for anyone else).

export const logbookFileMessages = {
  add: m('Add a photo or file'),
  couldNotAdd: m('Could not add the file'),
  couldNotRemove: m('Could not remove the file'),
  couldNotOpen: m('Could not open the file'),
  added: m('File added'),
  removed: m('File removed'),
} as const;

/** At most this many a week, as the server counts them. */
export const MAX_LOGBOOK_FILES = 5;
/** What the file input offers; the server knows a file by its bytes, whatever this says. */
export const LOGBOOK_FILE_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * POST /Intern/Logbook/{weekStart}/Attachments (multipart `File`; no timeout: uploads may be
 * slow): 201 with the stored file. 413 over 5 MB, 415 not an image or PDF, 422 a sixth.
 */
export async function addLogbookFile(
  weekStart: string,
  file: Blob,
  name: string,
): Promise<LogbookAttachment> {
  const form = new FormData();
  form.append('File', file, name);
  const { data } = await apiClient.post<LogbookAttachment>(
    apiPath`/Intern/Logbook/${weekStart}/Attachments`,
    form,
  );
  return data;
}

/** DELETE /Intern/Logbook/{weekStart}/Attachments/{id}: 'File removed'; 409 once submitted. */
export async function removeLogbookFile(weekStart: string, id: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    apiPath`/Intern/Logbook/${weekStart}/Attachments/${id}`,
  );
  return data;
}

/** GET /LogbookAttachments/{id} (or its /Thumbnail, a small JPEG): the bytes, with the session. */
export async function getLogbookFile(id: Id, thumbnail = false): Promise<Blob> {
  const url = thumbnail
    ? apiPath`/LogbookAttachments/${id}/Thumbnail`
    : apiPath`/LogbookAttachments/${id}`;
  const { data } = await apiClient.get<Blob>(url, { responseType: 'blob' }).catch(readBlobRefusal);
  return data;
}

/** The query key of a file's bytes: they never change (a file is replaced, not edited). */
export const logbookFileKey = (id: Id, thumbnail: boolean) =>
  ['logbook-file', String(id), thumbnail ? 'thumbnail' : 'file'] as const;
