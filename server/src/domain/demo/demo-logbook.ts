import type { Insertable } from 'kysely';
import { DateTime } from 'luxon';
import type { DbOrTrx } from '../../db/database';
import type { AbsenceRequestsTable, LogbookEntriesTable } from '../../db/schema';
import {
  findIntakeDates,
  insertDemoAbsences,
  insertDemoEntries,
  insertDemoReturns,
} from './demo-logbook.repository';

type State = LogbookEntriesTable['state'] | 'not started';

/** An intern whose weeks the demo writes: `recent` are the states of their last weeks. */
export interface DemoLogbookIntern {
  internId: number;
  intakeId: number;
  supervisor: { id: number; name: string };
  /** Newest week first; earlier weeks are signed. */
  recent: State[];
  /** The printed intern: with absence requests in every state. */
  absences: boolean;
}

/** The printed intern's last weeks: every state the screens show. */
export const EVERY_STATE: State[] = ['draft', 'not started', 'submitted', 'returned'];

const ACTIVITIES = [
  'Set up my laptop and the development environment, met the team and read the architecture notes.',
  'Fixed two layout bugs on the login page and paired with the team lead on the payments review.',
  'Wrote tests for the import job and presented the onboarding checklist at the sprint demo.',
  'Drafted the client presentation with the analysts and answered the support queue for two days.',
];
const LEARNED = [
  'How the team plans a sprint, and why every change goes through review.',
  'Reading a stack trace from the logs to the line that failed.',
  'Writing a test first makes the change smaller.',
  'Explaining a technical choice to people outside engineering.',
];

const NOTES: Record<AbsenceRequestsTable['reason'], string> = {
  exam: 'University examination in the morning.',
  personal: 'A family matter.',
  sick: 'A doctor’s appointment.',
  other: 'Travel to the branch office.',
};

const at = (day: DateTime, hour: number) => day.set({ hour }).toUTC().toISO()!;

/**
 * Logbooks for the demo: each intern's weeks from the intake's start to this week, signed by
 * their supervisor but the last few (`recent`); the printed intern's are in every state (a draft
 * this week, last week not started, so overdue, one submitted and one returned with a remark),
 * with an absence approved in an earlier week, one declined and one waiting.
 */
export async function loadDemoLogbooks(
  trx: DbOrTrx,
  today: DateTime,
  interns: DemoLogbookIntern[],
) {
  const todayIso = today.toISODate()!;
  for (const intern of interns) {
    const intake = await findIntakeDates(trx, intern.intakeId);
    const last = intake.ends_on < todayIso ? intake.ends_on : todayIso;
    const start = DateTime.fromISO(intake.starts_on, { zone: today.zone });
    const lastMonday = DateTime.fromISO(last, { zone: today.zone }).startOf('week');
    const mondays: DateTime[] = [];
    for (
      let monday = start.startOf('week');
      monday <= lastMonday;
      monday = monday.plus({ weeks: 1 })
    ) {
      mondays.push(monday);
    }
    const absences: Insertable<AbsenceRequestsTable>[] = [];
    // An approved exam day in the fifth week from the end, excused in its signed entry.
    const examWeek = mondays[mondays.length - 5];
    const examDay = examWeek?.plus({ days: 2 });
    if (intern.absences && examDay) {
      absences.push(absence(intern, examDay, examDay, 'exam', 'approved', today));
      const declined = mondays[mondays.length - 3].plus({ days: 4 });
      absences.push(absence(intern, declined, declined, 'personal', 'declined', today));
      const ahead = today.weekday > 5 ? today.plus({ days: 8 - today.weekday }) : today;
      absences.push(absence(intern, ahead, ahead, 'sick', 'pending', today));
    }
    const entries = mondays.flatMap((monday, index) => {
      const fromEnd = mondays.length - 1 - index;
      const state: State = intern.recent[fromEnd] ?? 'signed';
      if (state === 'not started') return [];
      return [entry(intern, monday, state, index, { intake, todayIso, examDay })];
    });
    await insertDemoEntries(trx, entries);
    await insertDemoReturns(trx, intern.internId);
    await insertDemoAbsences(trx, absences);
  }
}

function absence(
  intern: DemoLogbookIntern,
  first: DateTime,
  last: DateTime,
  reason: AbsenceRequestsTable['reason'],
  state: AbsenceRequestsTable['state'],
  today: DateTime,
): Insertable<AbsenceRequestsTable> {
  const asked = at(first.minus({ days: 3 }) < today ? first.minus({ days: 3 }) : today, 9);
  return {
    intern_id: intern.internId,
    first_day: first.toISODate()!,
    last_day: last.toISODate()!,
    reason,
    note: NOTES[reason],
    state,
    remark:
      state === 'declined' ? 'That Friday is the client demo; please pick another day.' : null,
    decided_by: state === 'pending' ? null : intern.supervisor.id,
    decided_at: state === 'pending' ? null : asked,
    created_at: asked,
    updated_at: asked,
  };
}

function entry(
  intern: DemoLogbookIntern,
  monday: DateTime,
  state: LogbookEntriesTable['state'],
  index: number,
  when: { intake: { starts_on: string; ends_on: string }; todayIso: string; examDay?: DateTime },
): Insertable<LogbookEntriesTable> {
  const days = [0, 1, 2, 3, 4]
    .map((offset) => {
      const day = monday.plus({ days: offset }).toISODate()!;
      const expected = day >= when.intake.starts_on && day <= when.intake.ends_on;
      if (!expected || day > when.todayIso) return '-';
      if (intern.absences && day === when.examDay?.toISODate()) return '-';
      // Now and then a day away, as a real logbook has.
      return index % 6 === 3 && offset === 4 ? 'A' : 'P';
    })
    .join('');
  const friday = monday.plus({ days: 4 });
  const reviewed = state === 'signed' || state === 'returned';
  return {
    intern_id: intern.internId,
    week_start: monday.toISODate()!,
    days,
    activities: ACTIVITIES[index % ACTIVITIES.length],
    learned: state === 'draft' ? '' : LEARNED[index % LEARNED.length],
    hours: state === 'draft' ? null : (days.match(/P/g) ?? []).length * 8,
    state,
    remark: state === 'returned' ? 'Please say which tests you wrote and what they cover.' : null,
    submitted_at: state === 'draft' ? null : at(friday, 16),
    reviewed_by: reviewed ? intern.supervisor.id : null,
    reviewer_name: reviewed ? intern.supervisor.name : null,
    reviewed_at: reviewed ? at(friday.plus({ days: 3 }), 10) : null,
    created_at: at(monday, 9),
    updated_at: at(reviewed ? friday.plus({ days: 3 }) : friday, 16),
  };
}
