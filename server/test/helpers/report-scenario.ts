import type { ApplicationStatus } from '../../src/db/schema';
import { insertIntake } from '../../src/domain/intakes/intakes.repository';
import { createUser } from './fixtures';
import type { TestContext } from './test-app';

/** Positions made by the first migration. */
export const ADVISORY = 1;
export const ENGINEERING = 2;

/**
 * A small programme whose every figure the report tests know (the firm's zone is
 * Africa/Nairobi, UTC+3): an intake of two working weeks, 5 to 16 January 2026, with six
 * applications, two of them activated interns; and one application in the default intake.
 */
export async function buildReportScenario(ctx: TestContext) {
  const db = ctx.app.db;
  const intakeId = await insertIntake(db, {
    name: 'January 2026',
    applications_open_on: '2025-10-01',
    applications_close_on: '2025-11-30',
    starts_on: '2026-01-05',
    ends_on: '2026-01-16',
  });
  const supervisors = [await createUser(ctx, 'SUP'), await createUser(ctx, 'SUP')];
  await db
    .updateTable('users')
    .set({ name: 'Amina Supervisor' })
    .where('id', '=', supervisors[0].id)
    .execute();
  await db
    .updateTable('users')
    .set({ name: 'Baraka Supervisor' })
    .where('id', '=', supervisors[1].id)
    .execute();

  let made = 0;
  /** An application and its status events, each `[status, days after it was made]`. */
  async function application(
    createdAt: string,
    position: number,
    steps: [ApplicationStatus, number][],
    intake: number | null = intakeId,
  ) {
    const status = steps.length ? steps[steps.length - 1][0] : 'Processing';
    const { id } = await db
      .insertInto('applications')
      .values({
        name: `Applicant ${++made}`,
        email: `report.applicant.${made}@test.example`,
        phone_number: '+254712345678',
        position_id: position,
        status,
        created_at: createdAt,
        updated_at: createdAt,
        intake_id: intake,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events = [{ from_status: null, to_status: 'Processing' as const, at: createdAt }];
    let from: ApplicationStatus = 'Processing';
    for (const [to, days] of steps) {
      const at = new Date(Date.parse(createdAt) + days * 86_400_000).toISOString();
      events.push({ from_status: from as never, to_status: to as never, at });
      from = to;
    }
    await db
      .insertInto('application_events')
      .values(events.map((event) => ({ ...event, application_id: id, kind: 'status' as const })))
      .execute();
    return id;
  }

  await application('2025-10-31T22:00:00.000Z', ADVISORY, []);
  await application('2025-11-02T08:00:00.000Z', ADVISORY, [['Declined', 2]]);
  await application('2025-11-03T20:59:00.000Z', ENGINEERING, [
    ['Accepted', 4],
    ['Declined', 6],
  ]);
  const passed1 = await application('2025-11-03T21:00:00.000Z', ADVISORY, [
    ['Accepted', 1],
    ['Passed', 5],
  ]);
  const passed2 = await application('2025-11-05T09:00:00.000Z', ENGINEERING, [
    ['Accepted', 3],
    ['Passed', 7],
  ]);
  await application('2025-11-06T09:00:00.000Z', ADVISORY, [
    ['Accepted', 2],
    ['Passed', 9],
  ]);
  await application('2026-03-10T09:00:00.000Z', ADVISORY, [], null);

  /** An intern activated from the application, supervised by `supervisor`. */
  async function intern(applicationId: number, supervisorId: number, position: number) {
    const person = await createUser(ctx, 'INT');
    await db
      .updateTable('users')
      .set({ application_id: applicationId, supervisor_id: supervisorId, position_id: position })
      .where('id', '=', person.id)
      .execute();
    return person.id;
  }
  const first = await intern(passed1, supervisors[0].id, ADVISORY);
  const second = await intern(passed2, supervisors[1].id, ENGINEERING);

  const at = '2026-01-20T10:00:00.000Z';
  const week = (
    internId: number,
    weekStart: string,
    days: string,
    state: 'signed' | 'submitted',
    reviewedAt: string | null,
  ) => ({
    intern_id: internId,
    week_start: weekStart,
    days,
    activities: 'Work',
    learned: 'Things',
    hours: 40,
    state,
    submitted_at: at,
    reviewed_by: reviewedAt ? supervisors[0].id : null,
    reviewer_name: reviewedAt ? 'Amina Supervisor' : null,
    reviewed_at: reviewedAt,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('logbook_entries')
    .values([
      // Signed by the Friday after (16 January): on time.
      week(first, '2026-01-05', 'PPPPA', 'signed', '2026-01-16T10:00:00.000Z'),
      // Signed on the Saturday after its deadline (23 January): late.
      week(first, '2026-01-12', 'PP---', 'signed', '2026-01-24T08:00:00.000Z'),
      // 22:30 UTC on 16 January is 01:30 on the 17th in Nairobi: late.
      week(second, '2026-01-05', 'PPPPP', 'signed', '2026-01-16T22:30:00.000Z'),
      week(second, '2026-01-12', '-----', 'submitted', null),
    ])
    .execute();
  const absence = (
    internId: number,
    first: string,
    last: string,
    state: 'approved' | 'declined',
  ) => ({
    intern_id: internId,
    first_day: first,
    last_day: last,
    reason: 'sick' as const,
    state,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('absence_requests')
    .values([
      absence(first, '2026-01-08', '2026-01-09', 'approved'),
      absence(second, '2026-01-12', '2026-01-16', 'declined'),
    ])
    .execute();

  const task = (internId: number, rating: number | null) => ({
    title: 'A task',
    description: 'Do it',
    deadline: '2026-01-09',
    status: rating === null ? ('Assigned' as const) : ('Completed' as const),
    rating,
    assigned_to: internId,
    assigned_by: internId === first ? supervisors[0].id : supervisors[1].id,
    completed_at: rating === null ? null : at,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('tasks')
    .values([task(first, 4), task(first, 5), task(first, null), task(second, 3)])
    .execute();
  const scores = {
    technical_skill: 4,
    quality_of_work: 5,
    communication: 3,
    teamwork: 4,
    initiative: 2,
    reliability: 5,
  };
  await db
    .insertInto('evaluations')
    .values([
      {
        intern_id: first,
        supervisor_id: supervisors[0].id,
        ...scores,
        submitted_at: at,
        created_at: at,
        updated_at: at,
      },
      {
        intern_id: second,
        supervisor_id: supervisors[1].id,
        technical_skill: 1,
        submitted_at: null,
        created_at: at,
        updated_at: at,
      },
    ])
    .execute();
  const letter = (internId: number, code: string, revokedAt: string | null) => ({
    code,
    intern_id: internId,
    issued_by: null,
    intern_name: 'Intern',
    position: 'Advisory',
    intake_name: 'January 2026',
    starts_on: '2026-01-05',
    ends_on: '2026-01-16',
    issued_on: '2026-01-20',
    pdf: null,
    revoked_at: revokedAt,
    revoke_reason: revokedAt ? 'Issued by mistake' : null,
    created_at: at,
  });
  await db
    .insertInto('completion_letters')
    .values([letter(first, 'REPORT-LIVE-1', null), letter(second, 'REPORT-GONE-2', at)])
    .execute();
  return { intakeId, supervisors, interns: [first, second] };
}
