import type { Db } from '../src/db/database';
import type { TaskStatus } from '../src/db/schema';
import { insertApplicationWithFiles } from '../src/domain/applications/applications.repository';
import { setSupervisor } from '../src/domain/people/people.repository';
import { insertTask } from '../src/domain/tasks/tasks.repository';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { isoNow } from '../src/lib/time';
import type { Config } from '../src/config';

export const BENCH_PASSWORD = 'Bench-pass-2026';
export const SUPERVISOR = 'bench.supervisor@bench.test';
export const INTERN = 'bench.intern0@bench.test';

/** The smallest PDF the server accepts, for every bench that applies or seeds applications. */
export const BENCH_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const BENCH_PDF_BLOB = new Blob([BENCH_PDF], { type: 'application/pdf' });

/**
 * The measured scene: 280 applications in the queue, a supervisor with ten interns and
 * 100 tasks, an intern with ten of them.
 */
export async function seedBenchData(db: Db, config: Config, applications = 280) {
  const password_hash = await hashPassword(config, BENCH_PASSWORD);
  const supervisor = await insertUser(db, {
    name: 'Bench Supervisor',
    email: SUPERVISOR,
    role: 'SUP',
    position_id: 1,
    password_hash,
  });
  for (let i = 0; i < 10; i += 1) {
    const intern = await insertUser(db, {
      name: `Bench Intern ${i}`,
      email: `bench.intern${i}@bench.test`,
      phone_number: '+254712345678',
      role: 'INT',
      position_id: 2,
      password_hash,
    });
    await setSupervisor(db, intern, supervisor);
    for (let t = 0; t < 10; t += 1) {
      await insertTask(db, {
        title: `Task ${t} of intern ${i}`,
        description: 'Read the onboarding notes and write down three questions for the team.',
        deadline: '2099-01-01',
        assigned_to: intern,
        assigned_by: supervisor,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < applications; i += 1) {
      await insertApplicationWithFiles(
        trx,
        {
          name: `Applicant ${i}`,
          email: `applicant${i}@bench.test`,
          phone_number: '+254712345678',
          position_id: 1 + (i % 3),
        },
        [
          { kind: 'Cv', filename: 'cv.pdf', content: BENCH_PDF },
          { kind: 'AttachmentLetter', filename: 'letter.pdf', content: BENCH_PDF },
        ],
      );
    }
  });
}

/** Rows per multi-row insert: 9 columns each, well under SQLite's 32766 bound values. */
const BATCH = 1000;

/**
 * `count` tasks the supervisor gave the intern, titled `${prefix}${i}`, for a write to use up
 * one by one (complete an Assigned one, rate a Completed one). Returns their ids and titles.
 */
export async function seedTaskPool(
  db: Db,
  people: { intern: number; supervisor: number },
  { prefix, count, status }: { prefix: string; count: number; status: TaskStatus },
) {
  const now = isoNow();
  const row = (i: number) => ({
    title: `${prefix}${i}`,
    description: 'Seeded for the writes bench.',
    deadline: '2099-01-01',
    status,
    assigned_to: people.intern,
    assigned_by: people.supervisor,
    completed_at: status === 'Completed' ? now : null,
    created_at: now,
    updated_at: now,
  });
  const pool: { id: number; title: string }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => row(from + k));
      pool.push(
        ...(await trx.insertInto('tasks').values(rows).returning(['id', 'title']).execute()),
      );
    }
  });
  return pool;
}
