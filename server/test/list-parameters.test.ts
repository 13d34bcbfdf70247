import { DateTime } from 'luxon';
import { selectPage, type ListDescription } from '../src/db/paging';
import { pageTasks } from '../src/domain/tasks/task-list.repository';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

const inDays = (ctx: TestContext, days: number) =>
  DateTime.fromISO(today(ctx)).plus({ days }).toISODate() as string;

type Params = { name?: string; prefix?: string };

/** A list of positions whose filters the tests below break on purpose. */
const positions = (
  filters: ListDescription<Params, 'positions', { id: number }>['filters'],
): ListDescription<Params, 'positions', { id: number }> => ({
  id: 'positions.id',
  keys: (db) => db.selectFrom('positions'),
  rows: (db) => db.selectFrom('positions').select('positions.id'),
  filters,
  sorts: { id: { column: 'positions.id' } },
  defaultSort: { field: 'id', order: 'asc' },
});

/**
 * A list's parameters are bound, never captured (commit a4975db: a count compiled with the
 * first day asked answered that day's count on every later day, and a test passed it).
 */
describeEachDatabase('list parameters', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
    await createTask(ctx, w.supervisor, w.intern, { title: 'Due soon', deadline: inDays(ctx, 1) });
  });

  it('a parameter used in JavaScript logic, not as a value, is refused', async () => {
    const chooses = positions({
      name: (eb, name) => (name ? eb('positions.name', '=', 'x') : eb('positions.name', '=', 'y')),
    });
    const request = { params: { name: 'Alpha' }, window: { limit: 10, offset: 0 } };
    await expect(selectPage(ctx.app.db, chooses, request)).rejects.toThrow(
      /name not used as a value/,
    );
    const readsAnother = positions({
      name: (eb, name, { prefix }) => eb('positions.name', '=', String(prefix) + name),
    });
    await expect(selectPage(ctx.app.db, readsAnother, request)).rejects.toThrow(
      /prefix not used as a value/,
    );
    // Used as a value, the same parameter is bound: each call answers its own name.
    const bound = positions({ name: (eb, name) => eb('positions.name', '=', name) });
    const [first] = await ctx.app.db
      .selectFrom('positions')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(1)
      .execute();
    const named = (name: string) => selectPage(ctx.app.db, bound, { ...request, params: { name } });
    expect(await named(first.name)).toEqual({ rows: [{ id: first.id }], total: 1 });
    expect(await named('No such position')).toEqual({ rows: [], total: 0 });
  });

  it('the firm’s day is bound: the same page asked on two days answers each day', async () => {
    const overdue = async (day: string) => {
      const request = {
        filter: { attention: 'overdue' as const },
        window: { limit: 10, offset: 0 },
      };
      const { rows, total } = await pageTasks(
        ctx.app.db,
        { supervisorId: w.supervisor.id },
        request,
        day,
      );
      return { titles: rows.map((row) => row.title), total };
    };
    // In this order and back: a page compiled with the first day asked would answer it again.
    expect(await overdue(inDays(ctx, 0))).toEqual({ titles: [], total: 0 });
    expect(await overdue(inDays(ctx, 2))).toEqual({ titles: ['Due soon'], total: 1 });
    expect(await overdue(inDays(ctx, 0))).toEqual({ titles: [], total: 0 });
  });
});
