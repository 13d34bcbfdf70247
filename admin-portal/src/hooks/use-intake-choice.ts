import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from 'shared-api';
import type { FilterOption } from 'shared-ui/table';
import { intakesQuery } from '../api/intake-queries';

/** The default intake: what was applied for while no intake was defined. */
export const NO_INTAKE = 'none';

/**
 * The intake a list or the dashboard shows ('' is every intake) and the choices: none when the
 * installation defines no intake (or they cannot be read), so its screens stay as the spec's.
 */
export function useIntakeChoice() {
  const t = useT();
  const { data = [] } = useQuery(intakesQuery());
  const [intake, setIntake] = useState('');
  const options: FilterOption[] = data.length
    ? [
        ...data.map((one) => ({ value: String(one.id), label: one.Name })),
        { value: NO_INTAKE, label: t('No intake') },
      ]
    : [];
  return { intake, setIntake, options };
}
