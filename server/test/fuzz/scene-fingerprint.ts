import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database';

/**
 * Everything a refused request must leave as it was. Sessions and login failures are left out:
 * a request touches its session, and a failed login is recorded on purpose.
 */
export async function fingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const tables = [
    db.selectFrom('positions').selectAll().orderBy('id'),
    db.selectFrom('users').selectAll().orderBy('id'),
    db.selectFrom('applications').selectAll().orderBy('id'),
    db
      .selectFrom('application_files')
      .select(['id', 'application_id', 'kind', 'size'])
      .orderBy('id'),
    db.selectFrom('application_events').selectAll().orderBy('id'),
    db.selectFrom('tasks').selectAll().orderBy('id'),
    db.selectFrom('comments').selectAll().orderBy('id'),
    db.selectFrom('logbook_entries').selectAll().orderBy('id'),
    db.selectFrom('absence_requests').selectAll().orderBy('id'),
    db.selectFrom('outbox').select(['id', 'recipient', 'subject']).orderBy('id'),
    db.selectFrom('one_time_tokens').select(['id', 'user_id', 'purpose']).orderBy('id'),
  ];
  for (const query of tables) hash.update(JSON.stringify(await query.execute()));
  return hash.digest('hex');
}

/**
 * The scene around each request of a fuzz run, read once a request where it can be: the scene
 * after a refusal is the next request's scene before, so only an accepted request costs two reads.
 */
export function sceneWatch(db: Db) {
  let known: string | undefined;
  return {
    /** The scene now; call just before sending a request. */
    async before(): Promise<string> {
      return (known ??= await fingerprint(db));
    },
    /** Call once the request is answered: whatever it did, the scene is read anew next time. */
    answered() {
      known = undefined;
    },
    /** After a refusal: whether the scene differs from `before`. */
    async changedSince(before: string): Promise<boolean> {
      known = await fingerprint(db);
      return known !== before;
    },
  };
}
