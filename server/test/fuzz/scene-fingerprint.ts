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
