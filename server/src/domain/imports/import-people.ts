import type { Config } from '../../config';
import type { Trx } from '../../db/database';
import type { ImportKind } from '../../db/schema';
import { languageOf, textsIn } from '../../lib/texts';
import { DAY, isoIn, isoNow } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { inviteMail } from '../mail/templates';
import type { ValidRow } from './check-rows';
import type { ImportRow } from './import-kinds';
import * as batch from './batch.repository';
import { internInviteMail } from './intern-invite';

/**
 * Rows written between two turns of the event loop, one statement per table: others' requests
 * wait for one part. (SQLite binds at most 32 766 values; users have 12.)
 */
export const PART_ROWS = 100;

interface Job {
  kind: Exclude<ImportKind, 'positions' | 'intakes'>;
  language: string;
  created_by: number;
}

/**
 * Supervisors, interns or applicants of one part of the file. An intern's intake is their
 * application's: they get a Passed one, an applicant a Processing one (no e-mail: they did not
 * apply on the site). Staff and interns get a 7-day set-password link, queued in the outbox.
 */
export async function importPeople(
  trx: Trx,
  config: Config,
  job: Job,
  part: ValidRow[],
): Promise<number[]> {
  const now = isoNow();
  const people = part.map((valid) => {
    const values = valid.values as ImportRow['interns'];
    return {
      valid,
      name: values.Name,
      email: values.Email,
      phone_number: values.PhoneNumber,
      language: languageOf(values.Language ?? job.language),
    };
  });
  let applications = new Map<string, number>();
  if (job.kind !== 'supervisors') {
    const status = job.kind === 'interns' ? 'Passed' : 'Processing';
    applications = await batch.insertApplications(
      trx,
      people.map(({ valid, ...person }) => ({
        ...person,
        status,
        position_id: valid.positionId!,
        intake_id: valid.intakeId ?? null,
        notice_version: null,
        created_at: now,
        updated_at: now,
      })),
    );
    await batch.insertApplicationEvents(
      trx,
      people.map((person) => ({
        application_id: applications.get(person.email)!,
        from_status: null,
        to_status: status,
        by_user_id: job.created_by,
        mail_id: null,
        at: now,
      })),
    );
    if (job.kind === 'applications') return people.map((person) => applications.get(person.email)!);
  }
  const users = await batch.insertUsers(
    trx,
    people.map(({ valid, ...person }) => ({
      ...person,
      position_id: valid.positionId!,
      role: job.kind === 'supervisors' ? ('SUP' as const) : ('INT' as const),
      password_hash: null,
      application_id: applications.get(person.email) ?? null,
      supervisor_id: valid.supervisorId ?? null,
      created_at: now,
      updated_at: now,
    })),
  );
  const links = people.map((person) => ({ person, token: newToken() }));
  await batch.insertOneTimeTokens(
    trx,
    links.map(({ person, token }) => ({
      user_id: users.get(person.email)!,
      purpose: 'invite' as const,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: isoIn(7 * DAY),
    })),
  );
  const mail = job.kind === 'supervisors' ? inviteMail : internInviteMail;
  await batch.insertMails(
    trx,
    links.map(({ person, token }) => {
      const content = mail(
        textsIn(person.language),
        person.name,
        `${config.PUBLIC_URL}/resetPassword/${token}`,
      );
      return {
        recipient: person.email,
        subject: content.subject,
        body_text: content.text,
        attachments: null,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      };
    }),
  );
  return people.map((person) => users.get(person.email)!);
}
