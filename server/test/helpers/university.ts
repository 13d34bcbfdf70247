import { isoNow } from '../../src/lib/time';
import type { TestContext } from './test-app';

// Issue 70's rows straight in the database (the academic supervisor's screens are tested apart).

/** A visit straight in the database (the academic supervisor's form is H2's, tested there). */
export async function insertVisit(
  ctx: TestContext,
  internId: number,
  visitor: { id: number | null; name: string },
  visitedOn: string,
  over: { met?: string; assessment?: string; scores?: unknown[] } = {},
) {
  const row = await ctx.app.db
    .insertInto('workplace_visits')
    .values({
      intern_id: internId,
      visitor_id: visitor.id,
      visitor_name: visitor.name,
      visited_on: visitedOn,
      met: over.met ?? 'The workplace supervisor and the team lead',
      assessment: over.assessment ?? 'Settled in well; keeps a tidy logbook.',
      scores: JSON.stringify(over.scores ?? [{ Name: 'Punctuality', MaxScore: 5, Score: 4 }]),
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A countersignature straight in the database. */
export async function countersign(
  ctx: TestContext,
  entryId: number,
  signer: { id: number | null; name: string },
  signedAt = '2026-02-20T10:00:00.000Z',
) {
  await ctx.app.db
    .insertInto('logbook_countersignatures')
    .values({
      entry_id: entryId,
      signer_id: signer.id,
      signer_name: signer.name,
      signed_at: signedAt,
    })
    .execute();
}
