import { queryOptions } from '@tanstack/react-query';
import { getApplicationPositions } from 'shared-api/application-window';
import { publicKeys } from '../../../api/query-keys';

/**
 * GET /Position?for=application, for 'What are you interested in?': every position, or when
 * intakes are defined those of the open intakes, with when they close (issue 49).
 */
export const positionsQuery = () =>
  queryOptions({ queryKey: publicKeys.applicationPositions, queryFn: getApplicationPositions });
