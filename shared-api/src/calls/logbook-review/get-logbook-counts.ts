import { apiClient } from 'shared-api';
import type { LogbookCounts } from '../../types/logbook';

/** GET /Supervisor/Logbook/Counts: the entries waiting for a signature, the absences for a decision. */
export async function getLogbookCounts(): Promise<LogbookCounts> {
  const { data } = await apiClient.get<LogbookCounts>('/Supervisor/Logbook/Counts');
  return data;
}
