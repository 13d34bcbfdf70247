import { DateTime } from 'luxon';
import { FINAL } from '../src/domain/logbook/logbook.service';
import { NOT_SUBMITTED } from '../src/domain/logbook/logbook-review.service';
import { setSupervisor } from '../src/domain/people/people.repository';
import { createUser } from './helpers/fixtures';
import { internOfIntake, mondayFrom } from './helpers/internship';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, lastMailTo, mailCount, today, notificationKinds } from './helpers/world';

type Headers = Record<string, string>;
const plusDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;

const COMPLETE = {
  Days: ['present', 'present', 'absent', 'present', 'present'],
  Activities: 'Set up the build server and wrote its runbook.',
  Learned: 'How the deployment pipeline is wired.',
  Hours: 38,
};
const DRAFT = {
  Days: ['present', 'present', null, null, null],
  Activities: 'Began',
  Learned: '',
  Hours: null,
};

describeEachDatabase('logbook', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  const api = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, payload });
  const stored = (internId: number) =>
    ctx.app.db
      .selectFrom('logbook_entries')
      .selectAll()
      .where('intern_id', '=', internId)
      .orderBy('week_start')
      .execute();
  /** An intern (and supervisor) whose intake started on the Monday three weeks ago. */
  const threeWeeksIn = () => internOfIntake(ctx, mondayFrom(ctx, -3), mondayFrom(ctx, 6));

  it('lists the weeks so far, newest first, not started until written', async () => {
    const { intern } = await threeWeeksIn();
    const res = await api('GET', '/Intern/Logbook', intern.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      StartsOn: mondayFrom(ctx, -3),
      EndsOn: plusDays(mondayFrom(ctx, 6), 0),
      Weeks: [0, -1, -2, -3].map((week) => ({
        WeekStart: mondayFrom(ctx, week),
        WeekEnd: plusDays(mondayFrom(ctx, week), 4),
        State: 'not started',
        Hours: null,
        Remark: null,
      })),
    });
    const week = await api('GET', `/Intern/Logbook/${mondayFrom(ctx, -1)}`, intern.headers);
    expect(week.json()).toMatchObject({
      Id: null,
      State: 'not started',
      Activities: '',
      Hours: null,
    });
    expect(week.json().Days).toEqual(
      [0, 1, 2, 3, 4].map((day) => ({
        Date: plusDays(mondayFrom(ctx, -1), day),
        Expected: true,
        Mark: null,
        Excused: false,
      })),
    );
  });

  it('answers a week outside the internship 404 and a day not a Monday 422, naming it', async () => {
    const { intern } = await threeWeeksIn();
    for (const week of [mondayFrom(ctx, -4), mondayFrom(ctx, 1)]) {
      const res = await api('GET', `/Intern/Logbook/${week}`, intern.headers);
      expect([week, res.statusCode, res.json().message]).toEqual([week, 404, 'Week not found']);
      const put = await api('PUT', `/Intern/Logbook/${week}`, intern.headers, DRAFT);
      expect(put.statusCode).toBe(404);
    }
    const tuesday = plusDays(mondayFrom(ctx, -1), 1);
    const res = await api('PUT', `/Intern/Logbook/${tuesday}`, intern.headers, DRAFT);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ weekStart: ['The weekStart must be a Monday.'] });
    expect((await api('GET', '/Intern/Logbook/yesterday', intern.headers)).json().errors).toEqual({
      weekStart: ['The weekStart must be a date (YYYY-MM-DD).'],
    });
    expect(await stored(intern.id)).toEqual([]);
  });

  it('saves drafts; bad input is a 422 naming the field and changes nothing', async () => {
    const { intern } = await threeWeeksIn();
    const url = `/Intern/Logbook/${mondayFrom(ctx, -2)}`;
    const saved = await api('PUT', url, intern.headers, DRAFT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Draft saved' });
    const before = await stored(intern.id);
    expect(before).toMatchObject([{ days: 'PP---', activities: 'Began', state: 'draft' }]);

    const bad: [object, string, string][] = [
      [{ Hours: 81 }, 'Hours', 'Hours must be a whole number from 0 to 80.'],
      [{ Hours: 2.5 }, 'Hours', 'Hours must be a whole number from 0 to 80.'],
      [
        { Activities: 'x'.repeat(10_000) },
        'Activities',
        'The Activities must be at most 4000 characters.',
      ],
      [{ Learned: 'a\u0000b' }, 'Learned', 'The Learned must not contain control characters.'],
      [
        { Days: ['present'] },
        'Days',
        'The Days must be five marks, Monday to Friday: present, absent or null.',
      ],
      [
        { Days: ['here', null, null, null, null] },
        'Days',
        'The Days must be five marks, Monday to Friday: present, absent or null.',
      ],
    ];
    for (const [change, field, message] of bad) {
      const res = await api('PUT', url, intern.headers, { ...COMPLETE, ...change });
      expect([field, res.statusCode, res.json().errors?.[field]?.[0]]).toEqual([
        field,
        422,
        message,
      ]);
      const submit = await api('POST', `${url}/Submit`, intern.headers, { ...COMPLETE, ...change });
      expect([field, submit.statusCode]).toEqual([field, 422]);
    }
    expect(await stored(intern.id)).toEqual(before);
  });

  it('marks only the expected days: none before the start, none after today', async () => {
    // Starts on the Wednesday two weeks ago.
    const { intern } = await internOfIntake(
      ctx,
      plusDays(mondayFrom(ctx, -2), 2),
      mondayFrom(ctx, 6),
    );
    const url = `/Intern/Logbook/${mondayFrom(ctx, -2)}`;
    const week = await api('GET', url, intern.headers);
    expect(week.json().Days.map((day: { Expected: boolean }) => day.Expected)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    const res = await api('PUT', url, intern.headers, COMPLETE);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Days: ['Only the working days of your internship up to today can be marked.'],
    });
    const days = [null, null, 'present', 'absent', 'present'];
    expect(
      (await api('POST', `${url}/Submit`, intern.headers, { ...COMPLETE, Days: days })).statusCode,
    ).toBe(200);
    expect(await stored(intern.id)).toMatchObject([{ days: '--PAP', state: 'submitted' }]);
  });

  it('submits a complete week once its last working day has come; then it is read-only', async () => {
    const { intern } = await threeWeeksIn();
    const url = `/Intern/Logbook/${mondayFrom(ctx, -3)}`;
    const incomplete = await api('POST', `${url}/Submit`, intern.headers, DRAFT);
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['Days', 'Hours', 'Learned']);
    expect(await stored(intern.id)).toEqual([]);

    const res = await api('POST', `${url}/Submit`, intern.headers, COMPLETE);
    expect(res.json()).toEqual({ message: 'Submitted for review' });
    const [row] = await stored(intern.id);
    expect(row).toMatchObject({ state: 'submitted', days: 'PPAPP', hours: 38 });
    expect(row.submitted_at).not.toBeNull();
    for (const write of [
      api('PUT', url, intern.headers, DRAFT),
      api('POST', `${url}/Submit`, intern.headers, COMPLETE),
    ]) {
      const again = await write;
      expect([again.statusCode, again.json().message]).toEqual([409, FINAL]);
    }
    expect(await stored(intern.id)).toEqual([row]);

    // This week: only from its Friday on.
    const friday = plusDays(mondayFrom(ctx, 0), 4);
    const marks = [0, 1, 2, 3, 4].map((day) =>
      plusDays(mondayFrom(ctx, 0), day) <= today(ctx) ? 'present' : null,
    );
    const now = await api('POST', `/Intern/Logbook/${mondayFrom(ctx, 0)}/Submit`, intern.headers, {
      ...COMPLETE,
      Days: marks,
    });
    expect(now.statusCode).toBe(today(ctx) < friday ? 409 : 200);
  });

  it('keeps one entry per week when first saves come at once', async () => {
    const { intern } = await threeWeeksIn();
    const url = `/Intern/Logbook/${mondayFrom(ctx, -1)}`;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((hours) => api('PUT', url, intern.headers, { ...DRAFT, Hours: hours })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stored(intern.id)).toHaveLength(1);
  });

  it('the supervisor returns with a remark, the intern resubmits, the supervisor signs: final', async () => {
    const { supervisor, intern } = await threeWeeksIn();
    const monday = mondayFrom(ctx, -2);
    const url = `/Intern/Logbook/${monday}`;
    await createTask(ctx, supervisor, intern, {
      title: 'Due that week',
      deadline: plusDays(monday, 3),
    });
    await createTask(ctx, supervisor, intern, {
      title: 'Due later',
      deadline: plusDays(monday, 30),
    });
    await api('POST', `${url}/Submit`, intern.headers, COMPLETE);
    const [{ id }] = await stored(intern.id);

    const counts = await api('GET', '/Supervisor/Logbook/Counts', supervisor.headers);
    expect(counts.json()).toEqual({ Waiting: 1, PendingAbsences: 0 });
    const review = await api('GET', `/Supervisor/Logbook/${id}`, supervisor.headers);
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      Id: id,
      InternId: intern.id,
      State: 'submitted',
      Activities: COMPLETE.Activities,
      Hours: 38,
      Tasks: [{ Task: 'Due that week', Status: 'Assigned', Rating: null }],
    });

    const noRemark = await api('POST', `/Supervisor/Logbook/${id}/Return`, supervisor.headers, {});
    expect(noRemark.statusCode).toBe(422);
    expect(noRemark.json().errors.Remark).toBeDefined();
    const returnMail = await smtp.next(intern.email, async () => {
      const returned = await api('POST', `/Supervisor/Logbook/${id}/Return`, supervisor.headers, {
        Remark: 'Say which server.',
      });
      expect(returned.json()).toEqual({ message: 'Entry returned' });
    });
    const week = DateTime.fromISO(monday).setLocale('en-GB').toFormat('d LLL yyyy');
    expect(returnMail.subject).toBe(`Logbook week of ${week} returned`);
    expect(returnMail.text).toContain('Say which server.');
    expect(returnMail.text).toContain(`/internDashboard/logbook/${monday}`);
    const weeks = (await api('GET', '/Intern/Logbook', intern.headers)).json().Weeks;
    expect(weeks.find((w: { WeekStart: string }) => w.WeekStart === monday)).toMatchObject({
      State: 'returned',
      Remark: 'Say which server.',
    });

    // A saved returned entry stays returned until it is submitted again.
    await api('PUT', url, intern.headers, { ...COMPLETE, Activities: 'Set up build-01.' });
    expect(await stored(intern.id)).toMatchObject([
      { state: 'returned', activities: 'Set up build-01.' },
    ]);
    expect(
      (await api('POST', `/Supervisor/Logbook/${id}/Sign`, supervisor.headers)).json(),
    ).toEqual({
      message: NOT_SUBMITTED,
    });
    await api('POST', `${url}/Submit`, intern.headers, {
      ...COMPLETE,
      Activities: 'Set up build-01.',
    });

    const mails = await mailCount(ctx, intern.email);
    const signed = await api('POST', `/Supervisor/Logbook/${id}/Sign`, supervisor.headers);
    expect(signed.json()).toEqual({ message: 'Entry signed' });
    expect(await mailCount(ctx, intern.email)).toBe(mails + 1);
    expect((await lastMailTo(ctx, intern.email))?.subject).toBe(`Logbook week of ${week} signed`);
    const entry = (await api('GET', url, intern.headers)).json();
    expect(entry).toMatchObject({
      State: 'signed',
      ReviewerName: expect.stringMatching(/^SUP user/),
    });
    expect(entry.ReviewedAt).not.toBeNull();

    const final = await stored(intern.id);
    for (const write of [
      api('PUT', url, intern.headers, DRAFT),
      api('POST', `${url}/Submit`, intern.headers, COMPLETE),
      api('POST', `/Supervisor/Logbook/${id}/Sign`, supervisor.headers),
      api('POST', `/Supervisor/Logbook/${id}/Return`, supervisor.headers, { Remark: 'Again' }),
    ]) {
      expect((await write).statusCode).toBe(409);
    }
    expect(await stored(intern.id)).toEqual(final);
    expect(await mailCount(ctx, intern.email)).toBe(mails + 1);
    expect(await notificationKinds(ctx, intern.id)).toEqual(['logbook_returned', 'logbook_signed']);
    expect(await notificationKinds(ctx, supervisor.id)).toEqual([
      'logbook_submitted',
      'logbook_submitted',
    ]);
  });

  it("only the intern's supervisor of the day reviews; a new one takes the waiting entries over", async () => {
    const { supervisor, intern } = await threeWeeksIn();
    const other = await createUser(ctx, 'SUP');
    await api('POST', `/Intern/Logbook/${mondayFrom(ctx, -1)}/Submit`, intern.headers, COMPLETE);
    const [{ id }] = await stored(intern.id);
    expect((await api('GET', `/Supervisor/Logbook/${id}`, other.headers)).statusCode).toBe(403);
    expect((await api('POST', `/Supervisor/Logbook/${id}/Sign`, other.headers)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/Supervisor/Logbook/999999', other.headers)).statusCode).toBe(404);
    expect((await api('GET', '/Supervisor/Logbook', other.headers)).json()).toEqual({
      Entries: [],
      Total: 0,
    });

    await setSupervisor(ctx.app.db, intern.id, other.id);
    expect((await api('GET', `/Supervisor/Logbook/${id}`, supervisor.headers)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/Supervisor/Logbook', other.headers)).json().Total).toBe(1);
    expect((await api('POST', `/Supervisor/Logbook/${id}/Sign`, other.headers)).statusCode).toBe(
      200,
    );
    expect(await stored(intern.id)).toMatchObject([{ state: 'signed', reviewed_by: other.id }]);
  });

  it('lists waiting entries oldest submitted first, a page at a time, searchable by intern', async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const names = ['Wanjiru Kamau', 'Otieno Odhiambo', 'Achieng Atieno'];
    for (const name of names) {
      const { intern } = await threeWeeksIn();
      await ctx.app.db.updateTable('users').set({ name }).where('id', '=', intern.id).execute();
      await setSupervisor(ctx.app.db, intern.id, supervisor.id);
      await api('POST', `/Intern/Logbook/${mondayFrom(ctx, -1)}/Submit`, intern.headers, COMPLETE);
    }
    const first = await api('GET', '/Supervisor/Logbook?page=1&pageSize=2', supervisor.headers);
    expect(first.json().Total).toBe(3);
    expect(first.json().Entries.map((e: { InternName: string }) => e.InternName)).toEqual(
      names.slice(0, 2),
    );
    expect(first.json().Entries[0]).toMatchObject({
      WeekStart: mondayFrom(ctx, -1),
      WeekEnd: plusDays(mondayFrom(ctx, -1), 4),
      Hours: 38,
    });
    const second = await api('GET', '/Supervisor/Logbook?page=2&pageSize=2', supervisor.headers);
    expect(second.json().Entries.map((e: { InternName: string }) => e.InternName)).toEqual([
      names[2],
    ]);
    const found = await api('GET', '/Supervisor/Logbook?search=odhiambo', supervisor.headers);
    expect(found.json()).toMatchObject({ Total: 1, Entries: [{ InternName: 'Otieno Odhiambo' }] });
    const bad = await api('GET', '/Supervisor/Logbook?pageSize=500', supervisor.headers);
    expect(bad.statusCode).toBe(422);
  });
});
