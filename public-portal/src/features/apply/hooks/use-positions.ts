import { useQuery } from '@tanstack/react-query';
import { errorMessages } from 'shared-api';
import { useQueryFailure } from 'shared-ui/feedback';
import { positionsQuery } from '../api/position-queries';

/**
 * The positions to apply for and, when intakes are defined, the open ones' closing dates
 * (`intakes`); a failure shows 'Could not get Positions'.
 */
export function usePositions() {
  const query = useQuery(positionsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetPositions);
  return {
    positions: query.data?.Positions ?? [],
    intakes: query.data?.Intakes,
    loading: query.isPending,
  };
}
