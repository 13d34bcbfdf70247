import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { selectPage, type SortColumn } from '../../db/paging';
import { selectPlainPage } from '../../db/plain-page';
import { countRows } from '../../db/row-counts.repository';
import type { ApplicationStatus, Database } from '../../db/schema';
import {
  matchesSearch,
  pageThroughCandidates,
  prepareSearch,
  searchedRows,
} from '../../db/text-search.repository';
import type { IntakeChoice, ListRequest } from '../../lib/list-query';
import { applicationView } from './applications.repository';

/** The answer row's fields (routes/applications/schemas.ts) and the columns behind them. */
export const APPLICATION_SORTS = {
  id: { column: 'applications.id' },
  Name: { column: 'applications.name' },
  Email: { column: 'applications.email' },
  PhoneNumber: { column: 'applications.phone_number' },
  Position: { column: 'positions.name' },
  ApplicationStatus: { column: 'applications.status' },
  InterviewDate: { column: 'applications.interview_date', nullable: true },
  created_at: { column: 'applications.created_at' },
} satisfies Record<string, SortColumn>;

export type ApplicationSort = keyof typeof APPLICATION_SORTS;

const SEARCHED = ['applications.name', 'applications.email', 'applications.phone_number'];

export interface ApplicationFilter {
  positionId?: number;
  status?: ApplicationStatus;
  intake?: IntakeChoice;
}

/** The plain page's parameters, bound in the compiled query (compiled-once.ts). */
type ApplicationParams = {
  positionId?: number;
  status?: ApplicationStatus;
  intakeId?: number;
};

/**
 * The intake's condition over `applications` (applications_intake_idx): an intake's id is a
 * parameter; the default intake (`none`) has no value, its `is null` is part of the page's shape.
 */
export function inIntake(
  eb: ExpressionBuilder<Database, 'applications'>,
  intakeId: number | undefined,
  defaultIntake: boolean,
) {
  if (intakeId !== undefined) return [eb('applications.intake_id', '=', intakeId)];
  return defaultIntake ? [eb('applications.intake_id', 'is', null)] : [];
}

/** One page of the applications in `statuses`, newest first unless sorted otherwise. */
async function applicationsPage(
  db: DbOrTrx,
  statuses: ApplicationStatus[],
  request: ListRequest<ApplicationSort, ApplicationFilter>,
) {
  const { search: text, filter, sort, window } = request;
  const search = text
    ? await prepareSearch(db, text, 'applications', () => countRows(db, 'applications', statuses))
    : undefined;
  // Over `applications` alone (the position by id), so the count needs no join.
  const matchingOf =
    (only: ApplicationParams) => (eb: ExpressionBuilder<Database, 'applications'>) =>
      eb.and([
        eb('applications.status', 'in', statuses),
        ...(only.positionId === undefined
          ? []
          : [eb('applications.position_id', '=', only.positionId)]),
        ...(only.status === undefined ? [] : [eb('applications.status', '=', only.status)]),
        ...inIntake(eb, only.intakeId, defaultIntake),
        ...(search ? [matchesSearch(eb, db, SEARCHED, 'applications.position_id', search)] : []),
      ]);
  const defaultIntake = filter?.intake === 'none';
  const values: ApplicationParams = {
    positionId: filter?.positionId,
    status: filter?.status,
    intakeId: typeof filter?.intake === 'number' ? filter.intake : undefined,
  };
  const matching = matchingOf(values);
  const order = sort ? sort.order : 'desc';
  const first = sort ? APPLICATION_SORTS[sort.field] : APPLICATION_SORTS.created_at;
  const tieBreak = sort?.field === 'id' ? [] : [{ ...APPLICATION_SORTS.id, order }];
  const options = { sort: [{ ...first, order }, ...tieBreak], window };
  const unfiltered = !search && filter?.positionId === undefined && filter?.intake === undefined;
  const counted = statuses.filter((status) => !filter?.status || status === filter.status);
  const total = unfiltered ? () => countRows(db, 'applications', counted) : undefined;
  if (!search && window) {
    // Compiled once per filter kind, with the filter's values as parameters (compiled-once.ts).
    const plain = {
      shape: `applications:${statuses.join()}:${sort?.field ?? ''}:${order}:${defaultIntake ? 'none' : ''}`,
      values,
      rows: (on: DbOrTrx, params: ApplicationParams) =>
        applicationView(on).where(matchingOf(params)),
      count: (on: DbOrTrx, params: ApplicationParams) =>
        on.selectFrom('applications').where(matchingOf(params)),
      counts: unfiltered ? { subject: 'applications' as const, buckets: counted } : undefined,
    };
    return selectPlainPage(db, plain, { ...options, window });
  }
  const queries = {
    rows: searchedRows(applicationView(db), 'applications', search, 'rows').where(matching),
    count: searchedRows(db.selectFrom('applications'), 'applications', search, 'count').where(
      matching,
    ),
    narrow: search
      ? {
          id: 'applications.id',
          view: applicationView(db),
        }
      : undefined,
    total,
    pageCounts: pageThroughCandidates(search),
  };
  return selectPage(db, queries, options);
}

/** `applicationsPage` on one connection: a search runs several statements. */
export function pageApplications(
  db: DbOrTrx,
  statuses: ApplicationStatus[],
  request: ListRequest<ApplicationSort, ApplicationFilter>,
) {
  return onOneConnection(db, (conn) => applicationsPage(conn, statuses, request));
}
