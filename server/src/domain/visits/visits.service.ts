import type { DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { Actor } from '../tasks/task-access';
import {
  findSupervisedIntern,
  listVisitsOfIntern,
  type CountersignatureRow,
  type VisitRow,
} from './visits.repository';

/** A visit's score on one of its university's criteria, as the criteria were that day. */
export interface VisitScore {
  Name: string;
  MaxScore: number;
  Score: number;
}

/** The scores column's JSON, read defensively: a row written by hand never breaks an answer. */
export function parseScores(json: string): VisitScore[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { Name, MaxScore, Score } = item as Record<string, unknown>;
      if (typeof Name !== 'string' || typeof MaxScore !== 'number' || typeof Score !== 'number') {
        return [];
      }
      return [{ Name, MaxScore, Score }];
    });
  } catch {
    return [];
  }
}

/** A visit as the API answers it (the contract's `Visit`). */
export function toVisit(row: VisitRow) {
  return {
    Id: row.id,
    VisitedOn: row.visited_on,
    VisitorName: row.visitor_name,
    Met: row.met,
    Assessment: row.assessment,
    Scores: parseScores(row.scores),
    CreatedAt: row.created_at,
  };
}

/** A countersignature as the API answers it, or null. */
export const toCountersignature = (row: CountersignatureRow | undefined) =>
  row ? { SignerName: row.signer_name, SignedAt: row.signed_at } : null;

/** The intern's own visits, newest first (at most VISITS_LIMIT). */
export async function internVisits(db: DbOrTrx, internId: number) {
  const rows = await listVisitsOfIntern(db, internId);
  return { Visits: rows.map(toVisit) };
}

/** A supervisor's intern's visits: 404 for anyone not their intern (no hint who exists). */
export async function supervisedInternVisits(db: DbOrTrx, actor: Actor, internId: number) {
  if (!(await findSupervisedIntern(db, actor.id, internId))) {
    throw notFound(m('Intern not found'));
  }
  return internVisits(db, internId);
}
