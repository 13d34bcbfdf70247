import type { DbOrTrx } from '../../db/database';
import { listApprovedBetween } from './absences.repository';
import { toAttachment } from './attachment-files';
import { listAttachmentsOfIntern } from './logbook-attachments.repository';
import { isInside } from './attendance';
import { fridayOf, isExpected, weekDays, type InternshipPeriod } from './internship-period';
import { daysToMarks, type DayMark } from './logbook-days';
import { listReturnsOfEntry } from './logbook-returns.repository';
import type { EntryRow } from './logbook.repository';
import { findCountersignature } from '../visits/visits.repository';
import { toCountersignature } from '../visits/visits.service';

/** The week's five days: expected or not, the intern's mark, excused by an approved absence. */
export async function daysOf(
  db: DbOrTrx,
  internId: number,
  monday: string,
  marks: DayMark[],
  period: InternshipPeriod,
  today: string,
) {
  const absences = await listApprovedBetween(db, internId, monday, fridayOf(monday));
  return weekDays(monday).map((date, index) => ({
    Date: date,
    Expected: isExpected(date, period, today),
    Mark: marks[index] ?? null,
    Excused: isInside(date, absences),
  }));
}

/** An entry as the API answers it; a week without a row is 'not started'. */
export async function toEntry(
  db: DbOrTrx,
  internId: number,
  monday: string,
  row: EntryRow | undefined,
  period: InternshipPeriod,
  today: string,
) {
  const marks = row ? daysToMarks(row.days) : [null, null, null, null, null];
  const [days, returns, countersignature, attachments] = await Promise.all([
    daysOf(db, internId, monday, marks, period, today),
    row ? listReturnsOfEntry(db, row.id) : [],
    row?.state === 'signed' ? findCountersignature(db, row.id) : undefined,
    listAttachmentsOfIntern(db, internId, [monday]),
  ]);
  return {
    Id: row?.id ?? null,
    WeekStart: monday,
    WeekEnd: fridayOf(monday),
    State: row?.state ?? ('not started' as const),
    Days: days,
    Activities: row?.activities ?? '',
    Learned: row?.learned ?? '',
    Hours: row?.hours ?? null,
    Remark: row?.remark ?? null,
    SubmittedAt: row?.submitted_at ?? null,
    ReviewedAt: row?.reviewed_at ?? null,
    ReviewerName: row?.reviewer_name ?? null,
    Returns: returns.map((entry) => ({
      Remark: entry.remark,
      By: entry.returner_name,
      At: entry.returned_at,
    })),
    Countersignature: toCountersignature(countersignature),
    Attachments: attachments.map(toAttachment),
  };
}
