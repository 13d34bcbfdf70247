import { DateTime } from 'luxon';
import { isoNow } from '../src/lib/time';
import { dayFrom, internOfIntake, mondayFrom } from './helpers/internship';
import type { TestContext } from './helpers/test-app';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createWorld, today, type World } from './helpers/world';

const plusDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;

async function insertEntry(ctx: TestContext, internId: number, weekStart: string, days: string) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('logbook_entries')
    .values({
      intern_id: internId,
      week_start: weekStart,
      days,
      state: 'draft',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function insertAbsence(
  ctx: TestContext,
  internId: number,
  firstDay: string,
  lastDay: string,
  state: 'pending' | 'approved' | 'declined',
) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('absence_requests')
    .values({
      intern_id: internId,
      first_day: firstDay,
      last_day: lastDay,
      reason: 'sick',
      note: 'Flu',
      state,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describeEachDatabase('attendance', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
  });

  const get = (headers: Record<string, string>, internId: number | string) =>
    ctx.app.inject({ method: 'GET', url: `/api/Attendance/${internId}`, headers });

  it('counts the expected days, the ticked ones present, the approved absences excused', async () => {
    const start = mondayFrom(ctx, -2);
    const { supervisor, intern } = await internOfIntake(ctx, start, mondayFrom(ctx, 4));
    // Week one: Wednesday ticked present and Thursday absent, both inside an approved absence.
    await insertEntry(ctx, intern.id, start, 'PPPAP');
    await insertEntry(ctx, intern.id, mondayFrom(ctx, -1), 'PP-A-');
    await insertAbsence(ctx, intern.id, plusDays(start, 2), plusDays(start, 3), 'approved');
    // Neither a pending nor a declined request excuses anything.
    await insertAbsence(ctx, intern.id, plusDays(start, 7), plusDays(start, 8), 'pending');
    await insertAbsence(ctx, intern.id, plusDays(start, 9), plusDays(start, 11), 'declined');

    const weekday = DateTime.fromISO(today(ctx)).weekday;
    const expected = 10 + Math.min(weekday, 5);
    const res = await get(supervisor.headers, intern.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Expected: expected,
      Present: 5,
      Excused: 2,
      Absent: expected - 7,
      SharePresent: Math.round((5 / (expected - 2)) * 100),
    });
    expect((await get(intern.headers, intern.id)).json()).toEqual(res.json());
    expect((await get(w.admin, intern.id)).json()).toEqual(res.json());
  });

  it('covers the whole internship once it has ended, and nothing before it starts', async () => {
    const start = mondayFrom(ctx, -3);
    const ended = await internOfIntake(ctx, start, plusDays(start, 8));
    await insertEntry(ctx, ended.intern.id, start, 'PPPPP');
    await insertEntry(ctx, ended.intern.id, plusDays(start, 7), 'PPPPP');
    expect((await get(ended.intern.headers, ended.intern.id)).json()).toEqual({
      Expected: 7,
      Present: 7,
      Excused: 0,
      Absent: 0,
      SharePresent: 100,
    });

    const future = await internOfIntake(ctx, dayFrom(ctx, 10), dayFrom(ctx, 60));
    expect((await get(future.intern.headers, future.intern.id)).json()).toEqual({
      Expected: 0,
      Present: 0,
      Excused: 0,
      Absent: 0,
      SharePresent: null,
    });
  });

  it('an absence over every expected day leaves no share to give', async () => {
    const start = mondayFrom(ctx, -3);
    const { intern } = await internOfIntake(ctx, start, plusDays(start, 4));
    await insertAbsence(ctx, intern.id, plusDays(start, -2), plusDays(start, 6), 'approved');
    expect((await get(intern.headers, intern.id)).json()).toEqual({
      Expected: 5,
      Present: 0,
      Excused: 5,
      Absent: 0,
      SharePresent: null,
    });
  });

  it('is the intern’s, their supervisor’s and the admins’ to read', async () => {
    expect((await get(w.intern.headers, w.intern.id)).statusCode).toBe(200);
    expect((await get(w.supervisor.headers, w.intern.id)).statusCode).toBe(200);
    expect((await get(w.otherIntern.headers, w.intern.id)).statusCode).toBe(403);
    expect((await get(w.otherSupervisor.headers, w.intern.id)).statusCode).toBe(403);
    // Only an admin learns that an id is no intern's.
    expect((await get(w.supervisor.headers, 999_999)).statusCode).toBe(403);
    expect((await get(w.admin, 999_999)).json()).toEqual({ message: 'Intern not found' });
    expect((await get(w.admin, w.supervisor.id)).statusCode).toBe(404);
    expect((await get(w.admin, 'abc')).statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Attendance/${w.intern.id}` })).statusCode,
    ).toBe(401);
  });
});
