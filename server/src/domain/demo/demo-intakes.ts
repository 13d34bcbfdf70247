import type { DateTime } from 'luxon';
import type { DbOrTrx } from '../../db/database';
import { insertIntake, replaceIntakePositions } from '../intakes/intakes.repository';
import { demoApplication, type DemoApplicant } from './demo-history';

/** The demo's three intakes: one ended, one running to its last week, one taking applications. */
export interface DemoIntakes {
  ended: DemoIntake;
  running: DemoIntake;
  open: DemoIntake;
}

interface DemoIntake {
  id: number;
  opensOn: DateTime;
}

/**
 * Dates relative to today, so the demo always shows each phase: the running intake ends in five
 * days, so its supervisors can write the final evaluation (it opens a week before the end).
 */
const PHASES = {
  ended: { opens: -200, closes: -170, starts: -150, ends: -20 },
  running: { opens: -150, closes: -120, starts: -100, ends: 5 },
  open: { opens: -40, closes: 20, starts: 45, ends: 165 },
} as const;

export async function loadDemoIntakes(
  trx: DbOrTrx,
  today: DateTime,
  positionIds: number[],
): Promise<DemoIntakes> {
  const made: Partial<DemoIntakes> = {};
  for (const [phase, days] of Object.entries(PHASES) as [keyof DemoIntakes, DemoPhase][]) {
    const on = (offset: number) => today.plus({ days: offset });
    const id = await insertIntake(trx, {
      name: `${on(days.starts).toFormat('LLLL yyyy')} intake`,
      applications_open_on: on(days.opens).toISODate()!,
      applications_close_on: on(days.closes).toISODate()!,
      starts_on: on(days.starts).toISODate()!,
      ends_on: on(days.ends).toISODate()!,
    });
    await replaceIntakePositions(trx, id, positionIds);
    made[phase] = { id, opensOn: on(days.opens) };
  }
  return made as DemoIntakes;
}

type DemoPhase = (typeof PHASES)[keyof typeof PHASES];

/**
 * The Passed application an intern's account was made from, in their intake's window: applied
 * in its first days, interviewed a week later and passed the day after.
 */
export async function demoInternApplication(
  trx: DbOrTrx,
  intake: DemoIntake,
  applicant: Omit<DemoApplicant, 'intakeId'>,
  adminId: number | null,
) {
  const appliedAt = intake.opensOn.plus({ days: 3 });
  const interview = appliedAt.plus({ days: 7 });
  return demoApplication(trx, { ...applicant, intakeId: intake.id }, 'Passed', {
    appliedAt,
    interviewDate: interview.toISODate()!,
    passedAt: interview.plus({ days: 1 }),
    adminId,
  });
}
