import { apiClient } from 'shared-api';
import type { LogbookWeeks } from '../../types/logbook';

/** GET /Intern/Logbook: the intern's internship dates and every week of it so far, newest first. */
export async function getLogbookWeeks(): Promise<LogbookWeeks> {
  const { data } = await apiClient.get<LogbookWeeks>('/Intern/Logbook');
  return data;
}
