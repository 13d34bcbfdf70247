import { strFromU8, unzipSync } from 'fflate';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import { loginAdmin } from './helpers/fixtures';
import { columnsContaining } from './helpers/find-strings';
import { internOfIntake, mondayFrom } from './helpers/internship';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

describeEachDatabase("the logbook in a person's data", (dialect) => {
  const ctx = useTestApp(dialect);
  const api = (method: 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      payload,
    });
  const copyOf = async (userId: number) => {
    const zip = await personalDataZip(ctx.app.db, { userId });
    return JSON.parse(strFromU8(unzipSync(zip!)['personal-data.json']));
  };

  it("is in the intern's copy, the remarks in the supervisor's; erasing the intern deletes it", async () => {
    const { supervisor, intern } = await internOfIntake(
      ctx,
      mondayFrom(ctx, -3),
      mondayFrom(ctx, 6),
    );
    const tag = `${Date.now().toString(36)}`;
    const entry = {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: `Activities ${tag}`,
      Learned: `Learned ${tag}`,
      Hours: 40,
    };
    const week = mondayFrom(ctx, -2);
    await api('POST', `/Intern/Logbook/${week}/Submit`, intern.headers, entry);
    const { id } = await ctx.app.db
      .selectFrom('logbook_entries')
      .select('id')
      .where('intern_id', '=', intern.id)
      .executeTakeFirstOrThrow();
    await api('POST', `/Supervisor/Logbook/${id}/Return`, supervisor.headers, {
      Remark: `Remark ${tag}`,
    });
    const absence = { FirstDay: week, LastDay: week, Reason: 'exam', Note: `Note ${tag}` };
    expect((await api('POST', '/Intern/Absence', intern.headers, absence)).statusCode).toBe(201);

    const theirs = await copyOf(intern.id);
    expect(theirs.logbookEntries).toEqual([
      {
        week_start: week,
        days: 'PPPPP',
        activities: entry.Activities,
        learned: entry.Learned,
        hours: 40,
        state: 'returned',
        remark: `Remark ${tag}`,
        submitted_at: expect.any(String),
        reviewer_name: expect.stringMatching(/^SUP user/),
        reviewed_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        returns: [
          {
            remark: `Remark ${tag}`,
            returner_name: expect.stringMatching(/^SUP user/),
            returned_at: expect.any(String),
          },
        ],
      },
    ]);
    expect(theirs.absenceRequests).toEqual([
      {
        first_day: week,
        last_day: week,
        reason: 'exam',
        note: `Note ${tag}`,
        state: 'pending',
        remark: null,
        decided_at: null,
        created_at: expect.any(String),
      },
    ]);
    const written = await copyOf(supervisor.id);
    expect(written.logbookEntries).toEqual([]);
    expect(written.logbookRemarksWritten).toEqual([
      { remark: `Remark ${tag}`, returned_at: expect.any(String) },
    ]);

    const erased = await api(
      'DELETE',
      `/Admin/User/${intern.id}/PersonalData`,
      await loginAdmin(ctx),
    );
    expect(erased.statusCode).toBe(200);
    const left = await Promise.all(
      (['logbook_entries', 'absence_requests'] as const).map((table) =>
        ctx.app.db.selectFrom(table).select('id').where('intern_id', '=', intern.id).execute(),
      ),
    );
    expect(left).toEqual([[], []]);
    expect(
      await columnsContaining(ctx, [entry.Activities, entry.Learned, `Remark ${tag}`]),
    ).toEqual([]);
  });
});
