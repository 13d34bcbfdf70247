import type { AbsenceRequest, LogbookDay, LogbookEntry, LogbookWeek } from 'shared-api';
import { INTERN } from './render-intern';

// The logbook's answers as the API gives them (jest only). The week of 4 Jan 2027.

export const WEEK_START = '2027-01-04';
export const WEEK_PATH = `/Intern/Logbook/${WEEK_START}`;

export const DATES = ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'];

export function day(date: string, over: Partial<LogbookDay> = {}): LogbookDay {
  return { Date: date, Expected: true, Mark: null, Excused: false, ...over };
}

export function entry(over: Partial<LogbookEntry> = {}): LogbookEntry {
  return {
    Id: null,
    WeekStart: WEEK_START,
    WeekEnd: '2027-01-08',
    State: 'not started',
    Days: DATES.map((date) => day(date)),
    Activities: '',
    Learned: '',
    Hours: null,
    Remark: null,
    SubmittedAt: null,
    ReviewedAt: null,
    ReviewerName: null,
    Returns: [],
    Countersignature: null,
    Attachments: [],
    ...over,
  };
}

export function week(weekStart: string, weekEnd: string, over: Partial<LogbookWeek> = {}) {
  return {
    WeekStart: weekStart,
    WeekEnd: weekEnd,
    State: 'not started',
    Hours: null,
    Remark: null,
    ...over,
  } satisfies LogbookWeek;
}

export function absence(id: number, over: Partial<AbsenceRequest> = {}): AbsenceRequest {
  return {
    Id: id,
    InternId: INTERN.user_id,
    InternName: INTERN.Name,
    FirstDay: '2027-01-05',
    LastDay: '2027-01-06',
    Days: 2,
    Reason: 'exam',
    Note: 'Final exam',
    State: 'pending',
    Remark: null,
    DecidedAt: null,
    CreatedAt: '2027-01-03T08:00:00Z',
    ...over,
  };
}

export const ATTENDANCE = { Expected: 25, Present: 22, Excused: 1, Absent: 2, SharePresent: 92 };

/** The profile's attendance of an intern whose logbook is empty so far. */
export const NO_DAYS_YET = {
  'GET /Attendance/7': {
    status: 200,
    data: { Expected: 0, Present: 0, Excused: 0, Absent: 0, SharePresent: null },
  },
};
