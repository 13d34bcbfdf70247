import type { Language } from 'shared-api/languages';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, ValidationError, conflict, notFound } from '../../lib/errors';
import { languageOf, m, textsIn } from '../../lib/texts';
import { MINUTE } from '../../lib/time';
import { queuePasswordLink } from '../accounts/password-reset.service';
import { claimMailWindow } from '../mail/mail-windows.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { findActiveUserByEmail } from '../users/users.repository';
import * as details from './academic-details.repository';
import { academicInviteMail, academicLinkedMail, type Naming } from './academic-mails';
import { findUniversity } from './universities.repository';

export interface AcademicDetailsInput {
  UniversityId: number | null;
  StudyProgramme: string | null;
  AcademicSupervisorName: string | null;
  AcademicSupervisorEmail: string | null;
}

/** Who is acting: the intern themself or an administrator, and the language of their screen. */
export interface Inviter {
  id: number;
  name: string;
  language: Language;
}

/** An invitation is sent again at most once in this window per address. */
export const RESEND_WINDOW_MS = 10 * MINUTE;

const internMissing = () => notFound(m('Intern not found'));

async function internOf(db: DbOrTrx, internId: number) {
  const intern = await details.findInternAcademic(db, internId);
  if (!intern) throw internMissing();
  return intern;
}

export async function getAcademicDetails(db: Db, internId: number) {
  const intern = await internOf(db, internId);
  return {
    University:
      intern.university_id !== null && intern.university_name !== null
        ? { Id: intern.university_id, Name: intern.university_name }
        : null,
    StudyProgramme: intern.study_programme,
    AcademicSupervisor:
      intern.aca_id !== null && intern.aca_name !== null && intern.aca_email !== null
        ? { Name: intern.aca_name, Email: intern.aca_email, SignedUp: intern.signed_up }
        : null,
  };
}

const naming = (inviter: Inviter, intern: details.InternAcademic): Naming => ({
  inviter: inviter.name,
  intern: intern.name,
  byIntern: inviter.id === intern.id,
});

const otherRole = () =>
  new HttpError(
    409,
    m('This e-mail belongs to an account that is not an academic supervisor.'),
    undefined,
    {
      AcademicSupervisorEmail: [
        m('This e-mail belongs to an account that is not an academic supervisor.'),
      ],
    },
  );

/** A new account's set-password invitation, in the inviter's language. */
function queueInvitation(
  trx: DbOrTrx,
  config: Config,
  account: { id: number; name: string; email: string },
  language: Language,
  named: Naming,
) {
  return queuePasswordLink(trx, config, { ...account, language }, 'invite', (texts, link) =>
    academicInviteMail(texts, account.name, named, link),
  );
}

/** A save meets a fresh account at most once in practice; a third loss is not a race. */
const SAVE_ATTEMPTS = 3;

/**
 * Issue 70: saves an intern's university, programme and academic supervisor. A new e-mail makes
 * an ACA account (no password, the intern's university) and invites it; an ACA account with that
 * e-mail is linked and told; another role's is refused (409). No e-mail: no academic supervisor.
 * Answers the e-mails queued, for the caller to deliver.
 */
export async function saveAcademicDetails(
  db: Db,
  config: Config,
  inviter: Inviter,
  internId: number,
  input: AcademicDetailsInput,
): Promise<number[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await saveOnce(db, config, inviter, internId, input);
    } catch (error) {
      // Two saves creating the same new account at once (PostgreSQL): the loser's insert waits
      // for the winner's and fails. Its whole save is undone; done again, it finds the account
      // just made and judges that account's role, as a save a moment later would.
      if (!isUniqueViolation(error) || attempt === SAVE_ATTEMPTS) throw error;
    }
  }
}

function saveOnce(
  db: Db,
  config: Config,
  inviter: Inviter,
  internId: number,
  input: AcademicDetailsInput,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const intern = await internOf(trx, internId);
    if (input.UniversityId !== null && !(await findUniversity(trx, input.UniversityId))) {
      throw new ValidationError({
        UniversityId: [m('The selected university does not exist.')],
      });
    }
    const email = input.AcademicSupervisorEmail;
    const name = input.AcademicSupervisorName;
    const mailIds: number[] = [];
    let academicSupervisorId: number | null = null;
    if (email !== null && name !== null) {
      if (intern.aca_id !== null && intern.aca_email === email) {
        academicSupervisorId = intern.aca_id;
        if (!intern.signed_up && intern.aca_name !== name) {
          await details.renameAcademicSupervisor(trx, intern.aca_id, name);
        }
      } else {
        const existing = await findActiveUserByEmail(trx, email);
        if (existing && existing.role !== 'ACA') throw otherRole();
        if (existing) {
          academicSupervisorId = existing.id;
          const texts = textsIn(languageOf(existing.language));
          const mail = academicLinkedMail(
            texts,
            existing.name,
            naming(inviter, intern),
            `${config.PUBLIC_URL}/login`,
          );
          mailIds.push(await enqueueMail(trx, { to: existing.email, ...mail }));
        } else {
          academicSupervisorId = await details.insertAcademicSupervisor(trx, {
            name,
            email,
            language: inviter.language,
            university_id: input.UniversityId,
          });
          const account = { id: academicSupervisorId, name, email };
          // The first invitation opens the address's window: "send again" waits for it.
          await claimMailWindow(trx, 'academic-invitation', email, RESEND_WINDOW_MS);
          mailIds.push(
            await queueInvitation(trx, config, account, inviter.language, naming(inviter, intern)),
          );
        }
      }
    }
    await details.setInternAcademic(trx, internId, {
      university_id: input.UniversityId,
      study_programme: input.StudyProgramme,
      academic_supervisor_id: academicSupervisorId,
    });
    return mailIds;
  });
}

/**
 * Sends the invitation again, in the inviter's language: a fresh 7-day link (older ones still
 * work). 409 when nobody is named, once they have signed up, or within RESEND_WINDOW_MS of the
 * last one to the address.
 */
export async function resendInvitation(db: Db, config: Config, inviter: Inviter, internId: number) {
  return db.transaction().execute(async (trx) => {
    const intern = await internOf(trx, internId);
    if (intern.aca_id === null || intern.aca_email === null || intern.aca_name === null) {
      throw conflict(m('No academic supervisor is named yet.'));
    }
    if (intern.signed_up) throw conflict(m('The academic supervisor has already signed up.'));
    if (!(await claimMailWindow(trx, 'academic-invitation', intern.aca_email, RESEND_WINDOW_MS))) {
      throw conflict(
        m('An invitation was sent less than {minutes} minutes ago; try again later.', {
          minutes: RESEND_WINDOW_MS / MINUTE,
        }),
      );
    }
    const account = { id: intern.aca_id, name: intern.aca_name, email: intern.aca_email };
    return queueInvitation(trx, config, account, inviter.language, naming(inviter, intern));
  });
}
