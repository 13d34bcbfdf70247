import { buildReportScenario } from './helpers/report-scenario';
import { loginAdmin } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

describeEachDatabase('programme report', (dialect) => {
  const ctx = useTestApp(dialect, { APP_TIMEZONE: 'Africa/Nairobi' });
  let admin: Record<string, string>;
  let scene: Awaited<ReturnType<typeof buildReportScenario>>;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    scene = await buildReportScenario(ctx);
  });
  const report = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/Admin/Report?${query}`, headers: admin });

  it("counts an intake's funnel, rates, decisions, attendance, ratings and logbook", async () => {
    const res = await report(`intake=${scene.intakeId}`);
    expect(res.statusCode).toBe(200);
    const [amina, baraka] = scene.supervisors;
    expect(res.json()).toEqual({
      Intake: { id: scene.intakeId, Name: 'January 2026' },
      From: null,
      To: null,
      Funnel: {
        Applied: 6,
        Reviewed: 5,
        Invited: 4,
        Passed: 3,
        Activated: 2,
        Completed: 1,
        Letters: 1,
      },
      Rates: { Acceptance: 50, Completion: 50 },
      // Decided after 2, 4, 1, 3 and 2 days.
      Decisions: { Decided: 5, AverageDays: 2.4, LongestDays: 4 },
      // Ten working days each; the first intern ticked 5 outside a 2-day approved absence,
      // the second 5 (a declined absence excuses nothing).
      Attendance: {
        Interns: 2,
        Expected: 20,
        Present: 10,
        Excused: 2,
        Absent: 8,
        SharePresent: 56,
      },
      ByPosition: [
        {
          id: 1,
          Name: 'Advisory',
          RatedTasks: 2,
          AverageRating: 4.5,
          Evaluations: 1,
          AverageScore: 3.83,
        },
        {
          id: 2,
          Name: 'Engineering',
          RatedTasks: 1,
          AverageRating: 3,
          Evaluations: 0,
          AverageScore: null,
        },
      ],
      BySupervisor: [
        {
          id: amina.id,
          Name: 'Amina Supervisor',
          RatedTasks: 2,
          AverageRating: 4.5,
          Evaluations: 1,
          AverageScore: 3.83,
        },
        {
          id: baraka.id,
          Name: 'Baraka Supervisor',
          RatedTasks: 1,
          AverageRating: 3,
          Evaluations: 0,
          AverageScore: null,
        },
      ],
      Logbook: { Signed: 3, OnTime: 1, ShareOnTime: 33 },
    });
  });

  it("sums the same attendance as each intern's own figures", async () => {
    const own = await Promise.all(
      scene.interns.map(async (id) =>
        (
          await ctx.app.inject({ method: 'GET', url: `/api/Attendance/${id}`, headers: admin })
        ).json(),
      ),
    );
    const { Attendance } = (await report(`intake=${scene.intakeId}`)).json();
    for (const figure of ['Expected', 'Present', 'Excused', 'Absent'] as const) {
      expect(Attendance[figure]).toBe(own[0][figure] + own[1][figure]);
    }
  });

  it('reports the default intake with none', async () => {
    const res = await report('intake=none');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Intake: null,
      Funnel: {
        Applied: 1,
        Reviewed: 0,
        Invited: 0,
        Passed: 0,
        Activated: 0,
        Completed: 0,
        Letters: 0,
      },
      Rates: { Acceptance: 0, Completion: null },
      Decisions: { Decided: 0, AverageDays: null, LongestDays: null },
      Attendance: {
        Interns: 0,
        Expected: 0,
        Present: 0,
        Excused: 0,
        Absent: 0,
        SharePresent: null,
      },
      ByPosition: [],
      BySupervisor: [],
      Logbook: { Signed: 0, OnTime: 0, ShareOnTime: null },
    });
  });

  it("counts a date range's applications by the firm's calendar days", async () => {
    // 1 November 01:00 to 3 November 23:59 in Nairobi: the first three applications.
    const res = await report('from=2025-11-01&to=2025-11-03');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Intake: null,
      From: '2025-11-01',
      To: '2025-11-03',
      Funnel: { Applied: 3, Reviewed: 2, Invited: 1, Passed: 0, Activated: 0 },
      Decisions: { Decided: 2, AverageDays: 3, LongestDays: 4 },
    });
    const wider = await report('from=2025-11-01&to=2026-12-31');
    expect(wider.json().Funnel).toMatchObject({ Applied: 7, Activated: 2, Letters: 1 });
  });

  it.each([
    [
      'intake=1&from=2025-11-01&to=2025-11-03',
      'intake',
      'Choose an intake or a date range, not both.',
    ],
    ['', 'from', 'The from field is required.'],
    ['from=2025-11-01', 'to', 'The to field is required.'],
    ['from=2025-11-03&to=2025-11-01', 'to', 'The to date must not be before the from date.'],
    ['from=2024-01-01&to=2026-01-01', 'to', 'A report covers at most 731 days.'],
    ['from=1999-12-31&to=2000-01-02', 'from', undefined],
    ['from=2025-02-30&to=2025-03-02', 'from', undefined],
    ['intake=abc', 'intake', 'The intake must be an intake id or none.'],
  ])('refuses %s with a 422 on %s', async (query, field, message) => {
    const res = await report(query);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors[field];
    expect(errors).toHaveLength(1);
    if (message) expect(errors[0]).toBe(message);
  });

  it('answers 404 for an intake that does not exist', async () => {
    const res = await report('intake=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Intake not found');
  });
});
