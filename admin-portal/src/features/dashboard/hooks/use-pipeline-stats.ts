import { useQuery } from '@tanstack/react-query';
import { errorMessages } from 'shared-api';
import { useQueryFailure } from 'shared-ui/feedback';
import { pipelineCountsQuery } from '../../../api/pipeline-queries';
import { pipelineStats, type PipelineStats } from '../api/pipeline-stats';

/** The pipeline's numbers, counted by the server: a few rows at any number of applications. */
export function usePipelineStats(): { stats: PipelineStats | undefined; failed: boolean } {
  const query = useQuery({ ...pipelineCountsQuery(), select: pipelineStats });
  useQueryFailure(query.error, errorMessages.couldNotGetStatisticsDetails);
  return { stats: query.data, failed: query.isError };
}
