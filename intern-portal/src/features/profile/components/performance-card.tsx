import { useQuery } from '@tanstack/react-query';
import { errorMessages, useCurrentUserId } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PerformanceReport } from 'shared-ui/performance';
import { performanceQuery } from '../api/performance-queries';

/** The intern's performance card: each task's rating display, the overall percentage, a chart. */
export function PerformanceCard() {
  const userId = useCurrentUserId() ?? 0;
  const query = useQuery(performanceQuery(userId));
  useQueryFailure(query.error, errorMessages.couldNotGetPerformanceDetails);

  if (query.isPending) return <LoadingScreen />;
  return query.data ? <PerformanceReport performance={query.data} /> : null;
}
