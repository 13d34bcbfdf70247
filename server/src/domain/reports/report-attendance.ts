import { countAttendance, expectedDays, type Attendance } from '../logbook/attendance';
import type { PeriodSource } from '../logbook/internship-period';

type Intern = PeriodSource & { id: number };
interface Records {
  weeks: { intern_id: number; week_start: string; days: string }[];
  absences: { intern_id: number; first_day: string; last_day: string }[];
}

const byIntern = <T extends { intern_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.intern_id);
    if (list) list.push(row);
    else map.set(row.intern_id, [row]);
  }
  return map;
};

/**
 * The interns' attendance summed, each counted by the one rule of logbook/attendance.ts from
 * records read in bulk. Interns of one intake share a period, so its days are listed once.
 */
export function sumAttendance(interns: Intern[], records: Records, today: string, zone: string) {
  const weeks = byIntern(records.weeks);
  const absences = byIntern(records.absences);
  const periods = new Map<string, string[]>();
  const total: Attendance = { Expected: 0, Present: 0, Excused: 0, Absent: 0, SharePresent: null };
  for (const intern of interns) {
    const key = `${intern.intake_starts_on}|${intern.intake_ends_on}|${intern.created_at}`;
    const days = periods.get(key) ?? expectedDays(intern, today, zone);
    periods.set(key, days);
    const one = countAttendance(days, {
      weeks: weeks.get(intern.id) ?? [],
      absences: absences.get(intern.id) ?? [],
    });
    total.Expected += one.Expected;
    total.Present += one.Present;
    total.Excused += one.Excused;
    total.Absent += one.Absent;
  }
  const counted = total.Expected - total.Excused;
  total.SharePresent = counted === 0 ? null : Math.round((total.Present / counted) * 100);
  return { Interns: interns.length, ...total };
}
