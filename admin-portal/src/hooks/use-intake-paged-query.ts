import type { QueryKey } from '@tanstack/react-query';
import type { FetchPage } from 'shared-api';
import { usePagedQuery } from 'shared-ui/table';
import { intakePage, type IntakeList } from '../api/intake-queries';
import { useIntakeChoice } from './use-intake-choice';

interface IntakePagedQueryOptions<Row> {
  list: IntakeList;
  queryKey: QueryKey;
  /** The list's own call: every intake, exactly the spec's request. */
  fetchPage: FetchPage<Row>;
  failureMessage: string;
  /** The list's other parameters (the Interns' `logbook`), besides the intake. */
  extra?: Record<string, string>;
}

/**
 * A server-paged list that can show one intake: its pages sit under the list's key (one
 * invalidation refreshes them all), and choosing an intake goes back to the first page.
 */
export function useIntakePagedQuery<Row>(options: IntakePagedQueryOptions<Row>) {
  const { intake, setIntake, options: intakes } = useIntakeChoice();
  const extra = options.extra ?? {};
  const narrowed = intake !== '' || Object.keys(extra).length > 0;
  const paged = usePagedQuery({
    queryKey: narrowed ? [...options.queryKey, 'intake', intake, extra] : options.queryKey,
    fetchPage: narrowed ? intakePage<Row>(options.list, intake, extra) : options.fetchPage,
    failureMessage: options.failureMessage,
  });
  const intakeSelect = {
    options: intakes,
    value: intake,
    onChange: (value: string) => {
      setIntake(value);
      paged.server.onQueryChange({ ...paged.server.query, page: 1 });
    },
  };
  return { ...paged, intakeSelect, hasIntakes: intakes.length > 0 };
}
