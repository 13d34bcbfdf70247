import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessages } from 'shared-api';
import { useQueryFailure } from 'shared-ui/feedback';
import { pipelineCountsQuery } from '../../../api/pipeline-queries';
import { pipelineStats, type PipelineStats } from '../api/pipeline-stats';

/**
 * The pipeline's numbers, counted by the server: a few rows at any number of applications.
 * `intake`: one intake's ('' every intake).
 */
export function usePipelineStats(intake = ''): {
  stats: PipelineStats | undefined;
  failed: boolean;
} {
  const query = useQuery({
    ...pipelineCountsQuery(intake),
    select: pipelineStats,
    placeholderData: keepPreviousData,
  });
  useQueryFailure(query.error, errorMessages.couldNotGetStatisticsDetails);
  return { stats: query.data, failed: query.isError };
}
