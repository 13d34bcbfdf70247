import { issueLetter } from '../src/domain/letters/letters.service';
import { createUser, loginAdmin } from './helpers/fixtures';
import { dayFrom, evaluate, internOfIntake, mondayFrom } from './helpers/internship';
import { pdfText } from './helpers/pdf-text';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask } from './helpers/world';
import { isoNow } from '../src/lib/time';

type Headers = Record<string, string>;
let universities = 0;

/** A university straight in the database, with these visit criteria. */
async function university(
  ctx: TestContext,
  criteria: { Name: string; MaxScore: number }[],
  countersignRequired = false,
) {
  const now = isoNow();
  const row = await ctx.app.db
    .insertInto('universities')
    .values({
      name: `University ${++universities} ${Date.now()}`,
      criteria: JSON.stringify(criteria),
      countersign_required: countersignRequired ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed logbook week of the intern, straight in the database. */
async function signedWeek(ctx: TestContext, internId: number, weekStart: string, state = 'signed') {
  const now = isoNow();
  const row = await ctx.app.db
    .insertInto('logbook_entries')
    .values({
      intern_id: internId,
      week_start: weekStart,
      days: 'PPPPA',
      activities: 'Set up the build server.',
      learned: 'How deployments are wired.',
      hours: 36,
      state: state as 'signed',
      submitted_at: now,
      reviewer_name: state === 'signed' ? 'Wanjiru Supervisor' : null,
      reviewed_at: state === 'signed' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase('academic supervisor', (dialect) => {
  const ctx = useTestApp(dialect);
  const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, payload });

  /** An academic supervisor, and their student of an intake of these dates (at a university). */
  async function studentOf(startsOn: string, endsOn: string, universityId: number | null = null) {
    const academic = await createUser(ctx, 'ACA');
    const { intern, supervisor } = await internOfIntake(ctx, startsOn, endsOn);
    await ctx.app.db
      .updateTable('users')
      .set({
        academic_supervisor_id: academic.id,
        university_id: universityId,
        study_programme: 'BSc Computer Science',
      })
      .where('id', '=', intern.id)
      .execute();
    return { academic, intern, supervisor };
  }
  const running = (universityId: number | null = null) =>
    studentOf(mondayFrom(ctx, -3), mondayFrom(ctx, 6), universityId);

  it('lists only their students within the access period, one page, searched and sorted', async () => {
    const { academic, intern, supervisor } = await running();
    const monday = mondayFrom(ctx, -2);
    const week = await signedWeek(ctx, intern.id, monday);
    await signedWeek(ctx, intern.id, mondayFrom(ctx, -1), 'submitted');
    const { intern: second } = await studentOf(mondayFrom(ctx, -10), dayFrom(ctx, -30));
    await ctx.app.db
      .updateTable('users')
      .set({ academic_supervisor_id: academic.id, name: 'Zawadi Second' })
      .where('id', '=', second.id)
      .execute();
    // Ended more than ACADEMIC_ACCESS_DAYS (180) ago, archived, another's: none listed.
    const { intern: old } = await studentOf(dayFrom(ctx, -400), dayFrom(ctx, -181));
    const { intern: archived } = await running();
    await ctx.app.db
      .updateTable('users')
      .set({ academic_supervisor_id: academic.id })
      .where('id', 'in', [old.id, archived.id])
      .execute();
    await ctx.app.db
      .updateTable('users')
      .set({ archived_at: isoNow() })
      .where('id', '=', archived.id)
      .execute();
    await api('POST', `/Academic/Logbook/${week}/Countersign`, academic.headers);

    const res = await api('GET', '/Academic/Students?page=1&pageSize=10', academic.headers);
    expect(res.statusCode).toBe(200);
    const names = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [intern.id, supervisor.id])
      .execute();
    const nameOf = (id: number) => names.find((row) => row.id === id)!.name;
    expect(res.json().Total).toBe(2);
    expect(res.json().Students[0]).toEqual({
      Id: intern.id,
      Name: nameOf(intern.id),
      Position: expect.any(String),
      Supervisor: nameOf(supervisor.id),
      StartsOn: mondayFrom(ctx, -3),
      EndsOn: mondayFrom(ctx, 6),
      WeeksSigned: 1,
      WeeksCountersigned: 1,
      // Ticked days count whatever the week's state (attendance.ts): two weeks of four.
      DaysPresent: 8,
      DaysExpected: expect.any(Number),
    });
    expect(res.json().Students[1]).toMatchObject({ Id: second.id, Name: 'Zawadi Second' });

    const searched = await api('GET', '/Academic/Students?search=zawadi', academic.headers);
    expect(searched.json().Students.map((s: { Id: number }) => s.Id)).toEqual([second.id]);
    const sorted = await api(
      'GET',
      '/Academic/Students?sort=StartsOn&order=asc&pageSize=1&page=1',
      academic.headers,
    );
    expect(sorted.json()).toMatchObject({ Total: 2, Students: [{ Id: second.id }] });
    const bad = await api('GET', '/Academic/Students?pageSize=1000', academic.headers);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['pageSize']);

    const other = await createUser(ctx, 'ACA');
    const none = await api('GET', '/Academic/Students', other.headers);
    expect(none.json()).toEqual({ Students: [], Total: 0 });
  });

  it("shows a student's page, weeks, tasks, evaluation and documents; 404 to anyone else's", async () => {
    const criteria = [
      { Name: 'Punctuality', MaxScore: 5 },
      { Name: 'Initiative', MaxScore: 10 },
    ];
    const uni = await university(ctx, criteria);
    // Ended ten days ago: within the access period, the letter can be issued.
    const { academic, intern, supervisor } = await studentOf(
      mondayFrom(ctx, -8),
      dayFrom(ctx, -10),
      uni,
    );
    const week = await signedWeek(ctx, intern.id, mondayFrom(ctx, -4));
    const task = await createTask(ctx, supervisor, intern, { completed: true, title: 'Report' });
    await ctx.app.db.updateTable('tasks').set({ rating: 80 }).where('id', '=', task).execute();

    const before = await api('GET', `/Academic/Students/${intern.id}`, academic.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      Id: intern.id,
      Email: intern.email,
      StudyProgramme: 'BSc Computer Science',
      StartsOn: mondayFrom(ctx, -8),
      EndsOn: dayFrom(ctx, -10),
      Evaluation: null,
      LetterAvailable: false,
      LogbookCopyAvailable: true,
      CountersignRequired: false,
      Criteria: criteria,
    });
    expect(Object.keys(before.json().Attendance)).toEqual([
      'DaysExpected',
      'DaysPresent',
      'DaysExcused',
      'DaysAbsent',
    ]);
    expect(
      (await api('GET', `/Academic/Students/${intern.id}/Letter`, academic.headers)).statusCode,
    ).toBe(404);

    await evaluate(ctx, intern, supervisor, { recommendation: 'Recommended' });
    const admin = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADM')
      .executeTakeFirstOrThrow();
    await issueLetter(ctx.app.db, ctx.config, intern.id, admin.id);
    const afterRes = await api('GET', `/Academic/Students/${intern.id}`, academic.headers);
    const after = afterRes.json();
    expect(after).toMatchObject({
      LetterAvailable: true,
      Evaluation: { Recommendation: 'Recommended' },
    });
    const letter = await api('GET', `/Academic/Students/${intern.id}/Letter`, academic.headers);
    expect([letter.statusCode, letter.headers['content-type']]).toEqual([200, 'application/pdf']);
    const copy = await api('GET', `/Academic/Students/${intern.id}/LogbookCopy`, academic.headers);
    expect(copy.statusCode).toBe(200);
    expect(await pdfText(copy.rawPayload)).toContain('Set up the build server.');

    const weeks = await api(
      'GET',
      `/Academic/Students/${intern.id}/Logbook?page=1&pageSize=5`,
      academic.headers,
    );
    expect(weeks.json()).toEqual({
      Total: 1,
      Weeks: [
        expect.objectContaining({
          Id: week,
          WeekStart: mondayFrom(ctx, -4),
          SignedBy: 'Wanjiru Supervisor',
          Hours: 36,
          Countersignature: null,
        }),
      ],
    });
    expect(weeks.json().Weeks[0].Days[4]).toEqual({
      Date: expect.any(String),
      Mark: 'absent',
    });
    const tasks = await api('GET', `/Academic/Students/${intern.id}/Tasks`, academic.headers);
    expect(tasks.json()).toMatchObject({ Total: 1, Tasks: [{ Task: 'Report', Rating: 80 }] });

    // Another academic supervisor's student, or no intern at all: the same 404.
    const other = await createUser(ctx, 'ACA');
    for (const url of [
      `/Academic/Students/${intern.id}`,
      `/Academic/Students/${intern.id}/Logbook`,
      `/Academic/Students/${intern.id}/Tasks`,
      `/Academic/Students/${intern.id}/Letter`,
      `/Academic/Students/${intern.id}/LogbookCopy`,
      `/Academic/Students/${intern.id}/Visits`,
      `/Academic/Students/999999/Visits`,
    ]) {
      const res = await api('GET', url, other.headers);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, 'Student not found']);
    }
    const visit = await api('POST', `/Academic/Students/${intern.id}/Visits`, other.headers, {
      VisitedOn: dayFrom(ctx, -20),
      Met: 'The supervisor',
      Assessment: 'Good',
      Scores: [],
    });
    expect(visit.statusCode).toBe(404);
    const sign = await api('POST', `/Academic/Logbook/${week}/Countersign`, other.headers);
    expect(sign.statusCode).toBe(404);
  });

  it('refuses interns, supervisors and admins (403) and anyone signed out (401)', async () => {
    const { intern, supervisor } = await running();
    const admin = await loginAdmin(ctx);
    for (const headers of [intern.headers, supervisor.headers, admin]) {
      const res = await api('GET', `/Academic/Students/${intern.id}`, headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await api('GET', '/Academic/Students', {})).statusCode).toBe(401);
  });

  it('hides a student once ACADEMIC_ACCESS_DAYS have passed since the internship ended', async () => {
    const last = await studentOf(dayFrom(ctx, -300), dayFrom(ctx, -180));
    expect(
      (await api('GET', `/Academic/Students/${last.intern.id}`, last.academic.headers)).statusCode,
    ).toBe(200);
    const gone = await studentOf(dayFrom(ctx, -300), dayFrom(ctx, -181));
    const week = await signedWeek(ctx, gone.intern.id, mondayFrom(ctx, -30));
    for (const url of [
      `/Academic/Students/${gone.intern.id}`,
      `/Academic/Students/${gone.intern.id}/Visits`,
    ]) {
      const res = await api('GET', url, gone.academic.headers);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, 'Student not found']);
    }
    const sign = await api('POST', `/Academic/Logbook/${week}/Countersign`, gone.academic.headers);
    expect(sign.statusCode).toBe(404);
    expect(
      await ctx.app.db
        .selectFrom('logbook_countersignatures')
        .select('id')
        .where('entry_id', '=', week)
        .execute(),
    ).toEqual([]);
  });

  it('countersigns a signed week once, storing who; not a week that is not signed', async () => {
    const { academic, intern } = await running();
    const week = await signedWeek(ctx, intern.id, mondayFrom(ctx, -2));
    const waiting = await signedWeek(ctx, intern.id, mondayFrom(ctx, -1), 'submitted');
    const res = await api('POST', `/Academic/Logbook/${week}/Countersign`, academic.headers);
    expect(res.json()).toEqual({ message: 'Week countersigned' });
    const stored = await ctx.app.db
      .selectFrom('logbook_countersignatures')
      .selectAll()
      .where('entry_id', '=', week)
      .execute();
    const me = await ctx.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', academic.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual([
      expect.objectContaining({ signer_id: academic.id, signer_name: me.name }),
    ]);
    const again = await api('POST', `/Academic/Logbook/${week}/Countersign`, academic.headers);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This week is countersigned already.',
    ]);
    const unsigned = await api(
      'POST',
      `/Academic/Logbook/${waiting}/Countersign`,
      academic.headers,
    );
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([
      409,
      'Only a week its supervisor has signed can be countersigned.',
    ]);
    const weeks = await api('GET', `/Academic/Students/${intern.id}/Logbook`, academic.headers);
    expect(weeks.json().Weeks).toEqual([
      expect.objectContaining({
        Id: week,
        Countersignature: { SignerName: me.name, SignedAt: stored[0].signed_at },
      }),
    ]);
    const missing = await api('POST', '/Academic/Logbook/999999/Countersign', academic.headers);
    expect(missing.statusCode).toBe(404);
  });

  it('records a visit on the university criteria and lists visits newest first', async () => {
    const uni = await university(ctx, [
      { Name: 'Punctuality', MaxScore: 5 },
      { Name: 'Initiative', MaxScore: 10 },
    ]);
    const { academic, intern } = await running(uni);
    const url = `/Academic/Students/${intern.id}/Visits`;
    const visit = {
      VisitedOn: dayFrom(ctx, -7),
      Met: 'Wanjiru, the workplace supervisor',
      Assessment: 'Settled in well; keeps the logbook carefully.',
      Scores: [
        { Name: 'Initiative', Score: 8 },
        { Name: 'Punctuality', Score: 5 },
      ],
    };
    const created = await api('POST', url, academic.headers, visit);
    expect(created.statusCode).toBe(201);
    const newer = await api('POST', url, academic.headers, {
      ...visit,
      VisitedOn: dayFrom(ctx, -1),
    });
    const list = await api('GET', url, academic.headers);
    expect(list.json().Visits.map((v: { Id: number }) => v.Id)).toEqual([
      newer.json().Id,
      created.json().Id,
    ]);
    expect(list.json().Visits[1]).toEqual({
      Id: created.json().Id,
      VisitedOn: dayFrom(ctx, -7),
      VisitorName: expect.any(String),
      Met: visit.Met,
      Assessment: visit.Assessment,
      Scores: [
        { Name: 'Initiative', MaxScore: 10, Score: 8 },
        { Name: 'Punctuality', MaxScore: 5, Score: 5 },
      ],
      CreatedAt: expect.any(String),
    });
  });

  it('refuses a bad visit with a 422 naming each field, and stores nothing', async () => {
    const uni = await university(ctx, [
      { Name: 'Punctuality', MaxScore: 5 },
      { Name: 'Initiative', MaxScore: 10 },
    ]);
    const { academic, intern } = await running(uni);
    const url = `/Academic/Students/${intern.id}/Visits`;
    const good = {
      VisitedOn: dayFrom(ctx, -2),
      Met: 'Wanjiru',
      Assessment: 'Fine.',
      Scores: [
        { Name: 'Punctuality', Score: 5 },
        { Name: 'Initiative', Score: 3 },
      ],
    };
    const cases: [object, string, string[]][] = [
      [{ VisitedOn: 'yesterday' }, 'VisitedOn', ['The VisitedOn must be a date (YYYY-MM-DD).']],
      [{ VisitedOn: dayFrom(ctx, 1) }, 'VisitedOn', ['The VisitedOn must not be in the future.']],
      [
        { VisitedOn: dayFrom(ctx, -60) },
        'VisitedOn',
        [
          `The VisitedOn must be within the internship, ${mondayFrom(ctx, -3)} to ${mondayFrom(ctx, 6)}.`,
        ],
      ],
      [{ Met: 'W' }, 'Met', ['The Met must be at least 2 characters.']],
      [{ Assessment: '' }, 'Assessment', ['The Assessment must be at least 1 characters.']],
      [
        { Scores: [{ Name: 'Punctuality', Score: 6 }] },
        'Scores',
        ['The score of Punctuality must be a whole number from 0 to 5.', 'Score Initiative.'],
      ],
      [
        { Scores: [...good.Scores, { Name: 'Charm', Score: 1 }] },
        'Scores',
        ['Charm is not one of the university’s criteria.'],
      ],
      [
        { Scores: [...good.Scores, { Name: 'Initiative', Score: 1 }] },
        'Scores',
        ['Initiative is scored more than once.'],
      ],
    ];
    for (const [change, field, messages] of cases) {
      const res = await api('POST', url, academic.headers, { ...good, ...change });
      expect([field, res.statusCode, res.json().errors]).toEqual([
        field,
        422,
        { [field]: messages },
      ]);
    }
    // No university: no criteria, so no score may be given.
    const { academic: second, intern: alone } = await running(null);
    const res = await api('POST', `/Academic/Students/${alone.id}/Visits`, second.headers, good);
    expect(res.json().errors).toEqual({
      Scores: [
        'Punctuality is not one of the university’s criteria.',
        'Initiative is not one of the university’s criteria.',
      ],
    });
    const none = await api('POST', `/Academic/Students/${alone.id}/Visits`, second.headers, {
      ...good,
      Scores: [],
    });
    expect(none.statusCode).toBe(201);
    const stored = await ctx.app.db
      .selectFrom('workplace_visits')
      .select('id')
      .where('intern_id', '=', intern.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
