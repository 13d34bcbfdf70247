import { createDatabase, type Db } from '../src/db/database';
import { createMigrator, migrateToLatest } from '../src/db/migrator';
import { createTestDatabase, describeEachDatabase } from './helpers/test-db';

const now = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function person(db: Db, name: string, role: 'INT' | 'SUP') {
  const row = await db
    .insertInto('users')
    .values({ name, email: `${name}@newest.example`, role, created_at: now(0), updated_at: now(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function task(db: Db, title: string, to: number, by: number) {
  const row = await db
    .insertInto('tasks')
    .values({
      title,
      description: 'Two pages.',
      deadline: '2026-12-01',
      status: 'Assigned',
      assigned_to: to,
      assigned_by: by,
      created_at: now(0),
      updated_at: now(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const comment = (db: Db, taskId: number, userId: number, minute: number) =>
  db
    .insertInto('comments')
    .values({
      task_id: taskId,
      user_id: userId,
      body: `said at ${minute}`,
      created_at: now(minute),
      updated_at: now(minute),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const newest = (db: Db, id: number) =>
  db
    .selectFrom('tasks')
    .select(['last_comment_id', 'last_comment_user_id', 'last_comment_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describeEachDatabase("a task's newest comment on its row (migration 2026112530)", (dialect) => {
  it('is filled for the comments made before, and kept by every comment after', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(dialect, database.url);
    try {
      const before = await createMigrator(db).migrateTo('2026112520_row_counts_index');
      expect(before.error).toBeUndefined();
      const intern = await person(db, 'achieng', 'INT');
      const supervisor = await person(db, 'wanjiru', 'SUP');
      const talked = await task(db, 'Talked about', intern, supervisor);
      const quiet = await task(db, 'Quiet', intern, supervisor);
      await comment(db, talked, intern, 1);
      const last = await comment(db, talked, supervisor, 2);

      await migrateToLatest(db);
      expect(await newest(db, talked)).toEqual({
        last_comment_id: last.id,
        last_comment_user_id: supervisor,
        last_comment_at: now(2),
      });
      expect(await newest(db, quiet)).toEqual({
        last_comment_id: null,
        last_comment_user_id: null,
        last_comment_at: null,
      });

      const answer = await comment(db, talked, intern, 3);
      const first = await comment(db, quiet, supervisor, 4);
      expect(await newest(db, talked)).toEqual({
        last_comment_id: answer.id,
        last_comment_user_id: intern,
        last_comment_at: now(3),
      });
      expect((await newest(db, quiet)).last_comment_id).toBe(first.id);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
