import type { Config } from '../../config';
import { m, shortDay, type Day, type Texts } from '../../lib/texts';
import { hello, mailText, type MailContent } from '../mail/templates';
import { dayRange } from './logbook-days';

export const weekLink = (config: Config, weekStart: string) =>
  `${config.PUBLIC_URL}/internDashboard/logbook/${weekStart}`;
export const logbookLink = (config: Config) => `${config.PUBLIC_URL}/internDashboard/logbook`;
export const logbooksLink = (config: Config) => `${config.PUBLIC_URL}/supervisorDashboard/logbooks`;

export const entrySignedMail = (
  texts: Texts,
  intern: string,
  supervisor: string,
  week: Day,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Logbook week of {week} signed', { week }),
    text: mailText(
      texts,
      hello(texts, intern),
      t('{supervisor} signed your logbook entry for the week of {week}.', { supervisor, week }),
      link,
    ),
  };
};

export const entryReturnedMail = (
  texts: Texts,
  intern: string,
  supervisor: string,
  week: Day,
  remark: string,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Logbook week of {week} returned', { week }),
    text: mailText(
      texts,
      hello(texts, intern),
      t('{supervisor} returned your logbook entry for the week of {week} with this remark:', {
        supervisor,
        week,
      }),
      remark,
      t('Correct it and submit it again here:'),
      link,
    ),
  };
};

/** Why an intern asks to be absent (routes/logbook/schemas.ts), as the e-mail names it. */
const REASONS: Record<string, string> = {
  sick: m('sick'),
  exam: m('exam'),
  personal: m('personal'),
  other: m('other'),
};

export const absenceRequestedMail = (
  texts: Texts,
  supervisor: string,
  intern: string,
  days: { first: string; last: string },
  reason: string,
  note: string,
  link: string,
): MailContent => {
  const { t } = texts;
  const shown = REASONS[reason] ? t(REASONS[reason]) : reason;
  return {
    subject: t('Absence request from {intern}', { intern }),
    text: mailText(
      texts,
      hello(texts, supervisor),
      days.first === days.last
        ? t('{intern} asks to be absent on {day} ({reason}):', {
            intern,
            day: shortDay(days.first),
            reason: shown,
          })
        : t('{intern} asks to be absent from {first} to {last} ({reason}):', {
            intern,
            first: shortDay(days.first),
            last: shortDay(days.last),
            reason: shown,
          }),
      note,
      t('Approve or decline it here:'),
      link,
    ),
  };
};

export const absenceDecidedMail = (
  texts: Texts,
  intern: string,
  supervisor: string,
  days: { first: string; last: string },
  approved: boolean,
  remark: string | null,
  link: string,
): MailContent => {
  const { t } = texts;
  const range = dayRange(texts, days.first, days.last);
  return {
    subject: approved ? t('Absence request approved') : t('Absence request declined'),
    text: mailText(
      texts,
      hello(texts, intern),
      approved
        ? t('{supervisor} approved your absence request for {days}.', { supervisor, days: range })
        : t('{supervisor} declined your absence request for {days}.', { supervisor, days: range }),
      ...(remark ? [t('Remark:'), remark] : []),
      link,
    ),
  };
};
