import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Id } from 'shared-api';
import { getIntake, getIntakes } from 'shared-api/intakes';
import { adminKeys } from '../../../api/query-keys';

/** GET /Intake, for the Intakes table. */
export const intakesQuery = () =>
  queryOptions({ queryKey: adminKeys.intakes, queryFn: getIntakes });

/** GET /Intake/{id}/edit, for the 'Edit Intake' modal. */
export const intakeQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.intake(id), queryFn: () => getIntake(id) });

/** An add or an edit changes the intakes only (the list and the intake itself). */
export function useInvalidateIntakes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.intakes });
}
