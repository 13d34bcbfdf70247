import type { Db, DbOrTrx } from '../../db/database';
import { ValidationError, notFound, type Message } from '../../lib/errors';
import { calendarDateRule } from '../../lib/fields';
import { m } from '../../lib/texts';
import { daysFrom } from '../logbook/internship-period';
import * as intakes from './intakes.repository';

export const UNKNOWN_POSITION = m('A selected position does not exist.');

/** An intake as the API writes it: dates are YYYY-MM-DD in the firm's time zone. */
export interface IntakeInput {
  Name: string;
  ApplicationsOpen: string;
  ApplicationsClose: string;
  InternshipStart: string;
  InternshipEnd: string;
  Positions: number[];
}

export type IntakeState = 'Upcoming' | 'Open' | 'Closed';

/** Where today falls against the applications window (bounds included). */
export const intakeState = (
  intake: Pick<intakes.IntakeDates, 'applications_open_on' | 'applications_close_on'>,
  today: string,
): IntakeState =>
  today < intake.applications_open_on
    ? 'Upcoming'
    : today > intake.applications_close_on
      ? 'Closed'
      : 'Open';

/** The order of an intake's dates, by field (the form's and an import's rule). */
export function intakeDateProblems(
  input: Omit<IntakeInput, 'Name' | 'Positions'>,
): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, message: Message) => (errors[field] ??= []).push(message);
  if (input.ApplicationsClose < input.ApplicationsOpen) {
    add('ApplicationsClose', m('Applications cannot close before they open.'));
  }
  if (input.InternshipStart < input.ApplicationsClose) {
    add('InternshipStart', m('The internship cannot start before applications close.'));
  }
  if (input.InternshipEnd < input.InternshipStart) {
    add('InternshipEnd', m('The internship cannot end before it starts.'));
  } else if (
    daysFrom(input.InternshipStart, input.InternshipEnd) > calendarDateRule.maxInternshipDays
  ) {
    // Attendance and the logbook's weeks walk the internship's days.
    const max = calendarDateRule.maxInternshipDays;
    add('InternshipEnd', m('The internship can last at most {max} days.', { max }));
  }
  return errors;
}

/** The order of the dates, the positions and a unique name: every problem at once (422). */
async function check(db: DbOrTrx, input: IntakeInput, exceptId?: number) {
  const errors = intakeDateProblems(input);
  const add = (field: string, message: Message) => (errors[field] ??= []).push(message);
  const found = new Set(await intakes.existingPositionIds(db, input.Positions));
  if (input.Positions.some((id) => !found.has(id))) {
    add('Positions', UNKNOWN_POSITION);
  }
  if (await intakes.findIntakeByName(db, input.Name, exceptId)) {
    add('Name', m('An intake with this name already exists.'));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const values = (input: IntakeInput): intakes.IntakeValues => ({
  name: input.Name,
  applications_open_on: input.ApplicationsOpen,
  applications_close_on: input.ApplicationsClose,
  starts_on: input.InternshipStart,
  ends_on: input.InternshipEnd,
});

export async function createIntake(db: Db, input: IntakeInput) {
  return db.transaction().execute(async (trx) => {
    await check(trx, input);
    const id = await intakes.insertIntake(trx, values(input));
    await intakes.replaceIntakePositions(trx, id, [...new Set(input.Positions)]);
    return id;
  });
}

export async function updateIntake(db: Db, id: number, input: IntakeInput) {
  await db.transaction().execute(async (trx) => {
    if (!(await intakes.findIntake(trx, id))) throw notFound(m('Intake not found'));
    await check(trx, input, id);
    await intakes.updateIntake(trx, id, values(input));
    await intakes.replaceIntakePositions(trx, id, [...new Set(input.Positions)]);
  });
}

function toAnswer(
  row: Awaited<ReturnType<typeof intakes.listIntakes>>[number],
  positions: Awaited<ReturnType<typeof intakes.listIntakePositions>>,
  today: string,
) {
  return {
    id: row.id,
    Name: row.name,
    ApplicationsOpen: row.applications_open_on,
    ApplicationsClose: row.applications_close_on,
    InternshipStart: row.starts_on,
    InternshipEnd: row.ends_on,
    Positions: positions
      .filter((position) => position.intake_id === row.id)
      .map((position) => ({ id: position.id, Position: position.name })),
    State: intakeState(row, today),
  };
}

export async function listIntakes(db: Db, today: string) {
  const rows = await intakes.listIntakes(db);
  const positions = await intakes.listIntakePositions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAnswer(row, positions, today));
}

export async function getIntake(db: Db, id: number, today: string) {
  const row = await intakes.findIntake(db, id);
  if (!row) throw notFound(m('Intake not found'));
  return toAnswer(row, await intakes.listIntakePositions(db, [id]), today);
}

/**
 * What the application form offers. Without intakes: every position, as the spec says (no
 * `Intakes` in the answer). With intakes: the positions of the intakes open today, when those
 * close, and the next opening date when none is open.
 */
export async function applicationChoices(db: Db, today: string) {
  if (!(await intakes.hasIntakes(db))) return null;
  const [positions, open] = await Promise.all([
    intakes.listOpenPositions(db, today),
    intakes.listOpenIntakes(db, today),
  ]);
  return {
    positions,
    intakes: {
      Open: open.map((intake) => ({
        Name: intake.name,
        ApplicationsClose: intake.applications_close_on,
      })),
      NextOpening: open.length > 0 ? null : await intakes.nextOpeningDate(db, today),
    },
  };
}

/** docs/decisions.md, "Intakes": the 422 of an application no open intake takes. */
export const APPLICATIONS_CLOSED = m(
  'Applications for this position are closed: no intake open today offers it.',
);

/**
 * The intake an application for this position belongs to today: null (the default intake) when
 * no intake is defined; a 422 on Position when intakes exist and none open today offers it.
 */
export async function intakeForApplication(trx: DbOrTrx, positionId: number, today: string) {
  if (!(await intakes.hasIntakes(trx))) return null;
  const intake = await intakes.findOpenIntakeForPosition(trx, positionId, today);
  if (!intake) throw new ValidationError({ Position: [APPLICATIONS_CLOSED] }, APPLICATIONS_CLOSED);
  return intake.id;
}
