import type { DbOrTrx } from '../../db/database';
import type { ApplicationEventKind, ApplicationStatus, FileKind } from '../../db/schema';
import { isoNow } from '../../lib/time';

export interface NewApplicationEvent {
  applicationId: number;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  byUserId: number | null;
  mailId: number | null;
  at?: string;
  /** Not a change of status: a file opened or an erasure (from and to are the status). */
  kind?: ApplicationEventKind;
  fileKind?: FileKind;
}

/** Call it inside the transaction of the change it records. */
export async function recordApplicationEvent(db: DbOrTrx, event: NewApplicationEvent) {
  await db
    .insertInto('application_events')
    .values({
      application_id: event.applicationId,
      from_status: event.from,
      to_status: event.to,
      by_user_id: event.byUserId,
      mail_id: event.mailId,
      at: event.at ?? isoNow(),
      kind: event.kind ?? 'status',
      file_kind: event.fileKind ?? null,
    })
    .execute();
}

/** An application's changes, oldest first, with who made each and what became of its e-mail. */
export async function listApplicationEvents(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('application_events as e')
    .leftJoin('users as u', 'u.id', 'e.by_user_id')
    .leftJoin('outbox as m', 'm.id', 'e.mail_id')
    .select([
      'e.id',
      'e.from_status',
      'e.to_status',
      'e.at',
      'e.kind',
      'e.file_kind',
      'u.id as by_id',
      'u.name as by_name',
      'm.status as mail_status',
    ])
    .where('e.application_id', '=', applicationId)
    .orderBy('e.id')
    .execute();
}

/** Moves an application's events to a past time (the demo's weeks of history). */
export async function backdateApplicationEvents(db: DbOrTrx, applicationId: number, at: string) {
  await db
    .updateTable('application_events')
    .set({ at })
    .where('application_id', '=', applicationId)
    .execute();
}
