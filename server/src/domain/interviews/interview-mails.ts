import { DateTime } from 'luxon';
import { hello, mailText, type MailContent } from '../mail/templates';
import type { Texts } from '../../lib/texts';

/** An e-mail's paragraphs, the empty ones (no place, no link) left out. */
const body = (texts: Texts, ...paragraphs: string[]) =>
  mailText(texts, ...paragraphs.filter((paragraph) => paragraph !== ''));

/** A moment as its reader's language writes it, in the firm's zone, with the zone named. */
export function moment(texts: Texts, iso: string, zone: string) {
  const locale = texts.language === 'sw' ? 'sw-KE' : 'en-GB';
  return `${DateTime.fromISO(iso).setZone(zone).setLocale(locale).toFormat('ccc d LLL yyyy, HH:mm')} (${zone})`;
}

export interface Where {
  place: string | null;
  video_link: string | null;
}

const whereLines = ({ t }: Texts, where: Where) =>
  [
    where.place ? t('Place: {place}', { place: where.place }) : null,
    where.video_link ? t('Video call: {link}', { link: where.video_link }) : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');

export const inviteToBookMail = (
  texts: Texts,
  name: string,
  position: string,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Book your interview: {position} internship', { position }),
    text: body(
      texts,
      hello(texts, name),
      t(
        'Your application for the {position} internship was shortlisted. Choose the time of your interview with this personal link (no account needed):',
        { position },
      ),
      link,
      t('First come, first served: book soon to get the time that suits you.'),
    ),
  };
};

export type ApplicantChange = 'booked' | 'moved' | 'cancelled' | 'slot-cancelled';

/** To the applicant: their booking made, moved or cancelled, with their link to change it. */
export function applicantBookingMail(
  texts: Texts,
  change: ApplicantChange,
  values: {
    name: string;
    position: string;
    when: string;
    where: Where;
    link: string;
    cutOffHours: number;
  },
): MailContent {
  const { t } = texts;
  const { name, position, when, where, link, cutOffHours } = values;
  const change_ = t(
    'You can reschedule or cancel with your link until {hours} hours before the interview:',
    { hours: cutOffHours },
  );
  switch (change) {
    case 'booked':
      return {
        subject: t('Interview booked: {position} internship, {when}', { position, when }),
        text: body(
          texts,
          hello(texts, name),
          t('Your interview for the {position} internship is booked for {when}.', {
            position,
            when,
          }),
          whereLines(texts, where),
          t('The invitation is attached; add it to your calendar.'),
          change_,
          link,
        ),
      };
    case 'moved':
      return {
        subject: t('Interview moved: {position} internship, {when}', { position, when }),
        text: body(
          texts,
          hello(texts, name),
          t('Your interview for the {position} internship was moved to {when}.', {
            position,
            when,
          }),
          whereLines(texts, where),
          t('The updated invitation is attached; it replaces the one you had.'),
          change_,
          link,
        ),
      };
    case 'cancelled':
      return {
        subject: t('Interview cancelled: {position} internship', { position }),
        text: body(
          texts,
          hello(texts, name),
          t('Your interview of {when} was cancelled.', { when }),
          t('You can book another time with the same link:'),
          link,
        ),
      };
    case 'slot-cancelled':
      return {
        subject: t('Your interview time was cancelled: please book another'),
        text: body(
          texts,
          hello(texts, name),
          t(
            'We are sorry: the interview time you booked ({when}) had to be cancelled. Please choose another time with your link:',
            { when },
          ),
          link,
        ),
      };
  }
}

export type InterviewerChange = 'booked' | 'moved' | 'cancelled';

/** To an interviewer: an interview booked, moved or cancelled. */
export function interviewerBookingMail(
  texts: Texts,
  change: InterviewerChange,
  values: { name: string; applicant: string; position: string; when: string; where: Where },
): MailContent {
  const { t } = texts;
  const { name, applicant, position, when, where } = values;
  const subjects: Record<InterviewerChange, string> = {
    booked: t('Interview booked: {applicant}, {when}', { applicant, when }),
    moved: t('Interview moved: {applicant}, {when}', { applicant, when }),
    cancelled: t('Interview cancelled: {applicant}, {when}', { applicant, when }),
  };
  const lines: Record<InterviewerChange, string> = {
    booked: t('{applicant} ({position}) booked an interview with you for {when}.', {
      applicant,
      position,
      when,
    }),
    moved: t('{applicant} ({position}) moved their interview with you to {when}.', {
      applicant,
      position,
      when,
    }),
    cancelled: t('The interview with {applicant} ({position}) at {when} was cancelled.', {
      applicant,
      position,
      when,
    }),
  };
  return {
    subject: subjects[change],
    text: body(texts, hello(texts, name), lines[change], whereLines(texts, where)),
  };
}

/** The day-before reminder, to the applicant or (with `applicant`) an interviewer. */
export function reminderMail(
  texts: Texts,
  values: { name: string; position: string; when: string; where: Where; applicant?: string },
): MailContent {
  const { t } = texts;
  const { name, position, when, where, applicant } = values;
  if (applicant) {
    return {
      subject: t('Reminder: interview with {applicant}, {when}', { applicant, when }),
      text: body(
        texts,
        hello(texts, name),
        t('A reminder: you interview {applicant} ({position}) at {when}.', {
          applicant,
          position,
          when,
        }),
        whereLines(texts, where),
      ),
    };
  }
  return {
    subject: t('Reminder: your interview, {when}', { when }),
    text: body(
      texts,
      hello(texts, name),
      t('A reminder: your interview for the {position} internship is at {when}.', {
        position,
        when,
      }),
      whereLines(texts, where),
    ),
  };
}
