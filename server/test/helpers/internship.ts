import { DateTime } from 'luxon';
import { insertIntake } from '../../src/domain/intakes/intakes.repository';
import { setSupervisor } from '../../src/domain/people/people.repository';
import { isoNow } from '../../src/lib/time';
import { createUser } from './fixtures';
import type { TestContext } from './test-app';
import { today } from './world';

/** The firm's date `offset` days from today. */
export const dayFrom = (ctx: TestContext, offset: number) =>
  DateTime.fromISO(today(ctx), { zone: 'utc' }).plus({ days: offset }).toISODate()!;

/** The Monday of the firm's current week, `weeks` weeks on (negative: back). */
export const mondayFrom = (ctx: TestContext, weeks: number) =>
  DateTime.fromISO(today(ctx), { zone: 'utc' }).startOf('week').plus({ weeks }).toISODate()!;

let intakes = 0;

/** A supervisor and their intern, who came in through an intake with these dates. */
export async function internOfIntake(ctx: TestContext, startsOn: string, endsOn: string) {
  const supervisor = await createUser(ctx, 'SUP');
  const intern = await createUser(ctx, 'INT');
  await setSupervisor(ctx.app.db, intern.id, supervisor.id);
  const opens = DateTime.fromISO(startsOn, { zone: 'utc' });
  const intake = await insertIntake(ctx.app.db, {
    name: `Intake ${++intakes} of intern ${intern.id}`,
    applications_open_on: opens.minus({ days: 90 }).toISODate()!,
    applications_close_on: opens.minus({ days: 30 }).toISODate()!,
    starts_on: startsOn,
    ends_on: endsOn,
  });
  await joinIntake(ctx, intern, intake);
  return { supervisor, intern };
}

/** Puts `intern` in the intake: their (passed) application was made in it. */
export async function joinIntake(
  ctx: TestContext,
  intern: { id: number; email: string },
  intakeId: number,
) {
  const now = isoNow();
  const application = await ctx.app.db
    .insertInto('applications')
    .values({
      name: 'Intake Intern',
      email: intern.email,
      phone_number: '+254712345678',
      position_id: 1,
      status: 'Passed',
      created_at: now,
      updated_at: now,
      intake_id: intakeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.app.db
    .updateTable('users')
    .set({ application_id: application.id })
    .where('id', '=', intern.id)
    .execute();
}

/** A final evaluation straight in the database (the evaluation screens are tested elsewhere). */
export async function evaluate(
  ctx: TestContext,
  intern: { id: number },
  supervisor: { id: number },
  {
    submitted = true,
    assessment = 'Careful, quick to learn and generous with colleagues.',
    recommendation = 'We would gladly welcome them back.',
  } = {},
) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('evaluations')
    .values({
      intern_id: intern.id,
      supervisor_id: supervisor.id,
      technical_skill: 4,
      quality_of_work: 5,
      communication: 3,
      teamwork: 4,
      initiative: 5,
      reliability: 4,
      assessment,
      recommendation,
      submitted_at: submitted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
