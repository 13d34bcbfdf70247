import { DateTime } from 'luxon';
import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { lastFinishedWeek } from '../src/domain/logbook/logbook-overdue';
import { runLogbookReminders } from '../src/domain/logbook/logbook-reminders.service';
import { isoNow } from '../src/lib/time';
import { createUser, loginAdmin } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { joinIntake } from './helpers/internship';
import { mailCount, today, type Person } from './helpers/world';

async function intake(ctx: TestContext, name: string, starts_on: string, ends_on: string) {
  return insertIntake(ctx.app.db, {
    name,
    applications_open_on: '2025-12-01',
    applications_close_on: '2025-12-20',
    starts_on,
    ends_on,
  });
}

/** An intern whose application was made in the intake. */
async function internIn(ctx: TestContext, intakeId: number) {
  const intern = await createUser(ctx, 'INT');
  await joinIntake(ctx, intern, intakeId);
  return intern;
}

async function entry(ctx: TestContext, intern: Person, week: string, state: string) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('logbook_entries')
    .values({
      intern_id: intern.id,
      week_start: week,
      days: 'PPPPP',
      activities: 'Worked',
      learned: 'Learned',
      hours: 40,
      state: state as 'draft',
      submitted_at: state === 'draft' ? null : now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function absence(ctx: TestContext, intern: Person, first: string, last: string) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('absence_requests')
    .values({
      intern_id: intern.id,
      first_day: first,
      last_day: last,
      reason: 'sick',
      note: 'Ill',
      state: 'approved',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describeEachDatabase('logbook reminders and overdue logbooks', (dialect) => {
  const ctx = useTestApp(dialect);
  /** A moment in the firm's time zone. */
  const at = (local: string) =>
    DateTime.fromISO(local, { zone: ctx.config.APP_TIMEZONE }).toJSDate();
  const run = (local: string, holder = 'instance-a') =>
    runLogbookReminders(ctx.app.db, ctx.config, holder, at(local));
  const subjectsTo = async (intern: Person) =>
    (
      await ctx.app.db
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('recipient', '=', intern.email)
        .execute()
    ).map((mail) => mail.subject);

  it('e-mails each intern without a submitted entry for last week once, on the next working morning', async () => {
    const spring = await intake(ctx, `Spring ${dialect}`, '2026-02-02', '2026-03-27');
    const ended = await intake(ctx, `Ended ${dialect}`, '2026-01-05', '2026-03-06');
    const nothing = await internIn(ctx, spring);
    const drafted = await internIn(ctx, spring);
    await entry(ctx, drafted, '2026-03-09', 'draft');
    const submitted = await internIn(ctx, spring);
    await entry(ctx, submitted, '2026-03-09', 'submitted');
    const excused = await internIn(ctx, spring);
    await absence(ctx, excused, '2026-03-09', '2026-03-13');
    const finished = await internIn(ctx, ended);
    const archived = await internIn(ctx, spring);
    await ctx.app.db
      .updateTable('users')
      .set({ archived_at: isoNow() })
      .where('id', '=', archived.id)
      .execute();

    // Not on the weekend, nor before 08:00 on Monday.
    expect(await run('2026-03-15T10:00')).toBe(0);
    expect(await run('2026-03-16T07:59')).toBe(0);
    expect(await mailCount(ctx, nothing.email)).toBe(0);

    expect(await run('2026-03-16T08:05')).toBe(2);
    const subject = 'Your logbook for the week of 9 March 2026';
    expect(await subjectsTo(nothing)).toEqual([subject]);
    expect(await subjectsTo(drafted)).toEqual([subject]);
    const [mail] = await ctx.app.db
      .selectFrom('outbox')
      .select('body_text')
      .where('recipient', '=', nothing.email)
      .execute();
    expect(mail.body_text).toContain('http://app.test/internDashboard/logbook/2026-03-09');
    for (const intern of [submitted, excused, finished, archived]) {
      expect(await mailCount(ctx, intern.email)).toBe(0);
    }

    // Once per week: later runs that morning and that week send nothing more.
    expect(await run('2026-03-16T09:05')).toBe(0);
    expect(await run('2026-03-18T10:00')).toBe(0);
    expect(await mailCount(ctx, nothing.email)).toBe(1);
    const reminders = await ctx.app.db
      .selectFrom('logbook_reminders')
      .select(['week_start', 'sent_on'])
      .where('intern_id', '=', nothing.id)
      .execute();
    expect(reminders).toEqual([{ week_start: '2026-03-09', sent_on: '2026-03-16' }]);

    // The next week is its own: the one who submitted last week is reminded of this one.
    expect(await run('2026-03-23T08:00')).toBeGreaterThanOrEqual(3);
    expect(await subjectsTo(submitted)).toEqual(['Your logbook for the week of 16 March 2026']);
  });

  it('leaves the run to the instance holding the lease', async () => {
    const until = new Date(at('2026-04-06T09:00').getTime() + 60_000).toISOString();
    await ctx.app.db
      .insertInto('job_leases')
      .values({ name: 'logbook-reminders', holder: 'instance-b', until })
      .execute();
    expect(await run('2026-04-06T09:00')).toBeNull();
    await ctx.app.db.deleteFrom('job_leases').where('name', '=', 'logbook-reminders').execute();
  });

  it("narrows the administrator's Interns list to overdue or unsigned logbooks", async () => {
    const admin = await loginAdmin(ctx);
    const days = (n: number) => DateTime.fromISO(today(ctx)).plus({ days: n }).toISODate()!;
    const now = await intake(ctx, `Now ${dialect}`, days(-40), days(40));
    const week = lastFinishedWeek(ctx.config.APP_TIMEZONE, new Date());
    const behind = await internIn(ctx, now);
    const waiting = await internIn(ctx, now);
    await entry(ctx, waiting, week.monday, 'submitted');
    const signed = await internIn(ctx, now);
    await entry(ctx, signed, week.monday, 'signed');
    const list = async (logbook: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/Admin/User/Interns?intake=${now}&logbook=${logbook}&page=1&pageSize=10`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { Interns: { user_id: number }[]; Total: number };
      expect(body.Total).toBe(body.Interns.length);
      return body.Interns.map((row) => row.user_id).sort((a, b) => a - b);
    };
    expect(await list('overdue')).toEqual([behind.id]);
    expect(await list('unsigned')).toEqual([waiting.id]);

    // The count of waiting entries on the intern's row (kept by triggers) follows the entry.
    const entryOf = (state: 'signed' | 'submitted') =>
      ctx.app.db
        .updateTable('logbook_entries')
        .set({ state })
        .where('intern_id', '=', waiting.id)
        .execute();
    await entryOf('signed');
    expect(await list('unsigned')).toEqual([]);
    await entryOf('submitted');
    expect(await list('unsigned')).toEqual([waiting.id]);
    await ctx.app.db.deleteFrom('logbook_entries').where('intern_id', '=', waiting.id).execute();
    expect(await list('unsigned')).toEqual([]);
    expect(await list('overdue')).toEqual([behind.id, waiting.id]);

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/User/Interns?logbook=late',
      headers: admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      logbook: ['The logbook filter must be overdue or unsigned.'],
    });
  });
});
