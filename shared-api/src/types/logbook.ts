import type { Countersignature } from './visits';

// The weekly logbook, absence requests and attendance (docs/decisions.md, "Logbook and
// attendance"). Dates are YYYY-MM-DD in the firm's time zone; a week is named by its Monday.

export type LogbookState = 'not started' | 'draft' | 'submitted' | 'returned' | 'signed';
/** What the intern ticked for a working day; null: not ticked yet. */
export type DayMark = 'present' | 'absent' | null;

/** One row of the intern's week list (newest week first). */
export interface LogbookWeek {
  WeekStart: string;
  /** The week's Friday. */
  WeekEnd: string;
  State: LogbookState;
  Hours: number | null;
  /** The supervisor's remark on a returned entry. */
  Remark: string | null;
}

export interface LogbookWeeks {
  StartsOn: string;
  EndsOn: string;
  Weeks: LogbookWeek[];
}

/** Monday to Friday of an entry's week. */
export interface LogbookDay {
  Date: string;
  /** False for a day outside the internship (before its start, after its end or today). */
  Expected: boolean;
  Mark: DayMark;
  /** Inside an approved absence: shown as excused whatever was ticked. */
  Excused: boolean;
}

export interface LogbookEntry {
  /** null for a week with no entry yet ('not started'). */
  Id: number | null;
  WeekStart: string;
  WeekEnd: string;
  State: LogbookState;
  Days: LogbookDay[];
  Activities: string;
  Learned: string;
  Hours: number | null;
  Remark: string | null;
  SubmittedAt: string | null;
  /** When and by whom it was last signed or returned. */
  ReviewedAt: string | null;
  ReviewerName: string | null;
  /** Every time it was returned, oldest first: kept once the week is signed. */
  Returns: LogbookReturn[];
  /** The academic supervisor's countersignature of a signed week (issue 70); null when none. */
  Countersignature: Countersignature;
  /** The week's photos and PDFs, oldest first (issue 71). */
  Attachments: LogbookAttachment[];
}

/** A photo or PDF of a logbook week: GET /LogbookAttachments/{Id} and its /Thumbnail. */
export interface LogbookAttachment {
  Id: number;
  Name: string;
  ContentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  /** Bytes, as stored. */
  Size: number;
  AddedAt: string;
}

/** One time a supervisor returned a week, and why. */
export interface LogbookReturn {
  Remark: string;
  /** The supervisor who returned it. */
  By: string | null;
  At: string;
}

/** A task of the entry's intern that was due, or completed, in the entry's week. */
export interface LogbookWeekTask {
  id: number;
  Task: string;
  Deadline: string;
  Status: 'Assigned' | 'Completed';
  Rating: number | null;
}

/** What the supervisor opens from the Logbooks list. */
export interface LogbookReview extends LogbookEntry {
  Id: number;
  InternId: number;
  InternName: string;
  Tasks: LogbookWeekTask[];
}

/** A row of the supervisor's Logbooks list: a submitted entry waiting, oldest first. */
export interface WaitingLogbookEntry {
  Id: number;
  InternId: number;
  InternName: string;
  WeekStart: string;
  WeekEnd: string;
  Hours: number | null;
  SubmittedAt: string;
}

export interface LogbookCounts {
  /** Submitted entries of the supervisor's interns waiting for a signature. */
  Waiting: number;
  /** Absence requests of the supervisor's interns waiting for a decision. */
  PendingAbsences: number;
}

export type AbsenceReason = 'sick' | 'exam' | 'personal' | 'other';
export type AbsenceState = 'pending' | 'approved' | 'declined';

export interface AbsenceRequest {
  Id: number;
  InternId: number;
  InternName: string;
  FirstDay: string;
  LastDay: string;
  /** The working days it covers. */
  Days: number;
  Reason: AbsenceReason;
  Note: string;
  State: AbsenceState;
  Remark: string | null;
  DecidedAt: string | null;
  CreatedAt: string;
}

/** An intern's attendance so far (or over the whole internship once it has ended). */
export interface Attendance {
  Expected: number;
  Present: number;
  Excused: number;
  Absent: number;
  /** Present over (expected - excused), a whole percentage; null when that is 0. */
  SharePresent: number | null;
}
