import { getPage } from 'shared-api';
import type { WaitingLogbookEntry } from '../../types/logbook';
import type { PageQuery } from '../../types/page';

/**
 * GET /Supervisor/Logbook, one page of the submitted entries of the supervisor's interns,
 * oldest submitted first; `search` matches the intern's name.
 */
export function getWaitingLogbookPage(query: PageQuery) {
  return getPage<WaitingLogbookEntry>('/Supervisor/Logbook', 'Entries', query);
}
