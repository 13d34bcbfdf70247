// Answer shapes of spec §3 as fixed by decisions.md §2 (PascalCase names kept letter for letter).
import type { Language } from '../i18n/languages';
import type { Theme } from '../preferences/themes';

/** ACA: an intern's academic supervisor at their university (issue 70). */
export type RoleCode = 'INT' | 'SUP' | 'ADM' | 'ACA';

/** Stored application statuses; the display text comes from `formatApplicationStatus` in shared-ui. */
export type ApplicationStatusCode = 'Processing' | 'Accepted' | 'Passed' | 'Declined';

export type TaskStatus = 'Assigned' | 'Completed';

/** An id as the server sends it, or as a route parameter gives it. */
export type Id = number | string;

export interface UserInfo {
  Name: string;
  user_id: number;
  /** The account's language (issue 57); null until its user chooses or first signs in. */
  Language?: Language | null;
  /** The account's theme (issue 67); null until its user chooses one (the device's is followed). */
  Theme?: Theme | null;
}

export interface PersonRef {
  user_id: number;
  Name: string;
}

export interface LoginAnswer {
  user: UserInfo;
  Role: RoleCode[];
  token: string;
}

/** A right password's answer when a second step is due (issue 68): no session yet. */
export type SecondStep =
  | { SecondFactor: { Token: string; Methods: ('totp' | 'passkey')[] } }
  | { TwoFactorSetUp: { Token: string } };

export interface MessageAnswer {
  message: string;
}

export interface CreatedAnswer {
  message: string;
  id: number;
}

export interface Position {
  id: number;
  Position: string;
}

/** An intake (issue 49): dates are YYYY-MM-DD in the firm's time zone. */
export interface Intake {
  id: number;
  Name: string;
  ApplicationsOpen: string;
  ApplicationsClose: string;
  InternshipStart: string;
  InternshipEnd: string;
  Positions: Position[];
  /** Its applications window, today. */
  State: 'Upcoming' | 'Open' | 'Closed';
}

/** What the application form offers: `Intakes` only when intakes are defined. */
export interface ApplicationChoices {
  Positions: Position[];
  Intakes?: {
    Open: { Name: string; ApplicationsClose: string }[];
    NextOpening: string | null;
  };
}

export interface Application {
  id: number;
  Name: string;
  Email: string;
  PhoneNumber: string;
  /** The position's name; `position_id` is its id. */
  Position: string;
  position_id: number;
  ApplicationStatus: ApplicationStatusCode;
  InterviewDate: string | null;
  created_at: string;
  /**
   * Issue 87: invited to book an interview and not booked, holding a booked slot, or neither;
   * left out by a server older than it.
   */
  BookingState?: 'Invited to book' | 'Booked' | null;
  /** The booked slot's start (ISO) while BookingState is 'Booked'. */
  InterviewStartsAt?: string | null;
}

export interface ApplicationStatusResult {
  Name: string;
  Email: string;
  Position: string;
  ApplicationStatus: ApplicationStatusCode;
}

export interface ApplicationDetail {
  Applicant: Application;
  /** Signed link to the CV, valid a few minutes; open it in a new window. */
  Cv: string;
  /** Signed link to the university letter. */
  AttachmentLetter: string;
}

export interface User {
  user_id: number;
  Name: string;
  Email: string;
  PhoneNumber: string | null;
  Position: string | null;
  position_id: number | null;
  Role: RoleCode;
  /** The intern's supervisor; null for other roles and for unassigned interns. */
  Supervisor: PersonRef | null;
  /**
   * The connected directory that provisions the account (issue 89), which owns its Name, Email
   * and PhoneNumber and deactivates it: answered for a profile to edit and in the Supervisors list.
   */
  ManagedBy?: string | null;
}

export interface Task {
  id: number;
  Task: string;
  Description: string;
  /** YYYY-MM-DD */
  Deadline: string;
  Status: TaskStatus;
  Rating: number | null;
  AssignedTo: number;
  assignedto: { Name: string };
  assignedby: PersonRef;
  /** ISO time the intern completed it. */
  CompletedAt?: string | null;
  /** ISO time of the latest edit, completion, comment or remark. */
  LastActivityAt?: string;
  /** The newest comment or remark: who wrote it and when. */
  LastComment?: { id: number; user_id: number; At: string } | null;
}

export interface TaskComment {
  id: number;
  Comments: string;
  madeby: string;
  user_id: number;
  created_at?: string;
  updated_at?: string;
}

export interface TaskDetail {
  task: Task;
  /** The assigning supervisor's name. */
  Supervisor: string;
  comment: TaskComment[];
}

export interface EditableTask {
  id: number;
  Task: string;
  Description: string;
  Deadline: string;
}

export interface PerformanceTask {
  id: number;
  Task: string;
  Rating: number | null;
  Status: TaskStatus;
  /** YYYY-MM-DD; performance charts plot ratings over it. */
  Deadline: string;
  /** ISO time of completion, or null. */
  CompletedAt: string | null;
}

export interface Performance {
  User: User;
  Tasks: PerformanceTask[];
  /** Mean of the rated tasks in whole percent; null when nothing is rated. */
  Overall: number | null;
}

/** Applications in each status. */
export type PipelineStatusCounts = Record<ApplicationStatusCode, number>;

/** GET /Admin/User/Dashboard/Pipeline: by status, and by position (those with applications). */
export interface PipelineCounts {
  ByStatus: PipelineStatusCounts;
  ByPosition: ({ PositionId: number; Position: string } & PipelineStatusCounts)[];
}

export interface DashboardCounts {
  TotalUsers: number;
  TotalApplicants: number;
  SelectedApplicants: number;
  TotalInterns: number;
  TotalSupervisors: number;
}
