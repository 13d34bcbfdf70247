import { DateTime } from 'luxon';
import { DASHBOARD_PATHS } from 'shared-api/portals';
import type { MailChoice, Role } from '../../db/schema';
import { m, shortDay, type Day, type Texts } from '../../lib/texts';

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
  /** The kind as the e-mail preferences name it (translated where it is shown). */
  label: string;
  mail: 'essential' | 'optional' | 'none';
  mailByDefault?: boolean;
  /** The choice before they choose, where it is the digest (else `mailByDefault` decides). */
  defaultMail?: MailChoice;
  /**
   * In the digest only once a week, on Monday morning (docs/decisions.md, "Notifications and live
   * updates").
   */
  weeklyDigest?: boolean;
  /** What it says, in its reader's language. */
  text: (texts: Texts, who: string, subject: string) => string;
  path: (ref: string) => string;
}

/**
 * Each role's dashboard, under which its notifications lead (and its profile is): its portal's
 * prefix (portals.json).
 */
export const DASHBOARDS: Record<Role, string> = DASHBOARD_PATHS;
const intern = DASHBOARDS.INT;
const supervisor = DASHBOARDS.SUP;
const admin = DASHBOARDS.ADM;
const academic = DASHBOARDS.ACA;

/**
 * A week as a logbook notification's subject stores it, its English short date ('5 Jan 2027',
 * logbook-days.ts): said as its reader's language writes dates (as it is if it is not one).
 */
function storedDay(subject: string): Day | string {
  const date = DateTime.fromFormat(subject, 'd LLL yyyy', { locale: 'en-GB', zone: 'utc' });
  return date.isValid ? shortDay(date.toISODate()!) : subject;
}

/** An absence's days as its subject stores them ('on 5 Jan 2027', 'from … to …'), said anew. */
function storedDays({ t }: Texts, subject: string): string {
  const one = /^on (.+)$/.exec(subject);
  if (one) return t('on {day}', { day: storedDay(one[1]) });
  const range = /^from (.+) to (.+)$/.exec(subject);
  if (range)
    return t('from {first} to {last}', { first: storedDay(range[1]), last: storedDay(range[2]) });
  return subject;
}

/** An absence kind's text (`text`, marked with m) with its who and days. */
const absenceText = (texts: Texts, text: string, who: string, days: string) =>
  texts.t(text, { who, days: storedDays(texts, days) });

export const NOTIFICATION_KINDS = {
  // An intern's
  task_assigned: {
    role: 'INT',
    label: m('A task assigned to you'),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who, task) => t('{who} assigned you the task “{task}”.', { who, task }),
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_edited: {
    role: 'INT',
    label: m('A task of yours edited'),
    mail: 'optional',
    text: ({ t }, who, task) => t('{who} edited the task “{task}”.', { who, task }),
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_rated: {
    role: 'INT',
    label: m('A task of yours rated'),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who, task) => t('{who} rated your task “{task}”.', { who, task }),
    path: (id) => `${intern}/tasks/${id}`,
  },
  task_remark: {
    role: 'INT',
    label: m('A remark on a task of yours'),
    mail: 'optional',
    text: ({ t }, who, task) => t('{who} wrote a remark on the task “{task}”.', { who, task }),
    path: (id) => `${intern}/tasks/${id}`,
  },
  logbook_signed: {
    role: 'INT',
    label: m('A logbook week signed'),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who, week) =>
      t('{who} signed your logbook for the week of {week}.', { who, week: storedDay(week) }),
    path: (week) => `${intern}/logbook/${week}`,
  },
  logbook_returned: {
    role: 'INT',
    label: m('A logbook week returned'),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who, week) =>
      t('{who} returned your logbook for the week of {week}.', { who, week: storedDay(week) }),
    path: (week) => `${intern}/logbook/${week}`,
  },
  absence_approved: {
    role: 'INT',
    label: m('An absence request approved'),
    mail: 'optional',
    mailByDefault: true,
    text: (texts, who, days) =>
      absenceText(texts, m('{who} approved your absence ({days}).'), who, days),
    path: () => `${intern}/logbook`,
  },
  absence_declined: {
    role: 'INT',
    label: m('An absence request declined'),
    mail: 'optional',
    mailByDefault: true,
    text: (texts, who, days) =>
      absenceText(texts, m('{who} declined your absence ({days}).'), who, days),
    path: () => `${intern}/logbook`,
  },
  evaluation_submitted: {
    role: 'INT',
    label: m('Your final evaluation submitted'),
    mail: 'optional',
    text: ({ t }, who) => t('{who} submitted your final evaluation.', { who }),
    path: () => `${intern}/profile`,
  },
  letter_issued: {
    role: 'INT',
    label: m('Your completion letter issued'),
    mail: 'essential',
    text: ({ t }) => t('Your completion letter was issued.'),
    path: () => `${intern}/profile`,
  },
  letter_revoked: {
    role: 'INT',
    label: m('Your completion letter revoked'),
    mail: 'none',
    text: ({ t }) => t('Your completion letter was revoked.'),
    path: () => `${intern}/profile`,
  },
  // A supervisor's
  task_completed: {
    role: 'SUP',
    label: m('A task completed'),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who, task) => t('{who} completed the task “{task}”.', { who, task }),
    path: (id) => `${supervisor}/taskDetails/${id}`,
  },
  task_comment: {
    role: 'SUP',
    label: m("An intern's comment on a task"),
    mail: 'optional',
    text: ({ t }, who, task) => t('{who} commented on the task “{task}”.', { who, task }),
    path: (id) => `${supervisor}/taskDetails/${id}`,
  },
  logbook_submitted: {
    role: 'SUP',
    label: m('A logbook week submitted'),
    mail: 'optional',
    text: ({ t }, who, week) =>
      t('{who} submitted the logbook for the week of {week}.', { who, week: storedDay(week) }),
    path: (id) => `${supervisor}/logbooks/${id}`,
  },
  absence_requested: {
    role: 'SUP',
    label: m('An absence requested'),
    mail: 'optional',
    mailByDefault: true,
    text: (texts, who, days) =>
      absenceText(texts, m('{who} asked for an absence ({days}).'), who, days),
    path: () => `${supervisor}/logbooks`,
  },
  // An academic supervisor's (issue 70): `who` is their student, `ref` the student's id.
  student_week_signed: {
    role: 'ACA',
    label: m('A logbook week of your student signed (in a weekly digest on Mondays)'),
    mail: 'optional',
    defaultMail: 'digest',
    weeklyDigest: true,
    text: ({ t }, who, week) =>
      t('The logbook week of {week} of {who} was signed by their supervisor.', {
        who,
        week: storedDay(week),
      }),
    path: (id) => `${academic}/students/${id}`,
  },
  student_evaluation_submitted: {
    role: 'ACA',
    label: m("Your student's final evaluation submitted"),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who) => t('The final evaluation of {who} was submitted.', { who }),
    path: (id) => `${academic}/students/${id}`,
  },
  student_letter_issued: {
    role: 'ACA',
    label: m("Your student's completion letter issued"),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who) => t('The completion letter of {who} was issued.', { who }),
    path: (id) => `${academic}/students/${id}`,
  },
  // An administrator's
  application_received: {
    role: 'ADM',
    label: m('A new application'),
    mail: 'optional',
    text: ({ t }, who, position) => t('{who} applied for {position}.', { who, position }),
    path: () => `${admin}/applications`,
  },
  account_activated: {
    role: 'ADM',
    label: m('An applicant who activated their account'),
    mail: 'optional',
    text: ({ t }, who) => t('{who} activated their account.', { who }),
    path: () => `${admin}/interns`,
  },
  staff_left: {
    role: 'ADM',
    label: m('A member of staff who left through the directory'),
    mail: 'optional',
    mailByDefault: true,
    text: ({ t }, who, interns) =>
      t('{who} left through the directory. These interns have no supervisor now: {interns}.', {
        who,
        interns,
      }),
    path: () => `${admin}/assignSupervisor`,
  },
  mail_undelivered: {
    role: 'ADM',
    label: m('An e-mail that could not be delivered'),
    mail: 'none',
    text: ({ t }, who, subject) =>
      t('An e-mail to {who} could not be delivered: “{subject}”.', { who, subject }),
    path: () => `${admin}/mail`,
  },
} satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, kind);

/** The kinds whose digest goes once a week, on Monday morning. */
export const WEEKLY_DIGEST_KINDS = (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter(
  (kind) => (NOTIFICATION_KINDS[kind] as KindInfo).weeklyDigest === true,
);
