import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { selectPage, type ListDescription, type SortColumn } from '../../db/paging';
import { countRows } from '../../db/row-counts.repository';
import type { ApplicationStatus, Database } from '../../db/schema';
import type { IntakeChoice, ListRequest } from '../../lib/list-query';
import { applicationView, type ApplicationView } from './applications.repository';

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

export interface ApplicationFilter {
  positionId?: number;
  status?: ApplicationStatus;
  intake?: IntakeChoice;
}

type ApplicationParams = {
  positionId?: number;
  status?: ApplicationStatus;
  intakeId?: number;
  /** `intake=none`: the default intake, applications made with no intake. */
  noIntake?: boolean;
};

/** The applications in `statuses`, newest first; WHERE over `applications` alone. */
function applicationList(
  statuses: ApplicationStatus[],
): ListDescription<ApplicationParams, 'applications', ApplicationView> {
  const inStatuses = (eb: ExpressionBuilder<Database, 'applications'>) =>
    eb('applications.status', 'in', statuses);
  return {
    id: 'applications.id',
    keys: (db, _, joined) => {
      const mine = db.selectFrom('applications').where(inStatuses);
      return joined ? mine.leftJoin('positions', 'positions.id', 'applications.position_id') : mine;
    },
    rows: (db) => applicationView(db),
    scope: inStatuses,
    filters: {
      positionId: (eb, id) => eb('applications.position_id', '=', id),
      status: (eb, status) => eb('applications.status', '=', status),
      intakeId: (eb, id) => eb('applications.intake_id', '=', id),
      noIntake: (eb) => eb('applications.intake_id', 'is', null),
    },
    sorts: APPLICATION_SORTS,
    defaultSort: { field: 'created_at', order: 'desc' },
    search: {
      table: 'applications',
      size: (db) => countRows(db, 'applications', statuses),
      match: (eb, text) =>
        eb.or([
          text.contains(['applications.name', 'applications.email', 'applications.phone_number']),
          ...(text.positions ? [text.inPositions('applications.position_id')] : []),
        ]),
    },
    counts: { subject: 'applications', buckets: statuses },
  };
}

const lists = new Map<string, ReturnType<typeof applicationList>>();

/** One page of the applications in `statuses`, newest first unless sorted otherwise. */
export function pageApplications(
  db: DbOrTrx,
  statuses: ApplicationStatus[],
  { filter, ...request }: ListRequest<ApplicationSort, ApplicationFilter>,
) {
  const name = statuses.join();
  if (!lists.has(name)) lists.set(name, applicationList(statuses));
  const intake = filter?.intake;
  return selectPage(db, lists.get(name)!, {
    ...request,
    params: {
      positionId: filter?.positionId,
      status: filter?.status,
      intakeId: typeof intake === 'number' ? intake : undefined,
      noIntake: intake === 'none',
    },
  });
}
