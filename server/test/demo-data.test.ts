import { DateTime } from 'luxon';
import { generate } from 'otplib';
import { DEMO_TWO_FACTOR } from '../src/domain/demo/demo-two-factor';
import { loadDemoData } from '../src/domain/demo/demo-data';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/domain/demo/demo-programme';
import { activationToken, createUser, login, loginAdmin } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

describeEachDatabase('--demo data', (dialect) => {
  const ctx = useTestApp(dialect);

  it('loads applications in every status with PDFs, once', async () => {
    await loadDemoData(ctx.app.db, ctx.config, ctx.app.log);
    await loadDemoData(ctx.app.db, ctx.config, ctx.app.log);
    const rows = await ctx.app.db.selectFrom('applications').select('status').execute();
    // Ten applicants, and the Passed applications the four interns' accounts were made from.
    expect(rows).toHaveLength(14);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['Processing', 'Accepted', 'Passed', 'Declined']),
    );
    const admin = await loginAdmin(ctx);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/User/Applicants',
      headers: admin,
    });
    const first = queue.json().Applicants[0];
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/Apply/${first.id}`, headers: admin })
    ).json();
    const file = await ctx.app.inject({
      method: 'GET',
      url: detail.Cv.replace('http://app.test', ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const grace = 'grace.achieng@demo.example';
    const activate = (token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Activate',
        payload: { email: grace, password: 'Demo-pass-2026', token },
      });
    // Without the e-mailed link she is sent one; with it she activates.
    expect((await activate()).statusCode).toBe(202);
    const passed = await ctx.app.db
      .selectFrom('applications')
      .select('id')
      .where('email', '=', grace)
      .executeTakeFirstOrThrow();
    expect(
      (await activate(await activationToken(ctx, { id: passed.id, email: grace }))).statusCode,
    ).toBe(201);
    const history = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/Apply/${passed.id}/History`,
        headers: admin,
      })
    ).json().History;
    expect(history.map((entry: { ToStatus: string }) => entry.ToStatus)).toEqual([
      'Processing',
      'Accepted',
      'Passed',
    ]);
    expect(history[2].By).toMatchObject({ Name: expect.any(String) });
  });

  it('gives every role a login and every task state, and loading twice adds nothing', async () => {
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(true);
    const count = async (table: 'tasks' | 'comments' | 'users' | 'outbox') =>
      (await ctx.app.db.selectFrom(table).select('id').execute()).length;
    const before = await Promise.all([count('tasks'), count('comments'), count('users')]);
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(true);
    expect(await Promise.all([count('tasks'), count('comments'), count('users')])).toEqual(before);
    expect(await count('outbox')).toBeGreaterThan(0);

    const intern = await login(ctx, DEMO_LOGINS.INT, DEMO_PASSWORD);
    const tasks = (
      await ctx.app.inject({ method: 'GET', url: '/api/Task', headers: intern })
    ).json().Tasks as { Status: string; Rating: number | null; Deadline: string }[];
    const ratings = tasks.map((task) => task.Rating).filter((rating) => rating !== null);
    expect(ratings).toEqual(expect.arrayContaining([85, 65, 40]));
    expect(tasks.some((task) => task.Status === 'Completed' && task.Rating === null)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ctx.config.APP_TIMEZONE }).format();
    expect(tasks.some((task) => task.Status === 'Assigned' && task.Deadline < today)).toBe(true);
    expect(tasks.some((task) => task.Status === 'Assigned' && task.Deadline >= today)).toBe(true);

    const supervisor = await login(ctx, DEMO_LOGINS.SUP, DEMO_PASSWORD);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/Supervisor/User/MyInterns',
      headers: supervisor,
    });
    expect(mine.json().MyInterns.length).toBeGreaterThanOrEqual(2);
    const admin = await login(ctx, DEMO_LOGINS.ADM, DEMO_PASSWORD);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/User/Dashboard',
      headers: admin,
    });
    expect(counts.json()).toMatchObject({ TotalApplicants: 14, TotalSupervisors: 3 });
  });

  it('gives each person their own phone number and each status interview dates that fit it', async () => {
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(true);
    const admin = await login(ctx, DEMO_LOGINS.ADM, DEMO_PASSWORD);
    const people = async (list: 'Interns' | 'Supervisors') =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/Admin/User/${list}`,
          headers: admin,
        })
      ).json()[list] as { PhoneNumber: string }[];
    const phones = [...(await people('Interns')), ...(await people('Supervisors'))].map(
      (person) => person.PhoneNumber,
    );
    expect(phones.length).toBeGreaterThanOrEqual(7);
    expect(new Set(phones).size).toBe(phones.length);

    const selected = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/User/Interviews',
        headers: admin,
      })
    ).json().Applicants as { ApplicationStatus: string; InterviewDate: string | null }[];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ctx.config.APP_TIMEZONE }).format();
    const datesOf = (status: string) =>
      selected.filter((row) => row.ApplicationStatus === status).map((row) => row.InterviewDate);
    // Passed: interviewed already. Accepted: the interview is still to come.
    expect(datesOf('Passed')).toHaveLength(6);
    for (const date of datesOf('Passed')) expect(date! < today).toBe(true);
    expect(datesOf('Accepted')).toHaveLength(2);
    for (const date of datesOf('Accepted')) expect(date! >= today).toBe(true);
  });

  it('runs three intakes: one ended, one in its last week with the interns, one open', async () => {
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ctx.config.APP_TIMEZONE }).format();
    const intakes = await ctx.app.db
      .selectFrom('intakes')
      .selectAll()
      .orderBy('starts_on')
      .execute();
    expect(intakes.map((intake) => intake.ends_on < today)).toEqual([true, false, false]);
    const [ended, running, open] = intakes;
    expect(running.starts_on < today).toBe(true);
    expect(open.applications_open_on <= today && today <= open.applications_close_on).toBe(true);
    const interns = await ctx.app.db
      .selectFrom('users')
      .innerJoin('applications', 'applications.id', 'users.application_id')
      .select(['users.email', 'applications.intake_id'])
      .where('users.role', '=', 'INT')
      .execute();
    // (An earlier test here activated a Passed applicant of the open intake.)
    expect(interns.filter((row) => row.intake_id !== open.id)).toHaveLength(4);
    expect(interns.filter((row) => row.intake_id === ended.id)).toHaveLength(1);
    expect(interns.find((row) => row.email === DEMO_LOGINS.INT)?.intake_id).toBe(running.id);
    // Everyone still in the pipeline applied to the intake taking applications.
    const applicants = await ctx.app.db
      .selectFrom('applications')
      .select('intake_id')
      .where('status', '!=', 'Passed')
      .execute();
    expect(new Set(applicants.map((row) => row.intake_id))).toEqual(new Set([open.id]));

    // The ended intake's intern is evaluated and has a letter anyone can verify; the printed
    // intern's evaluation is a draft.
    const evaluations = await ctx.app.db
      .selectFrom('evaluations')
      .innerJoin('users', 'users.id', 'evaluations.intern_id')
      .select(['users.email', 'evaluations.submitted_at'])
      .execute();
    expect(evaluations.map((row) => [row.email, row.submitted_at !== null]).sort()).toEqual([
      [DEMO_LOGINS.INT, false],
      ['naomi.atieno@demo.example', true],
    ]);
    const letter = await ctx.app.db
      .selectFrom('completion_letters')
      .select(['code', 'intern_name', 'intake_name'])
      .executeTakeFirstOrThrow();
    expect(letter).toMatchObject({ intern_name: 'Naomi Atieno', intake_name: ended.name });
    const verify = await ctx.app.inject({ method: 'GET', url: `/api/verify/${letter.code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('Naomi Atieno');
  });
});

describeEachDatabase('--demo data on a database in use', (dialect) => {
  const ctx = useTestApp(dialect);

  it('leaves a database with real records alone', async () => {
    await createUser(ctx, 'INT');
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(false);
    expect(await ctx.app.db.selectFrom('applications').select('id').execute()).toHaveLength(0);
  });
});

describeEachDatabase("--demo data behind each screen of the browser's tour", (dialect) => {
  const ctx = useTestApp(dialect);

  // The demo tour (e2e/journeys/demo-tour.test.ts) draws these screens in a browser on SQLite;
  // here the rows each of them shows are checked on every database.
  it("answers each role's screens with the demo's rows", async () => {
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(true);
    const get = async (url: string, headers: Record<string, string>) => {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      return answer.json();
    };
    const admin = await login(ctx, DEMO_LOGINS.ADM, DEMO_PASSWORD);
    expect((await get('/Position', admin)).Positions.length).toBeGreaterThan(0);
    expect((await get('/Intake', admin)).Intakes).toHaveLength(3);
    const interns = (await get('/Admin/User/Interns', admin)).Interns as {
      user_id: number;
      Name: string;
      Letter: unknown;
    }[];
    const naomi = interns.find((intern) => intern.Name === 'Naomi Atieno')!;
    expect(naomi.Letter).not.toBeNull();
    expect(await get(`/Letter/intern/${naomi.user_id}`, admin)).toMatchObject({
      EvaluationSubmitted: true,
      Letters: [expect.objectContaining({ Name: 'Naomi Atieno', RevokedAt: null })],
    });

    const supervisor = await login(ctx, DEMO_LOGINS.SUP, DEMO_PASSWORD);
    expect((await get('/Task', supervisor)).length).toBeGreaterThan(0);
    expect(await get('/Supervisor/Task/Counts', supervisor)).toMatchObject({
      Overdue: expect.any(Number),
    });
    const kevin = interns.find((intern) => intern.Name === 'Kevin Intern')!;
    expect((await get(`/Evaluation/${kevin.user_id}`, supervisor)).Evaluation).toMatchObject({
      SubmittedAt: null,
    });

    const intern = await login(ctx, DEMO_LOGINS.INT, DEMO_PASSWORD);
    expect((await get('/Task', intern)).Tasks.length).toBeGreaterThan(0);
    // Kevin's evaluation is still a draft: his profile shows none yet.
    expect(await get('/Evaluation/mine', intern)).toEqual({ Evaluation: null });
  });

  it('shows logbooks in every state and an absence request of each state', async () => {
    await loadDemoData(ctx.app.db, ctx.config, ctx.app.log);
    const kevin = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_LOGINS.INT)
      .executeTakeFirstOrThrow();
    const entries = await ctx.app.db
      .selectFrom('logbook_entries')
      .select(['week_start', 'state'])
      .where('intern_id', '=', kevin.id)
      .orderBy('week_start', 'desc')
      .execute();
    expect(new Set(entries.map((entry) => entry.state))).toEqual(
      new Set(['draft', 'submitted', 'returned', 'signed']),
    );
    // This week a draft; last week not started (overdue); then one waiting, one returned.
    const monday = DateTime.now().setZone(ctx.config.APP_TIMEZONE).startOf('week');
    const week = (back: number) => monday.minus({ weeks: back }).toISODate();
    expect(entries.slice(0, 3)).toEqual([
      { week_start: week(0), state: 'draft' },
      { week_start: week(2), state: 'submitted' },
      { week_start: week(3), state: 'returned' },
    ]);
    const absences = await ctx.app.db
      .selectFrom('absence_requests')
      .select('state')
      .where('intern_id', '=', kevin.id)
      .execute();
    expect(absences.map((row) => row.state).sort()).toEqual(['approved', 'declined', 'pending']);

    const admin = await loginAdmin(ctx);
    const interns = async (logbook: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/Admin/User/Interns?logbook=${logbook}&page=1&pageSize=10`,
          headers: admin,
        })
      )
        .json()
        .Interns.map((row: { Name: string }) => row.Name);
    expect(await interns('overdue')).toEqual(['Kevin Intern', 'Moses Kiplagat']);
    expect(await interns('unsigned')).toEqual(['Kevin Intern', 'Lucy Wambui']);
    const intern = await login(ctx, DEMO_LOGINS.INT, DEMO_PASSWORD);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: '/api/Intern/Logbook/Pdf',
      headers: intern,
    });
    expect(pdf.statusCode).toBe(200);
    // The returned week says why, as a week returned on screen does.
    const returned = await ctx.app.inject({
      method: 'GET',
      url: `/api/Intern/Logbook/${week(3)}`,
      headers: intern,
    });
    expect(returned.json().Returns).toEqual([
      {
        Remark: 'Please say which tests you wrote and what they cover.',
        By: expect.any(String),
        At: expect.any(String),
      },
    ]);
  });

  it('has an administrator with two-factor whose printed secret makes the codes', async () => {
    expect(await loadDemoData(ctx.app.db, ctx.config, ctx.app.log)).toBe(true);
    const password = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_TWO_FACTOR.email, password: DEMO_PASSWORD },
    });
    expect(password.json()).toEqual({
      SecondFactor: { Token: expect.any(String), Methods: ['totp'] },
    });
    const code = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/TwoFactor',
      payload: {
        Token: password.json().SecondFactor.Token,
        Code: await generate({ secret: DEMO_TWO_FACTOR.secret }),
      },
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().Role).toEqual(['ADM']);
  });
});
