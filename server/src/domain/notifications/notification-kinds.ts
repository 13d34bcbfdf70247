/**
 * What each kind of notification says and where it leads (docs/product.md, "Notifications").
 * `who` is the person who did it (or, for a new application, the applicant; for an undelivered
 * e-mail, its recipient), `subject` what it is about (a task's title, a week, days), `ref` the id
 * or date its screen is found by.
 */
interface KindInfo {
  text: (who: string, subject: string) => string;
  path: (ref: string) => string;
}

const intern = '/internDashboard';
const supervisor = '/supervisorDashboard';
const admin = '/adminDashboard';
const quoted = (subject: string) => `\u201c${subject}\u201d`;

export const NOTIFICATION_KINDS = {
  // An intern's
  task_assigned: {
    text: (who, task) => `${who} assigned you the task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_edited: {
    text: (who, task) => `${who} edited the task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_rated: {
    text: (who, task) => `${who} rated your task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_remark: {
    text: (who, task) => `${who} wrote a remark on the task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  logbook_signed: {
    text: (who, week) => `${who} signed your logbook for the week of ${week}.`,
    path: (week) => `${intern}/logbook/${week}`,
  },
  logbook_returned: {
    text: (who, week) => `${who} returned your logbook for the week of ${week}.`,
    path: (week) => `${intern}/logbook/${week}`,
  },
  absence_approved: {
    text: (who, days) => `${who} approved your absence (${days}).`,
    path: () => `${intern}/logbook`,
  },
  absence_declined: {
    text: (who, days) => `${who} declined your absence (${days}).`,
    path: () => `${intern}/logbook`,
  },
  evaluation_submitted: {
    text: (who) => `${who} submitted your final evaluation.`,
    path: () => `${intern}/profile`,
  },
  letter_issued: {
    text: () => 'Your completion letter was issued.',
    path: () => `${intern}/profile`,
  },
  letter_revoked: {
    text: () => 'Your completion letter was revoked.',
    path: () => `${intern}/profile`,
  },
  // A supervisor's
  task_completed: {
    text: (who, task) => `${who} completed the task ${quoted(task)}.`,
    path: (id) => `${supervisor}/taskDetails/${id}`,
  },
  task_comment: {
    text: (who, task) => `${who} commented on the task ${quoted(task)}.`,
    path: (id) => `${supervisor}/taskDetails/${id}`,
  },
  logbook_submitted: {
    text: (who, week) => `${who} submitted the logbook for the week of ${week}.`,
    path: (id) => `${supervisor}/logbooks/${id}`,
  },
  absence_requested: {
    text: (who, days) => `${who} asked for an absence (${days}).`,
    path: () => `${supervisor}/logbooks`,
  },
  // An administrator's
  application_received: {
    text: (who, position) => `${who} applied for ${position}.`,
    path: () => `${admin}/applications`,
  },
  account_activated: {
    text: (who) => `${who} activated their account.`,
    path: () => `${admin}/interns`,
  },
  mail_undelivered: {
    text: (who, subject) => `An e-mail to ${who} could not be delivered: ${quoted(subject)}.`,
    path: () => `${admin}/mail`,
  },
} satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, kind);
