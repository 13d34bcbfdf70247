import { DateTime } from 'luxon';
import { insertComment } from '../src/domain/tasks/comments.repository';
import { rateTask } from '../src/domain/tasks/tasks.repository';
import * as time from '../src/lib/time';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

// A clock the test can move: a module's exports cannot be redefined once it is loaded.
const realTime = jest.requireActual<typeof time>('../src/lib/time');
jest.mock('../src/lib/time', () => {
  const actual = jest.requireActual<typeof time>('../src/lib/time');
  return { ...actual, todayIn: jest.fn(actual.todayIn) };
});

const get = (ctx: TestContext, url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

const inDays = (ctx: TestContext, days: number) =>
  DateTime.fromISO(today(ctx)).plus({ days }).toISODate() as string;

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

const titles = (body: { Tasks: { Task: string }[] }) => body.Tasks.map((task) => task.Task);

describeEachDatabase('the Assigned Tasks screen by attention', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
    const { supervisor, intern } = w;
    const task = (title: string, deadline: number, completed = false) =>
      createTask(ctx, supervisor, intern, { title, deadline: inDays(ctx, deadline), completed });
    await task('Write the report', 5);
    await task('Fix the bug', -2);
    await pause();
    // Overdue ones by activity, not deadline: this one was assigned last.
    await task('Mend the build', -1);
    await task('Due today, not overdue', 0);
    const older = await task('Review the docs', -1, true);
    await pause();
    await task('Review the plan', 1, true);
    const rated = await task('Plan the sprint', -3, true);
    await rateTask(ctx.app.db, rated, 90);
    const asked = await task('Read the report guide', 4);
    await insertComment(ctx.app.db, asked, intern.id, 'Which template?');
    const answered = await task('Draw the report chart', 2);
    await insertComment(ctx.app.db, answered, intern.id, 'Done?');
    await insertComment(ctx.app.db, answered, supervisor.id, 'Not yet.');
    await pause();
    // A remark on a task waiting for its rating makes it the newest activity among those.
    await insertComment(ctx.app.db, older, supervisor.id, 'Looking at it.');
    await createTask(ctx, w.otherSupervisor, w.otherIntern, { deadline: inDays(ctx, -1) });
  });

  const ORDER = [
    'Review the docs',
    'Review the plan',
    'Read the report guide',
    'Mend the build',
    'Fix the bug',
    'Due today, not overdue',
    'Draw the report chart',
    'Write the report',
    'Plan the sprint',
  ];

  it('sort=Attention: to rate, then the intern spoke last, then overdue, then open by deadline', async () => {
    const res = await get(ctx, '/Task?sort=Attention&page=1&pageSize=100', w.supervisor.headers);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(ORDER);
    expect(res.json().Total).toBe(9);
  });

  it('pages in that order, whatever the order parameter says', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const url = `/Task?sort=Attention&order=desc&page=${page}&pageSize=3`;
      const body = (await get(ctx, url, w.supervisor.headers)).json();
      expect(body.Total).toBe(9);
      pages.push(...titles(body));
    }
    expect(pages).toEqual(ORDER);
  });

  it('attention=overdue and attention=needsRating keep only those, by the firm’s day', async () => {
    const overdue = (await get(ctx, '/Task?attention=overdue', w.supervisor.headers)).json();
    expect(titles(overdue)).toEqual(['Fix the bug', 'Mend the build']);
    expect(overdue.Total).toBe(2);
    const url = '/Task?attention=needsRating&sort=Attention&page=1&pageSize=10';
    const toRate = (await get(ctx, url, w.supervisor.headers)).json();
    expect(titles(toRate)).toEqual(['Review the docs', 'Review the plan']);
    expect(toRate.Total).toBe(2);
  });

  it('a page and the counts asked for again on a later day go by that day, not the first one asked', async () => {
    // Pages are compiled once (paging.ts): the day must be a parameter, not a constant.
    const url = '/Task?attention=overdue&sort=Attention&page=1&pageSize=10';
    const now = (await get(ctx, url, w.supervisor.headers)).json();
    expect(titles(now)).toEqual(['Mend the build', 'Fix the bug']);
    const countsNow = await get(ctx, '/Supervisor/Task/Counts', w.supervisor.headers);
    expect(countsNow.json()).toEqual({ All: 9, Overdue: 2, NeedsRating: 2 });
    const clock = jest.mocked(time.todayIn).mockReturnValue(inDays(ctx, 2));
    try {
      const then = (await get(ctx, url, w.supervisor.headers)).json();
      expect(titles(then)).toEqual(['Due today, not overdue', 'Mend the build', 'Fix the bug']);
      expect(then.Total).toBe(3);
      const all = (
        await get(ctx, '/Task?sort=Attention&page=1&pageSize=4', w.supervisor.headers)
      ).json();
      expect(titles(all)).toEqual([...ORDER.slice(0, 3), 'Due today, not overdue']);
      const counts = await get(ctx, '/Supervisor/Task/Counts', w.supervisor.headers);
      expect(counts.json()).toEqual({ All: 9, Overdue: 3, NeedsRating: 2 });
    } finally {
      clock.mockImplementation(realTime.todayIn);
    }
  });

  it('a search keeps the attention order among its matches, with the exact Total', async () => {
    const url = '/Task?search=report&sort=Attention&page=1&pageSize=2';
    const first = (await get(ctx, url, w.supervisor.headers)).json();
    expect(titles(first)).toEqual(['Read the report guide', 'Draw the report chart']);
    expect(first.Total).toBe(3);
    const second = (await get(ctx, url.replace('page=1', 'page=2'), w.supervisor.headers)).json();
    expect(titles(second)).toEqual(['Write the report']);
  });

  it('an intern may ask for their overdue tasks too', async () => {
    const res = await get(ctx, '/Task?attention=overdue&sort=Deadline', w.intern.headers);
    expect(titles(res.json())).toEqual(['Fix the bug', 'Mend the build']);
  });

  it('refuses any other attention with a 422 naming it, and changes nothing', async () => {
    const res = await get(ctx, '/Task?attention=late', w.supervisor.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      attention: ['The attention must be overdue or needsRating.'],
    });
  });

  it('GET /Supervisor/Task/Counts: all, overdue and to rate, of the supervisor’s own tasks', async () => {
    const mine = await get(ctx, '/Supervisor/Task/Counts', w.supervisor.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ All: 9, Overdue: 2, NeedsRating: 2 });
    const other = await get(ctx, '/Supervisor/Task/Counts', w.otherSupervisor.headers);
    expect(other.json()).toEqual({ All: 1, Overdue: 1, NeedsRating: 0 });
  });
});
