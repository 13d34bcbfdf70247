import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Attendance } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { useQueryFailure } from '../feedback/use-query-failure';
import { AttendanceCard } from './attendance-card';

/**
 * The Attendance card of a portal's attendance query (each portal keys its own, so a change
 * invalidates it there): loads it, and on a failure says 'Could not get Attendance' in the card
 * and in the popup.
 */
export function AttendanceQueryCard<Key extends QueryKey>({
  query,
}: {
  query: UseQueryOptions<Attendance, Error, Attendance, Key>;
}) {
  const { data, error } = useQuery(query);
  useQueryFailure(error, logbookMessages.couldNotGetAttendance);
  return (
    <AttendanceCard
      attendance={data}
      error={error}
      failureMessage={logbookMessages.couldNotGetAttendance}
    />
  );
}
