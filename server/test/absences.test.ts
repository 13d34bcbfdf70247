import { DateTime } from 'luxon';
import { DECIDED, OVERLAPS } from '../src/domain/logbook/absences.service';
import { createUser } from './helpers/fixtures';
import { dayFrom, internOfIntake, mondayFrom } from './helpers/internship';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { lastMailTo, mailCount, notificationKinds } from './helpers/world';

type Headers = Record<string, string>;
const plusDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;
const shortDate = (date: string) =>
  DateTime.fromISO(date).setLocale('en-GB').toFormat('d LLL yyyy');

describeEachDatabase('absence requests', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, payload });
  const stored = (internId: number) =>
    ctx.app.db
      .selectFrom('absence_requests')
      .selectAll()
      .where('intern_id', '=', internId)
      .orderBy('id')
      .execute();
  const threeWeeksIn = () => internOfIntake(ctx, mondayFrom(ctx, -3), mondayFrom(ctx, 6));
  const days = (first: string, last = first) => ({
    FirstDay: first,
    LastDay: last,
    Reason: 'sick',
    Note: 'Down with flu.',
  });

  it('the intern asks; the supervisor is e-mailed and sees it pending first', async () => {
    const { supervisor, intern } = await threeWeeksIn();
    const monday = mondayFrom(ctx, -1);
    const mail = await smtp.next(supervisor.email, async () => {
      const res = await api(
        'POST',
        '/Intern/Absence',
        intern.headers,
        days(monday, plusDays(monday, 6)),
      );
      expect([res.statusCode, res.json()]).toEqual([201, { message: 'Absence requested' }]);
    });
    expect(mail.subject).toMatch(/^Absence request from INT user/);
    expect(mail.text).toContain(
      `from ${shortDate(monday)} to ${shortDate(plusDays(monday, 6))} (sick)`,
    );
    expect(mail.text).toContain('Down with flu.');

    const mine = await api('GET', '/Intern/Absence', intern.headers);
    expect(mine.json()).toEqual({
      Absences: [
        {
          Id: expect.any(Number),
          InternId: intern.id,
          InternName: expect.stringMatching(/^INT user/),
          FirstDay: monday,
          LastDay: plusDays(monday, 6),
          Days: 5,
          Reason: 'sick',
          Note: 'Down with flu.',
          State: 'pending',
          Remark: null,
          DecidedAt: null,
          CreatedAt: expect.any(String),
        },
      ],
      Total: 1,
    });
    const theirs = await api('GET', '/Supervisor/Absence', supervisor.headers);
    expect(theirs.json()).toEqual(mine.json());
    expect((await api('GET', '/Supervisor/Logbook/Counts', supervisor.headers)).json()).toEqual({
      Waiting: 0,
      PendingAbsences: 1,
    });
    const stranger = await createUser(ctx, 'SUP');
    expect((await api('GET', '/Supervisor/Absence', stranger.headers)).json()).toEqual({
      Absences: [],
      Total: 0,
    });
  });

  it('refuses bad days, reasons and notes with a 422 naming the field; nothing is stored', async () => {
    const { intern } = await threeWeeksIn();
    const monday = mondayFrom(ctx, -1);
    const saturday = plusDays(monday, 5);
    const bad: [object, string][] = [
      [{ ...days(monday), LastDay: plusDays(monday, -1) }, 'LastDay'],
      [days(saturday, plusDays(saturday, 1)), 'LastDay'],
      [days(mondayFrom(ctx, -4)), 'FirstDay'],
      [days(plusDays(mondayFrom(ctx, 6), 1)), 'LastDay'],
      [{ ...days(monday), FirstDay: '2027-02-30' }, 'FirstDay'],
      [{ ...days(monday), Reason: 'holiday' }, 'Reason'],
      [{ ...days(monday), Note: '' }, 'Note'],
      [{ ...days(monday), Note: 'x'.repeat(1001) }, 'Note'],
    ];
    for (const [payload, field] of bad) {
      const res = await api('POST', '/Intern/Absence', intern.headers, payload);
      expect([field, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([
        field,
        422,
        [field],
      ]);
    }
    expect(await stored(intern.id)).toEqual([]);
  });

  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it('far and ancient days are a 422 at once, and the server answers others meanwhile', async () => {
    // After 9999-12-31 comes +010000-01-01, which sorts first: counting the days by their text
    // never ended, and held every other request of the server until its memory ran out.
    const { intern } = await threeWeeksIn();
    const running = await startServerProcess(ctx);
    server = running;
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await fetch(`${running.url}/api${url}`, {
        method,
        headers: { ...intern.headers, 'content-type': 'application/json' },
        body: payload && JSON.stringify(payload),
      });
      return [res.status, await res.json()] as const;
    };
    const range = (field: string) => [`The ${field} must be a date from 2000-01-01 to 2099-12-31.`];
    try {
      const [far, meanwhile, ancient] = await Promise.all([
        send('POST', '/Intern/Absence', days('9999-12-31')),
        send('GET', '/Intern/Absence'),
        send('POST', '/Intern/Absence', days('0001-01-01', '9999-12-30')),
      ]);
      expect(far).toEqual([
        422,
        expect.objectContaining({
          errors: { FirstDay: range('FirstDay'), LastDay: range('LastDay') },
        }),
      ]);
      expect(meanwhile).toEqual([200, { Absences: [], Total: 0 }]);
      expect(ancient).toEqual([
        422,
        expect.objectContaining({
          errors: { FirstDay: range('FirstDay'), LastDay: range('LastDay') },
        }),
      ]);
      expect(await send('GET', '/Intern/Absence')).toEqual([200, { Absences: [], Total: 0 }]);
    } finally {
      await running.stop();
    }
    expect(await stored(intern.id)).toEqual([]);
  }, 180_000);

  it('an absence lasts at most 366 days, checked before its days are counted', async () => {
    // An intern without an intake has no last day, so only the span bounds the request.
    const intern = await createUser(ctx, 'INT');
    const today = dayFrom(ctx, 0);
    const tooLong = await api(
      'POST',
      '/Intern/Absence',
      intern.headers,
      days(today, dayFrom(ctx, 366)),
    );
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([
      422,
      { LastDay: ['An absence can last at most 366 days.'] },
    ]);
    expect(await stored(intern.id)).toEqual([]);
    const year = await api(
      'POST',
      '/Intern/Absence',
      intern.headers,
      days(today, dayFrom(ctx, 365)),
    );
    expect(year.statusCode).toBe(201);
    const [listed] = (await api('GET', '/Intern/Absence', intern.headers)).json().Absences;
    expect(listed).toMatchObject({ FirstDay: today, LastDay: dayFrom(ctx, 365) });
    const weekdays = Array.from({ length: 366 }, (_, n) =>
      DateTime.fromISO(dayFrom(ctx, n)),
    ).filter((date) => date.weekday <= 5).length;
    expect(listed.Days).toBe(weekdays);
  });

  it('a request overlapping a pending or approved one is a 409; a declined one frees its days', async () => {
    const { supervisor, intern } = await threeWeeksIn();
    const monday = mondayFrom(ctx, 1);
    await api('POST', '/Intern/Absence', intern.headers, days(monday, plusDays(monday, 2)));
    const overlap = await api(
      'POST',
      '/Intern/Absence',
      intern.headers,
      days(plusDays(monday, 2), plusDays(monday, 3)),
    );
    expect([overlap.statusCode, overlap.json().message]).toEqual([409, OVERLAPS]);
    const [first] = await stored(intern.id);
    await api('POST', `/Supervisor/Absence/${first.id}/Decline`, supervisor.headers, {
      Remark: 'Busy week.',
    });
    const again = await api('POST', '/Intern/Absence', intern.headers, days(plusDays(monday, 2)));
    expect(again.statusCode).toBe(201);
    // Sent at once, two overlapping requests: one is stored.
    const both = await Promise.all(
      [3, 4].map(() => api('POST', '/Intern/Absence', intern.headers, days(plusDays(monday, 3)))),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await stored(intern.id)).map((row) => row.state)).toEqual([
      'declined',
      'pending',
      'pending',
    ]);
  });

  it('approval excuses the days in the logbook and attendance; the intern is e-mailed', async () => {
    const { supervisor, intern } = await threeWeeksIn();
    const monday = mondayFrom(ctx, -2);
    await api(
      'POST',
      '/Intern/Absence',
      intern.headers,
      days(plusDays(monday, 1), plusDays(monday, 2)),
    );
    const [{ id }] = await stored(intern.id);
    const before = (await api('GET', `/Attendance/${intern.id}`, intern.headers)).json();
    expect(before.Excused).toBe(0);

    const mail = await smtp.next(intern.email, async () => {
      const res = await api('POST', `/Supervisor/Absence/${id}/Approve`, supervisor.headers, {});
      expect(res.json()).toEqual({ message: 'Absence approved' });
    });
    expect(mail.subject).toBe('Absence request approved');
    expect(mail.text).toContain(
      `from ${shortDate(plusDays(monday, 1))} to ${shortDate(plusDays(monday, 2))}`,
    );
    const week = (await api('GET', `/Intern/Logbook/${monday}`, intern.headers)).json();
    expect(week.Days.map((day: { Excused: boolean }) => day.Excused)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    const after = (await api('GET', `/Attendance/${intern.id}`, intern.headers)).json();
    expect(after).toEqual({ ...before, Excused: 2, Absent: before.Absent - 2, SharePresent: 0 });

    // An excused day needs no mark to submit the week.
    const submit = await api('POST', `/Intern/Logbook/${monday}/Submit`, intern.headers, {
      Days: ['present', null, null, 'present', 'absent'],
      Activities: 'Reviewed pull requests.',
      Learned: 'Reading code.',
      Hours: 24,
    });
    expect(submit.statusCode).toBe(200);

    const mails = await mailCount(ctx, intern.email);
    for (const decide of ['Approve', 'Decline']) {
      const res = await api('POST', `/Supervisor/Absence/${id}/${decide}`, supervisor.headers, {
        Remark: 'Late',
      });
      expect([res.statusCode, res.json().message]).toEqual([409, DECIDED]);
    }
    expect(await mailCount(ctx, intern.email)).toBe(mails);
    expect(await stored(intern.id)).toMatchObject([
      { state: 'approved', decided_by: supervisor.id, remark: null },
    ]);
    expect(await notificationKinds(ctx, supervisor.id)).toEqual([
      'absence_requested',
      'logbook_submitted',
    ]);
    expect(await notificationKinds(ctx, intern.id)).toEqual(['absence_approved']);
  });

  it('declining needs a remark, which the intern is e-mailed; only their supervisor decides', async () => {
    const { supervisor, intern } = await threeWeeksIn();
    const stranger = await createUser(ctx, 'SUP');
    await api(
      'POST',
      '/Intern/Absence',
      { ...intern.headers },
      { ...days(mondayFrom(ctx, 2)), Reason: 'exam' },
    );
    const [{ id }] = await stored(intern.id);
    expect(
      (await api('POST', `/Supervisor/Absence/${id}/Decline`, stranger.headers, { Remark: 'No' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api('POST', '/Supervisor/Absence/999999/Approve', stranger.headers)).statusCode,
    ).toBe(404);
    const noRemark = await api('POST', `/Supervisor/Absence/${id}/Decline`, supervisor.headers, {});
    expect([noRemark.statusCode, Object.keys(noRemark.json().errors)]).toEqual([422, ['Remark']]);
    expect(await stored(intern.id)).toMatchObject([{ state: 'pending' }]);

    const res = await api('POST', `/Supervisor/Absence/${id}/Decline`, supervisor.headers, {
      Remark: 'The release is that day.',
    });
    expect(res.json()).toEqual({ message: 'Absence declined' });
    const mail = await lastMailTo(ctx, intern.email);
    expect(mail?.subject).toBe('Absence request declined');
    expect(await notificationKinds(ctx, intern.id)).toEqual(['absence_declined']);
    expect(await notificationKinds(ctx, stranger.id)).toEqual([]);
    const declined = await api('GET', '/Supervisor/Absence?filter=declined', supervisor.headers);
    expect(declined.json()).toMatchObject({
      Total: 1,
      Absences: [{ State: 'declined', Remark: 'The release is that day.' }],
    });
    expect(
      (await api('GET', '/Supervisor/Absence?filter=pending', supervisor.headers)).json().Total,
    ).toBe(0);
    expect(
      (await api('GET', '/Supervisor/Absence?filter=lost', supervisor.headers)).statusCode,
    ).toBe(422);
  });

  it('lists pending first, then newest, a page at a time, searchable by intern', async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const names = ['Njeri Mwangi', 'Kiprono Kirui'];
    const ids: number[] = [];
    for (const name of names) {
      const { intern } = await threeWeeksIn();
      await ctx.app.db
        .updateTable('users')
        .set({ name, supervisor_id: supervisor.id })
        .where('id', '=', intern.id)
        .execute();
      for (const week of [-3, -2]) {
        await api('POST', '/Intern/Absence', intern.headers, days(mondayFrom(ctx, week)));
      }
      ids.push(...(await stored(intern.id)).map((row) => row.id));
    }
    await api('POST', `/Supervisor/Absence/${ids[3]}/Approve`, supervisor.headers);
    const page = await api('GET', '/Supervisor/Absence?page=1&pageSize=3', supervisor.headers);
    expect(page.json().Total).toBe(4);
    expect(page.json().Absences.map((a: { Id: number }) => a.Id)).toEqual([ids[2], ids[1], ids[0]]);
    const last = await api('GET', '/Supervisor/Absence?page=2&pageSize=3', supervisor.headers);
    expect(last.json().Absences.map((a: { Id: number }) => a.Id)).toEqual([ids[3]]);
    const found = await api('GET', '/Supervisor/Absence?search=kirui', supervisor.headers);
    expect(found.json().Absences.map((a: { Id: number }) => a.Id)).toEqual([ids[2], ids[3]]);
  });

  it("the intern's own list is searched by note, reason and state", async () => {
    const { supervisor, intern } = await threeWeeksIn();
    await api('POST', '/Intern/Absence', intern.headers, days(mondayFrom(ctx, -3)));
    const exam = { ...days(mondayFrom(ctx, -2)), Reason: 'exam', Note: 'Statistics paper.' };
    await api('POST', '/Intern/Absence', intern.headers, exam);
    const [flu, paper] = (await stored(intern.id)).map((row) => row.id);
    await api('POST', `/Supervisor/Absence/${flu}/Approve`, supervisor.headers);
    const ids = async (search: string) =>
      (await api('GET', `/Intern/Absence?search=${search}`, intern.headers))
        .json()
        .Absences.map((a: { Id: number }) => a.Id);
    expect(await ids('statistics')).toEqual([paper]);
    expect(await ids('exam')).toEqual([paper]);
    expect(await ids('approved')).toEqual([flu]);
    expect(await ids('nothing-like-it')).toEqual([]);
  });
});
