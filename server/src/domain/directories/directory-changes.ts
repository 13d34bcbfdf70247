import type { DbOrTrx } from '../../db/database';
import type { AccountEventKind } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { notify } from '../notifications/notifications.service';
import { countChange, recordDirectoryEvent, type DirectoryCount } from './directories.repository';
import type { ScimContext } from './scim-context';

const COUNTED: Partial<Record<AccountEventKind, DirectoryCount>> = {
  'directory-created': 'created_count',
  'directory-updated': 'updated_count',
  'directory-role': 'updated_count',
  'directory-reactivated': 'updated_count',
  'directory-deactivated': 'deactivated_count',
};

/** A directory's change to an account: in its history, and counted for Directory sync. */
export async function recordChange(
  trx: DbOrTrx,
  directoryId: number,
  userId: number,
  kind: AccountEventKind,
  detail: string,
) {
  await recordDirectoryEvent(trx, { userId, directoryId, kind, detail, at: isoNow() });
  const count = COUNTED[kind];
  if (count) await countChange(trx, directoryId, count);
}

/** Names the notification lists; the rest are on the assign page it leads to. */
const NAMED = 10;

/**
 * A supervisor who left through the directory leaves interns without a supervisor: the
 * administrators are told who, with a link to assign them (no interview slot has an interviewer
 * yet: when slots do, they join this list).
 */
export async function staffLeft(
  trx: DbOrTrx,
  ctx: ScimContext,
  userId: number,
  interns: { id: number; name: string }[],
) {
  if (interns.length === 0) return;
  const named = interns.slice(0, NAMED).map((intern) => intern.name);
  const more = interns.length - named.length;
  const mailIds = await notify(trx, ctx.config, {
    kind: 'staff_left',
    to: 'admins',
    actorId: userId,
    subject: more > 0 ? `${named.join(', ')} (+${more})` : named.join(', '),
    ref: userId,
  });
  ctx.mailIds.push(...mailIds);
}
