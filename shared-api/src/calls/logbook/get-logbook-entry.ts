import { apiClient, apiPath } from 'shared-api';
import type { LogbookEntry } from '../../types/logbook';

/**
 * GET /Intern/Logbook/{weekStart}: the intern's entry of the week named by its Monday; a week
 * without one answers State 'not started' and Id null. 404 for a week outside the internship.
 */
export async function getLogbookEntry(weekStart: string): Promise<LogbookEntry> {
  const { data } = await apiClient.get<LogbookEntry>(apiPath`/Intern/Logbook/${weekStart}`);
  return data;
}
