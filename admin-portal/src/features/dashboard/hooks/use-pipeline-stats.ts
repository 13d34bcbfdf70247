import { useQuery } from '@tanstack/react-query';
import { errorMessages } from 'shared-api';
import { useQueryFailure } from 'shared-ui/feedback';
import { applicantsQuery, interviewsQuery } from '../../../components/pipeline-queries';
import { pipelineStats, type PipelineStats } from '../api/pipeline-stats';

/** The pipeline's numbers from the two lists (the queue and those past it). */
export function usePipelineStats(): { stats: PipelineStats | undefined; failed: boolean } {
  const queue = useQuery(applicantsQuery());
  const past = useQuery(interviewsQuery());
  useQueryFailure(queue.error ?? past.error, errorMessages.couldNotGetStatisticsDetails);
  if (!queue.data || !past.data) return { stats: undefined, failed: queue.isError || past.isError };
  return { stats: pipelineStats([...queue.data, ...past.data]), failed: false };
}
