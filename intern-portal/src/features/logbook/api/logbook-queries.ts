import { queryOptions } from '@tanstack/react-query';
import { getLogbookEntry, getLogbookWeeks } from 'shared-api/logbook';
import { internKeys } from '../../../api/query-keys';

/** GET /Intern/Logbook: the internship's dates and its weeks so far, newest first. */
export const logbookWeeksQuery = () =>
  queryOptions({ queryKey: internKeys.logbook, queryFn: getLogbookWeeks });

/** GET /Intern/Logbook/{weekStart}: the week's entry, or an empty one not started yet. */
export const logbookWeekQuery = (weekStart: string) =>
  queryOptions({
    queryKey: internKeys.logbookWeek(weekStart),
    queryFn: () => getLogbookEntry(weekStart),
  });
