import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Id } from 'shared-api';
import { getIntake } from 'shared-api/intakes';
import { adminKeys } from '../../../api/query-keys';

/** GET /Intake, for the Intakes table (and the lists' intake choice). */
export { intakesQuery } from '../../../api/intake-queries';

/** GET /Intake/{id}/edit, for the 'Edit Intake' modal. */
export const intakeQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.intake(id), queryFn: () => getIntake(id) });

/** An add or an edit changes the intakes only (the list and the intake itself). */
export function useInvalidateIntakes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.intakes });
}
