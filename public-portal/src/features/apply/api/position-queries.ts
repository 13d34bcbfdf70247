import { queryOptions } from '@tanstack/react-query';
import { getPositions } from 'shared-api';
import { publicKeys } from '../../../api/query-keys';

/** GET /Position, for 'What are you interested in?'. */
export const positionsQuery = () =>
  queryOptions({ queryKey: publicKeys.positions, queryFn: getPositions });
