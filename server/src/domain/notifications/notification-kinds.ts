import type { Role } from '../../db/schema';

/**
 * What each kind of notification says, where it leads, who receives it and how it may be
 * e-mailed (docs/product.md, "Notifications"). `who` is the person who did it (or, for a new
 * application, the applicant; for an undelivered e-mail, its recipient), `subject` what it is
 * about (a task's title, a week, days), `ref` the id or date its screen is found by.
 *
 * `mail`: `essential` always e-mailed (account e-mails, whatever the preferences), `optional` as
 * the recipient chooses (immediately, in the daily digest, or never; `mailByDefault` before they
 * choose: the kinds e-mailed before notifications existed), `none` never (an undelivered e-mail
 * is not said by e-mail).
 */
interface KindInfo {
  role: Role;
  /** The kind as the e-mail preferences name it. */
  label: string;
  mail: 'essential' | 'optional' | 'none';
  mailByDefault?: boolean;
  text: (who: string, subject: string) => string;
  path: (ref: string) => string;
}

/** Each role's dashboard, under which its notifications lead (and its profile is). */
export const DASHBOARDS: Record<Role, string> = {
  INT: '/internDashboard',
  SUP: '/supervisorDashboard',
  ADM: '/adminDashboard',
};
const intern = DASHBOARDS.INT;
const supervisor = DASHBOARDS.SUP;
const admin = DASHBOARDS.ADM;
const quoted = (subject: string) => `\u201c${subject}\u201d`;

export const NOTIFICATION_KINDS = {
  // An intern's
  task_assigned: {
    role: 'INT',
    label: 'A task assigned to you',
    mail: 'optional',
    mailByDefault: true,
    text: (who, task) => `${who} assigned you the task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_edited: {
    role: 'INT',
    label: 'A task of yours edited',
    mail: 'optional',
    text: (who, task) => `${who} edited the task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_rated: {
    role: 'INT',
    label: 'A task of yours rated',
    mail: 'optional',
    mailByDefault: true,
    text: (who, task) => `${who} rated your task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_remark: {
    role: 'INT',
    label: 'A remark on a task of yours',
    mail: 'optional',
    text: (who, task) => `${who} wrote a remark on the task ${quoted(task)}.`,
    path: (id) => `${intern}/tasks/${id}`,
  },
  logbook_signed: {
    role: 'INT',
    label: 'A logbook week signed',
    mail: 'optional',
    mailByDefault: true,
    text: (who, week) => `${who} signed your logbook for the week of ${week}.`,
    path: (week) => `${intern}/logbook/${week}`,
  },
  logbook_returned: {
    role: 'INT',
    label: 'A logbook week returned',
    mail: 'optional',
    mailByDefault: true,
    text: (who, week) => `${who} returned your logbook for the week of ${week}.`,
    path: (week) => `${intern}/logbook/${week}`,
  },
  absence_approved: {
    role: 'INT',
    label: 'An absence request approved',
    mail: 'optional',
    mailByDefault: true,
    text: (who, days) => `${who} approved your absence (${days}).`,
    path: () => `${intern}/logbook`,
  },
  absence_declined: {
    role: 'INT',
    label: 'An absence request declined',
    mail: 'optional',
    mailByDefault: true,
    text: (who, days) => `${who} declined your absence (${days}).`,
    path: () => `${intern}/logbook`,
  },
  evaluation_submitted: {
    role: 'INT',
    label: 'Your final evaluation submitted',
    mail: 'optional',
    text: (who) => `${who} submitted your final evaluation.`,
    path: () => `${intern}/profile`,
  },
  letter_issued: {
    role: 'INT',
    label: 'Your completion letter issued',
    mail: 'essential',
    text: () => 'Your completion letter was issued.',
    path: () => `${intern}/profile`,
  },
  letter_revoked: {
    role: 'INT',
    label: 'Your completion letter revoked',
    mail: 'none',
    text: () => 'Your completion letter was revoked.',
    path: () => `${intern}/profile`,
  },
  // A supervisor's
  task_completed: {
    role: 'SUP',
    label: 'A task completed',
    mail: 'optional',
    mailByDefault: true,
    text: (who, task) => `${who} completed the task ${quoted(task)}.`,
    path: (id) => `${supervisor}/taskDetails/${id}`,
  },
  task_comment: {
    role: 'SUP',
    label: "An intern's comment on a task",
    mail: 'optional',
    text: (who, task) => `${who} commented on the task ${quoted(task)}.`,
    path: (id) => `${supervisor}/taskDetails/${id}`,
  },
  logbook_submitted: {
    role: 'SUP',
    label: 'A logbook week submitted',
    mail: 'optional',
    text: (who, week) => `${who} submitted the logbook for the week of ${week}.`,
    path: (id) => `${supervisor}/logbooks/${id}`,
  },
  absence_requested: {
    role: 'SUP',
    label: 'An absence requested',
    mail: 'optional',
    mailByDefault: true,
    text: (who, days) => `${who} asked for an absence (${days}).`,
    path: () => `${supervisor}/logbooks`,
  },
  // An administrator's
  application_received: {
    role: 'ADM',
    label: 'A new application',
    mail: 'optional',
    text: (who, position) => `${who} applied for ${position}.`,
    path: () => `${admin}/applications`,
  },
  account_activated: {
    role: 'ADM',
    label: 'An applicant who activated their account',
    mail: 'optional',
    text: (who) => `${who} activated their account.`,
    path: () => `${admin}/interns`,
  },
  mail_undelivered: {
    role: 'ADM',
    label: 'An e-mail that could not be delivered',
    mail: 'none',
    text: (who, subject) => `An e-mail to ${who} could not be delivered: ${quoted(subject)}.`,
    path: () => `${admin}/mail`,
  },
} satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, kind);
