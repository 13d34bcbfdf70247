import { strFromU8, unzipSync } from 'fflate';
import { loginAdmin } from './helpers/fixtures';
import { dayFrom, evaluate, internOfIntake, mondayFrom } from './helpers/internship';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask } from './helpers/world';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;

describeEachDatabase("an intern's copy of their data through the e-mailed link", (dialect) => {
  const env: Record<string, string | undefined> = { FIRM_NAME: 'Acme Kenya Ltd' };
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: object, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      payload,
    });
  const ok = async (answer: ReturnType<typeof api>) => {
    const res = await answer;
    expect([200, 201]).toContain(res.statusCode);
    return res;
  };

  it('holds everything kept about them, as the administrator’s copy of the account does', async () => {
    // An internship that ended yesterday: its letter can be issued.
    const { supervisor, intern } = await internOfIntake(ctx, mondayFrom(ctx, -4), dayFrom(ctx, -1));
    const supervisorName = (
      await ctx.app.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', supervisor.id)
        .executeTakeFirstOrThrow()
    ).name;

    // A week returned twice, then signed.
    const week = mondayFrom(ctx, -3);
    const entry = {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: 'Mapped the office network.',
      Learned: 'How VLANs are split.',
      Hours: 40,
    };
    const submit = () => ok(api('POST', `/Intern/Logbook/${week}/Submit`, intern.headers, entry));
    await submit();
    const { Id: entryId } = (await api('GET', `/Intern/Logbook/${week}`, intern.headers)).json();
    const giveBack = (Remark: string) =>
      ok(api('POST', `/Supervisor/Logbook/${entryId}/Return`, supervisor.headers, { Remark }));
    await giveBack('Name the switches you configured.');
    await submit();
    await giveBack('The hours are more than the days allow.');
    await submit();
    await ok(api('POST', `/Supervisor/Logbook/${entryId}/Sign`, supervisor.headers));

    const absence = { FirstDay: week, LastDay: week, Reason: 'exam', Note: 'Networks exam' };
    await ok(api('POST', '/Intern/Absence', intern.headers, absence));
    await ok(api('GET', '/Intern/Logbook/Pdf', intern.headers));

    const task = await createTask(ctx, supervisor, intern, {
      completed: true,
      title: 'Label the patch panel',
    });
    await ok(api('POST', `/Supervisor/Task/Rate/${task}`, supervisor.headers, { rating: 77 }));
    const comment = { Taskid: task, Intern_comment: 'Done, photos attached.', Userid: intern.id };
    await ok(api('POST', '/Comment', intern.headers, comment));
    await evaluate(ctx, intern, supervisor);
    await ok(api('POST', `/Letter/${intern.id}`, await loginAdmin(ctx)));
    const choice = { Preferences: [{ Kind: 'logbook_returned', Mail: 'never' }] };
    await ok(api('PUT', '/Notification/Preferences', intern.headers, choice));

    // The intern asks for their copy and follows the e-mailed link.
    const links = () =>
      smtp
        .to(intern.email)
        .map((mail) => /\/personalData\/(\S+)/.exec(mail.text ?? '')?.[1])
        .filter((token) => token !== undefined);
    const request = { Email: intern.email, Action: 'export' };
    expect((await api('POST', '/PersonalData/Request', {}, request)).statusCode).toBe(202);
    await smtp.waitFor(() => links().length > 0);
    const download = await api('POST', `/PersonalData/${links()[0]}/Export`);
    expect(download.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(download.rawPayload)['personal-data.json']));

    expect(data.account).toMatchObject({ id: intern.id, email: intern.email, role: 'INT' });
    expect(data.application).toMatchObject({ email: intern.email, status: 'Passed' });
    expect(data.logbookEntries).toEqual([
      expect.objectContaining({
        week_start: week,
        activities: entry.Activities,
        state: 'signed',
        remark: null,
        returns: [
          {
            remark: 'Name the switches you configured.',
            returner_name: supervisorName,
            returned_at: expect.stringMatching(ISO),
          },
          {
            remark: 'The hours are more than the days allow.',
            returner_name: supervisorName,
            returned_at: expect.stringMatching(ISO),
          },
        ],
      }),
    ]);
    expect(data.absenceRequests).toEqual([
      expect.objectContaining({ first_day: week, reason: 'exam', note: 'Networks exam' }),
    ]);
    expect(data.logbookCopies).toEqual([
      expect.objectContaining({ code: expect.any(String), weeks_signed: 1 }),
    ]);
    expect(data.tasks).toEqual([
      expect.objectContaining({ id: task, title: 'Label the patch panel', rating: 77 }),
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({ task_id: task, body: 'Done, photos attached.' }),
    ]);
    expect(data.evaluation).toMatchObject({
      assessment: 'Careful, quick to learn and generous with colleagues.',
      supervisor: supervisorName,
    });
    expect(data.completionLetters).toEqual([expect.objectContaining({ code: expect.any(String) })]);
    expect(data.notifications.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['logbook_returned', 'logbook_signed', 'task_rated', 'letter_issued']),
    );
    expect(data.notificationMail).toEqual({ logbook_returned: 'never' });

    // The administrator's copy of the account is the same copy.
    const byAdmin = await api(
      'GET',
      `/Admin/User/${intern.id}/PersonalData`,
      await loginAdmin(ctx),
    );
    const adminData = JSON.parse(strFromU8(unzipSync(byAdmin.rawPayload)['personal-data.json']));
    const { exportedAt: _a, ...linkCopy } = data;
    const { exportedAt: _b, ...adminCopy } = adminData;
    expect(adminCopy).toEqual(linkCopy);
  });
});
