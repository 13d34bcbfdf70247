import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import * as directories from './directories.repository';

// Issue 89, the administrator's side: connecting a directory gives it a bearer token for the
// SCIM service provider (/scim/v2). The token is answered once and stored only as its hash.

const missing = () => notFound(m('Directory not found'));

export const listDirectories = (db: Db) => directories.listDirectories(db);

/** A connected directory and its token, which nobody can read again. */
export async function connectDirectory(db: Db, name: string) {
  const token = newToken();
  const id = await directories.insertDirectory(db, {
    name,
    tokenHash: hashToken(token),
    now: isoNow(),
  });
  return { id, token };
}

/** A new token for a connected directory; the old one stops at once. */
export async function renewToken(db: Db, id: number) {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    if (!(await directories.findDirectory(trx, id))) throw missing();
    // Only a connected directory's token is replaced.
    if (!(await directories.replaceToken(trx, id, hashToken(token), isoNow()))) {
      throw conflict(m('This directory is disconnected: connect it again for a new token.'));
    }
  });
  return token;
}

/**
 * Disconnects a directory: its token stops and the accounts it provisioned are no longer locked.
 * Its row stays, so the history still names it; disconnecting it again changes nothing.
 */
export async function disconnectDirectory(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await directories.findDirectory(trx, id))) throw missing();
    await directories.revokeDirectory(trx, id, isoNow());
  });
}

/** The changes directories made to accounts, newest first; `next` is the `before` of the next page. */
export async function directoryChanges(db: Db, page: { before?: number; limit: number }) {
  // One row more than asked tells whether an older page exists.
  const rows = await directories.listDirectoryChanges(db, { ...page, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const next = rows.length > page.limit ? shown[shown.length - 1].id : null;
  return { rows: shown, next };
}
