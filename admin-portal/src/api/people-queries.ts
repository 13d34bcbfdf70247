import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getInternsPage, getSupervisorsPage } from 'shared-api';
import { adminKeys } from './query-keys';

// The people lists, shared by the supervisors, the interns and the assignment screens. A user's
// own details sit under ['user', id] (shared-api's sharedQueryKeys) and positions under
// ['positions'], so every screen that shows one refreshes together.

/** How many matches a person picker offers at once: typing narrows them. */
export const CHOICES_PAGE_SIZE = 20;

const fetchers = { interns: getInternsPage, supervisors: getSupervisorsPage };

/** The first matches of `search` among the active interns or supervisors, by name. */
export const peopleChoicesQuery = (people: 'interns' | 'supervisors', search: string) =>
  queryOptions({
    queryKey: adminKeys.peopleChoices(people, search),
    queryFn: () => fetchers[people]({ page: 1, pageSize: CHOICES_PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });

export type PeopleKey = 'supervisors' | 'interns' | 'dashboard' | 'positions';
