import { queryOptions } from '@tanstack/react-query';
import { getLogbookCounts } from 'shared-api/logbook';
import { supervisorKeys } from './query-keys';

/** GET /Supervisor/Logbook/Counts: the dashboard's lines and nothing else read it. */
export const logbookCountsQuery = () =>
  queryOptions({ queryKey: supervisorKeys.logbookCounts, queryFn: getLogbookCounts });
