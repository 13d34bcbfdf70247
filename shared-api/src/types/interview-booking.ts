// Answer shapes of issue 87 (interviews the applicant books), as /work/notes/87-api.md fixes them.
// Times are ISO 8601 UTC; a day is YYYY-MM-DD in the firm's time zone.
/** An application's booking: invited and not booked, booked, or neither. */
export type BookingState = 'Invited to book' | 'Booked' | null;

/** Who may interview: an active supervisor or administrator. */
export interface Interviewer {
  user_id: number;
  Name: string;
  Role: 'ADM' | 'SUP';
}

export interface SlotBooking {
  id: number;
  /** The application's id. */
  Application: number;
  Name: string;
  Email: string;
  Status: 'booked' | 'did-not-attend';
}

export interface InterviewSlot {
  id: number;
  Intake: { id: number; Name: string } | null;
  Position: { id: number; Name: string } | null;
  StartsAt: string;
  EndsAt: string;
  Place: string | null;
  VideoLink: string | null;
  Capacity: number;
  Booked: number;
  Free: number;
  Cancelled: boolean;
  Interviewers: { user_id: number; Name: string }[];
  Bookings: SlotBooking[];
}

/** GET /InterviewSlot?Week=…: one week, Monday to Sunday in the firm's zone. */
export interface SlotWeek {
  Week: { From: string; To: string };
  TimeZone: string;
  /** More than the answer's 1000 slots in the week. */
  Truncated: boolean;
  Slots: InterviewSlot[];
}

/** What making slots answers: how many, their ids, and each interviewer's overlap. */
export interface SlotsCreated {
  message: string;
  Created: number;
  Slots: number[];
  Warnings: string[];
}

export interface InviteAnswer {
  message: string;
  Invited: number[];
  Refused: { id: number; message: string }[];
}

/** An applicant's booked interview, as their link shows it. */
export interface BookedInterview {
  id: number;
  StartsAt: string;
  EndsAt: string;
  Place: string | null;
  VideoLink: string | null;
  /** Before the cut-off: it may still be moved or cancelled from the link. */
  CanChange: boolean;
  ChangeUntil: string;
}

export interface BookableSlot {
  id: number;
  StartsAt: string;
  EndsAt: string;
  Place: string | null;
  Online: boolean;
  Free: number;
}

/** GET /Booking/{token}: whose link, its booking and the free times. */
export interface BookingLink {
  Name: string;
  Position: string;
  Intake: string | null;
  TimeZone: string;
  CutOffHours: number;
  ExpiresAt: string;
  /** closed: the application was decided or scheduled by hand, nothing to book. */
  State: 'open' | 'booked' | 'closed';
  Booking: BookedInterview | null;
  Slots: BookableSlot[];
  /** More free times than listed. */
  More: boolean;
}

export interface BookingAnswer {
  message: string;
  Booking: BookedInterview;
}

/** The private calendar feed of an interviewer's coming interviews. */
export interface CalendarFeed {
  Url: string;
}
