import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../src/db/database';
import { containsAny } from '../src/db/text-search.repository';
import { prepareSearch, searchTuning, throughTextIndex } from '../src/db/text-search.repository';
import { sqlRules } from '../src/db/sql-rules';
import type { ApplicationStatus, Database, Role } from '../src/db/schema';
import { createUser, loginAdmin } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask } from './helpers/world';

type Headers = Record<string, string>;

/**
 * The searches through the trigram indexes (decisions "Paged lists") answer exactly what the
 * plain LIKE scan answers: each search is checked against that scan, written here over the
 * base tables as the lists were before the indexes.
 */
const LISTS = {
  Applicants: {
    url: '/Admin/User/Applicants',
    key: 'Applicants',
    sort: 'id',
    statuses: ['Processing'],
  },
  Interviews: {
    url: '/Admin/User/Interviews',
    key: 'Applicants',
    sort: 'id',
    statuses: ['Accepted', 'Passed', 'Declined'],
  },
  Interns: { url: '/Admin/User/Interns', key: 'Interns', sort: 'user_id', role: 'INT' },
  Supervisors: {
    url: '/Admin/User/Supervisors',
    key: 'Supervisors',
    sort: 'user_id',
    role: 'SUP',
  },
} as const;
type ListName = keyof typeof LISTS;

const TEXT_COLUMNS = (table: 'applications' | 'users') =>
  ['name', 'email', 'phone_number'].map((column) => `${table}.${column}`);

/** The ids a list's search matched before the indexes: LIKE over every row. */
async function scanned(db: Db, list: ListName, text: string): Promise<number[]> {
  const like = sqlRules(db).like;
  const position = (eb: ExpressionBuilder<Database, 'applications' | 'users'>) =>
    eb
      .selectFrom('positions')
      .select('positions.id')
      .where((inner) => containsAny(inner, like, ['positions.name'], text));
  const spec = LISTS[list];
  if ('statuses' in spec) {
    const rows = await db
      .selectFrom('applications')
      .select('applications.id')
      .where('applications.status', 'in', [...spec.statuses] as ApplicationStatus[])
      .where((eb) =>
        eb.or([
          containsAny(eb, like, TEXT_COLUMNS('applications'), text),
          eb('applications.position_id', 'in', position(eb)),
        ]),
      )
      .execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.role', '=', spec.role as Role)
    .where('users.archived_at', 'is', null)
    .where((eb) =>
      eb.or([
        containsAny(eb, like, TEXT_COLUMNS('users'), text),
        eb('users.position_id', 'in', position(eb)),
      ]),
    )
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Every row a search answers (all pages of 100) and its Total. */
async function searched(ctx: TestContext, admin: Headers, list: ListName, text: string) {
  const { url, key, sort } = LISTS[list];
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page === 1 || ids.length < total; page += 1) {
    const query = `search=${encodeURIComponent(text)}&page=${page}&pageSize=100&sort=${sort}`;
    const res = await ctx.app.inject({ method: 'GET', url: `/api${url}?${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json()[key] as { id?: number; user_id?: number }[];
    total = res.json().Total;
    ids.push(...rows.map((row) => (row.id ?? row.user_id) as number));
    if (!rows.length) break;
  }
  return { ids, total };
}

async function expectAsScanned(ctx: TestContext, admin: Headers, list: ListName, text: string) {
  const expected = await scanned(ctx.app.db, list, text.trim());
  const { ids, total } = await searched(ctx, admin, list, text);
  expect({ text, list, ids, total }).toEqual({ text, list, ids: expected, total: expected.length });
  return expected.length;
}

const NAMES = [
  'Wanjiru Kamau',
  'WANJIRU KAMAU',
  'Zoë Ærøskøbing',
  'ZOË ÆRØSKØBING',
  'zoë ærøskøbing',
  '\u212Aelvin Kamau', // KELVIN SIGN: Unicode case folding makes it a "k", LIKE does not
  'Straße Otieno',
  'STRASSE Otieno',
  'İlknur Çelik',
  'ilknur çelik',
  'Hundred 100% Sure',
  'Hundred 1000 Sure',
  'Under_score Mwangi',
  'Underxscore Mwangi',
  'Back\\slash Njoroge',
  'Quote "Marks" Omondi',
  "O'Brien Achieng",
  '渡辺 Kiptoo',
  'Ab',
];

const SEARCHES = [
  'kamau',
  'KAMAU',
  'jiru kam',
  'zoë',
  'ZOË',
  'Ærø',
  'ærø',
  'kelvin',
  'straße',
  'STRASSE',
  'ss',
  'İlk',
  'ilk',
  'çel',
  '100%',
  '0%',
  '%',
  '%%',
  '_',
  'r_s',
  'er_',
  '\\',
  'k\\s',
  '"marks"',
  '"',
  "o'b",
  '渡辺',
  '渡',
  'a',
  'ab',
  'Ab',
  'zz',
  '@search.example',
  'SEARCH.EXAMPLE',
  '+2547',
  '0712',
  'technolog',
  'ENGINEER',
  'adv',
  '  kamau  ',
  'no such person',
];

describeEachDatabase('searches through the trigram indexes', (dialect) => {
  const ctx = useTestApp(dialect);
  let admin: Headers;
  const { scanBelow } = searchTuning;
  afterAll(() => {
    searchTuning.scanBelow = scanBelow;
  });

  beforeAll(async () => {
    // These lists are short: SQLite would scan them rather than read its FTS5 tables.
    searchTuning.scanBelow = 0;
    admin = await loginAdmin(ctx);
    const now = new Date().toISOString();
    const statuses: ApplicationStatus[] = ['Processing', 'Accepted', 'Passed', 'Declined'];
    await ctx.app.db
      .insertInto('applications')
      .values(
        NAMES.flatMap((name, i) =>
          statuses.map((status, s) => ({
            name,
            email: `${s === 1 ? 'A_B%' : 'applicant'}${i}.${s}@Search.Example`,
            phone_number: `+25471200${String(i).padStart(2, '0')}${s}`,
            position_id: 1 + ((i + s) % 3),
            status,
            interview_date: status === 'Processing' ? null : '2026-03-01',
            created_at: now,
            updated_at: now,
          })),
        ),
      )
      .execute();
    await ctx.app.db
      .insertInto('users')
      .values(
        NAMES.flatMap((name, i) =>
          (['INT', 'SUP'] as const).map((role, r) => ({
            name,
            email: `${role.toLowerCase()}${i}@search.example`,
            phone_number: r ? null : `+2547130000${String(i).padStart(2, '0')}`,
            position_id: i % 4 === 3 ? null : 1 + (i % 3),
            role,
            archived_at: i % 5 === 4 ? now : null,
            created_at: now,
            updated_at: now,
          })),
        ),
      )
      .execute();
  });

  it.each(Object.keys(LISTS) as ListName[])(
    '%s: every search answers what the LIKE scan answers',
    async (list) => {
      let matched = 0;
      for (const text of SEARCHES) matched += await expectAsScanned(ctx, admin, list, text);
      expect(matched).toBeGreaterThan(50);
    },
  );

  it('scans a short list on SQLite, with the same answers', async () => {
    searchTuning.scanBelow = scanBelow;
    try {
      const short = await prepareSearch(ctx.app.db, 'kamau', 'applications', async () => 1999);
      const long = await prepareSearch(ctx.app.db, 'kamau', 'applications', async () => 2000);
      expect([short.candidates, long.candidates]).toEqual(
        dialect === 'sqlite' ? [undefined, 'page'] : [undefined, undefined],
      );
      const people = [1999, 2000].map((n) => throughTextIndex(ctx.app.db, 'kamau', async () => n));
      expect(await Promise.all(people)).toEqual([false, dialect === 'sqlite']);
      for (const list of Object.keys(LISTS) as ListName[]) {
        for (const text of SEARCHES) await expectAsScanned(ctx, admin, list, text);
      }
    } finally {
      searchTuning.scanBelow = 0;
    }
  });

  it('follows updates and deletes of the searched rows', async () => {
    const db = ctx.app.db;
    const [application] = await scanned(db, 'Applicants', 'Hundred 100%');
    await db
      .updateTable('applications')
      .set({ name: 'Renamed Wekesa', email: 'wekesa@renamed.example' })
      .where('id', '=', application)
      .execute();
    expect((await searched(ctx, admin, 'Applicants', 'Hundred 100%')).ids).toEqual([]);
    expect((await searched(ctx, admin, 'Applicants', 'wekesa')).ids).toEqual([application]);
    expect((await searched(ctx, admin, 'Applicants', 'renamed.exa')).ids).toEqual([application]);

    const [user] = await scanned(db, 'Interns', 'Under_score');
    await db
      .updateTable('users')
      .set({ phone_number: '+254799887766' })
      .where('id', '=', user)
      .execute();
    expect((await searched(ctx, admin, 'Interns', '99887')).ids).toEqual([user]);
    await db
      .updateTable('users')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', user)
      .execute();
    expect((await searched(ctx, admin, 'Interns', '99887')).ids).toEqual([]);

    await db.deleteFrom('applications').where('id', '=', application).execute();
    expect((await searched(ctx, admin, 'Applicants', 'wekesa')).ids).toEqual([]);
    for (const list of Object.keys(LISTS) as ListName[]) {
      for (const text of ['kamau', 'renamed', '99887', 'Under_']) {
        await expectAsScanned(ctx, admin, list, text);
      }
    }
  });

  it('finds the other party by name in the task lists, as the LIKE scan does', async () => {
    const db = ctx.app.db;
    const supervisor = await createUser(ctx, 'SUP');
    const now = new Date().toISOString();
    const interns = await db
      .insertInto('users')
      .values(
        NAMES.map((name, i) => ({
          name,
          email: `task-intern${i}@search.example`,
          role: 'INT' as const,
          supervisor_id: supervisor.id,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    for (const [i, intern] of interns.entries()) {
      await createTask(ctx, supervisor, intern, { title: `Weekly report ${i} 100%` });
    }
    const like = sqlRules(db).like;
    // Through the FTS5 table, then as the few people of this test are: scanned.
    const searches = [0, scanBelow].flatMap((threshold) =>
      SEARCHES.map((text) => ({ text, threshold })),
    );
    for (const { text, threshold } of searches) {
      searchTuning.scanBelow = threshold;
      const expected = await db
        .selectFrom('tasks')
        .select('tasks.id')
        .where('tasks.assigned_by', '=', supervisor.id)
        .where((eb) =>
          eb.or([
            containsAny(eb, like, ['tasks.title'], text.trim()),
            eb(
              'tasks.assigned_to',
              'in',
              eb
                .selectFrom('users')
                .select('users.id')
                .where((inner) => containsAny(inner, like, ['users.name'], text.trim())),
            ),
          ]),
        )
        .orderBy('tasks.id')
        .execute();
      const url = `/api/Task?search=${encodeURIComponent(text)}&pageSize=100&sort=id`;
      const res = await ctx.app.inject({ method: 'GET', url, headers: supervisor.headers });
      const ids = res.json().Tasks.map((task: { id: number }) => task.id);
      expect({ text, threshold, ids, total: res.json().Total }).toEqual({
        text,
        threshold,
        ids: expected.map((row) => row.id),
        total: expected.length,
      });
    }
    searchTuning.scanBelow = 0;
  });

  if (dialect === 'sqlite') {
    it('keeps the FTS5 tables in step with their base tables', async () => {
      for (const table of ['applications_search', 'users_search']) {
        const fts = sql.table(table);
        await sql`insert into ${fts} (${fts}, rank) values ('integrity-check', 1)`.execute(
          ctx.app.db,
        );
      }
    });
  } else {
    it('has a trigram index on each searched column', async () => {
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where indexname like '%trgm_idx' order by indexname`.execute(
        ctx.app.db,
      );
      expect(rows.map((row) => row.indexname)).toHaveLength(6);
    });
  }
});

/**
 * Sized so that a search is read each way: page and count through the FTS5 table, the count
 * alone through it, a scan.
 */
describeEachDatabase('searches matching thousands of rows', (dialect) => {
  const ctx = useTestApp(dialect);
  let admin: Headers;

  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 10_800 }, (_, i) => {
      const at = new Date(base + i * 60_000).toISOString();
      return {
        name: i % 2 && i < 10_400 ? `Many Needle ${i}` : `Many Thread ${i}`,
        email: `many${i}@bulk.example`,
        phone_number: `+2547${String(i).padStart(8, '0')}`,
        position_id: 1 + (i % 3),
        status: (i % 50 ? 'Processing' : 'Accepted') as ApplicationStatus,
        created_at: at,
        updated_at: at,
      };
    });
    for (let from = 0; from < rows.length; from += 2000) {
      await ctx.app.db
        .insertInto('applications')
        .values(rows.slice(from, from + 2000))
        .execute();
    }
  }, 60_000);

  it.each(['needle', 'NEEDLE 1', 'needle 123', 'bulk.example', 'thread', 'many', '+25470000'])(
    'Applicants and Interviews: %s answers what the LIKE scan answers',
    async (text) => {
      for (const list of ['Applicants', 'Interviews'] as const) {
        const expected = await scanned(ctx.app.db, list, text);
        const url = `/api${LISTS[list].url}?search=${encodeURIComponent(text)}&page=3&pageSize=7&sort=id&order=desc`;
        const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
        expect(res.json().Total).toBe(expected.length);
        const page = [...expected].reverse().slice(14, 21);
        expect(res.json().Applicants.map((row: { id: number }) => row.id)).toEqual(page);
      }
    },
  );
});
