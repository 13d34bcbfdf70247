// The academic supervisor's view of their students (issue 70): GET /Academic/...
import type { Evaluation } from '../evaluations';
import type { VisitCriterion } from './universities';
import type { LogbookAttachment } from './logbook';
import type { Countersignature } from './visits';

export type { VisitCriterion };

/** A row of GET /Academic/Students. */
export interface AcademicStudentRow {
  Id: number;
  Name: string;
  Position: string | null;
  /** The workplace supervisor's name. */
  Supervisor: string | null;
  /** YYYY-MM-DD. */
  StartsOn: string;
  EndsOn: string;
  WeeksSigned: number;
  WeeksCountersigned: number;
  DaysPresent: number;
  DaysExpected: number;
}

/** GET /Academic/Students/{id}. */
export interface AcademicStudent {
  Id: number;
  Name: string;
  Email: string;
  Position: string | null;
  Supervisor: string | null;
  University: string | null;
  StudyProgramme: string | null;
  StartsOn: string;
  EndsOn: string;
  Attendance: {
    DaysExpected: number;
    DaysPresent: number;
    DaysExcused: number;
    DaysAbsent: number;
  };
  /** Only once submitted. */
  Evaluation: Evaluation | null;
  LetterAvailable: boolean;
  LogbookCopyAvailable: boolean;
  /** The university wants every signed week countersigned before a logbook copy is made. */
  CountersignRequired: boolean;
  /** The visit form's score fields: the university's criteria (none without a university). */
  Criteria: VisitCriterion[];
}

/** A signed week of GET /Academic/Students/{id}/Logbook. */
export interface AcademicWeek {
  Id: number;
  WeekStart: string;
  WeekEnd: string;
  Days: { Date: string; Mark: 'present' | 'absent' | null }[];
  Activities: string;
  Learned: string;
  Hours: number | null;
  SignedBy: string | null;
  SignedAt: string | null;
  Countersignature: Countersignature;
  /** The week's photos and PDFs (issue 71). */
  Attachments: LogbookAttachment[];
}

/** What POST /Academic/Students/{id}/Visits takes. */
export interface VisitPayload {
  VisitedOn: string;
  Met: string;
  Assessment: string;
  Scores: { Name: string; Score: number }[];
}
