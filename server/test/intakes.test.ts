import { DateTime } from 'luxon';
import { APPLICATIONS_CLOSED } from '../src/domain/intakes/intakes.service';
import { insertPosition } from '../src/domain/positions/positions.repository';
import { applicationForm, roleHeaders, uniqueEmail } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { today } from './helpers/world';

describeEachDatabase('intakes', (dialect) => {
  const ctx = useTestApp(dialect);
  let as: Awaited<ReturnType<typeof roleHeaders>>;
  let day: (offset: number) => string;
  beforeAll(async () => {
    as = await roleHeaders(ctx);
    const base = DateTime.fromISO(today(ctx));
    day = (offset) => base.plus({ days: offset }).toISODate()!;
  });

  const intake = (overrides: Record<string, unknown> = {}) => ({
    Name: 'January 2027 intake',
    ApplicationsOpen: day(-5),
    ApplicationsClose: day(5),
    InternshipStart: day(30),
    InternshipEnd: day(120),
    Positions: [1],
    ...overrides,
  });
  const create = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/Intake', headers: as.ADM, payload });
  const applyFor = (position: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Apply',
      ...applicationForm({ Position: String(position), Email: uniqueEmail('intake') }),
    });
  const intakeOf = async (id: number) =>
    (
      await ctx.app.db
        .selectFrom('applications')
        .select('intake_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).intake_id;

  // The order matters: the first tests run before any intake exists.
  it('without intakes: every position is offered, no Intakes in the answer, intake null', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Position?for=application' });
    expect(list.statusCode).toBe(200);
    expect(list.json().Intakes).toBeUndefined();
    expect(list.json().Positions.length).toBeGreaterThanOrEqual(3);
    const res = await applyFor(2);
    expect(res.statusCode).toBe(201);
    expect(await intakeOf(res.json().id)).toBeNull();
    const intakes = await ctx.app.inject({ method: 'GET', url: '/api/Intake', headers: as.ADM });
    expect(intakes.json()).toEqual({ Intakes: [] });
  });

  describe('permissions', () => {
    const routes = [
      ['GET', '/api/Intake', undefined],
      ['POST', '/api/Intake', { Name: 'Nope' }],
      ['GET', '/api/Intake/1/edit', undefined],
      ['PUT', '/api/Intake/1', { Name: 'Nope' }],
    ] as const;
    it.each(routes)(
      '%s %s: 401 anonymous, 403 intern and supervisor',
      async (method, url, payload) => {
        expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
        for (const role of ['INT', 'SUP'] as const) {
          const res = await ctx.app.inject({ method, url, payload, headers: as[role] });
          expect(res.statusCode).toBe(403);
        }
      },
    );
  });

  it.each([
    ['no name', { Name: '' }, 'Name'],
    ['a name too long', { Name: 'x'.repeat(101) }, 'Name'],
    ['a name on two lines', { Name: 'A\nB' }, 'Name'],
    ['a date that is not one', { ApplicationsOpen: '2027-02-30' }, 'ApplicationsOpen'],
    ['a date in another format', { InternshipEnd: '01/03/2027' }, 'InternshipEnd'],
    ['no position', { Positions: [] }, 'Positions'],
    ['an unknown position', { Positions: [1, 99999] }, 'Positions'],
    [
      'applications closing before they open',
      () => ({ ApplicationsClose: day(-6) }),
      'ApplicationsClose',
    ],
    ['a start before applications close', () => ({ InternshipStart: day(4) }), 'InternshipStart'],
    ['an end before the start', () => ({ InternshipEnd: day(29) }), 'InternshipEnd'],
    ['a far date', { InternshipEnd: '9999-12-31' }, 'InternshipEnd'],
    ['an ancient date', { ApplicationsOpen: '0001-01-01' }, 'ApplicationsOpen'],
    ['an internship of over 731 days', () => ({ InternshipEnd: day(30 + 731) }), 'InternshipEnd'],
  ])('refuses %s with a 422 on that field', async (_label, overrides, field) => {
    const res = await create(intake(typeof overrides === 'function' ? overrides() : overrides));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().errors[field][0]).toMatch(/\w/);
  });

  it('names the date range and the longest internship in its refusals', async () => {
    const far = await create(intake({ InternshipEnd: '2100-01-01' }));
    expect(far.json().errors).toEqual({
      InternshipEnd: ['The InternshipEnd must be a date from 2000-01-01 to 2099-12-31.'],
    });
    const long = await create(intake({ InternshipEnd: day(30 + 731) }));
    expect(long.json().errors).toEqual({
      InternshipEnd: ['The internship can last at most 731 days.'],
    });
  });

  it('refuses a position id beyond the id columns, on POST and PUT, storing nothing', async () => {
    const intakes = () => ctx.app.db.selectFrom('intakes').selectAll().orderBy('id').execute();
    const links = () => ctx.app.db.selectFrom('intake_positions').selectAll().execute();
    const kept = await create(intake({ Name: 'Out-of-range check intake' }));
    expect(kept.statusCode).toBe(201);
    const before = { intakes: await intakes(), links: await links() };
    const refused = [
      await create(intake({ Name: 'Out-of-range intake', Positions: [2147483648] })),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/Intake/${kept.json().id}`,
        headers: as.ADM,
        payload: intake({ Name: 'Out-of-range check intake', Positions: [1, 2147483648] }),
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ Positions: ['A selected position does not exist.'] });
    }
    expect({ intakes: await intakes(), links: await links() }).toEqual(before);
    // The later tests expect no intake of this test's dates.
    const id = kept.json().id as number;
    await ctx.app.db.deleteFrom('intake_positions').where('intake_id', '=', id).execute();
    await ctx.app.db.deleteFrom('intakes').where('id', '=', id).execute();
  });

  it('creates, lists, reads and edits an intake (an administrator)', async () => {
    const created = await create(intake({ Positions: [1, 2] }));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('New Intake Added');
    const { id } = created.json();
    const edit = await ctx.app.inject({
      method: 'GET',
      url: `/api/Intake/${id}/edit`,
      headers: as.ADM,
    });
    expect(edit.json().intake).toEqual({
      id,
      Name: 'January 2027 intake',
      ApplicationsOpen: day(-5),
      ApplicationsClose: day(5),
      InternshipStart: day(30),
      InternshipEnd: day(120),
      Positions: [
        { id: 1, Position: 'Advisory' },
        { id: 2, Position: 'Engineering' },
      ],
      State: 'Open',
    });
    const duplicate = await create(intake({ Name: 'JANUARY 2027 INTAKE' }));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.Name).toEqual(['An intake with this name already exists.']);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Intake/${id}`,
      headers: as.ADM,
      payload: intake({ Name: 'January intake', Positions: [2] }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ message: 'Intake Updated Successfully' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Intake', headers: as.ADM });
    expect(list.json().Intakes).toEqual([
      expect.objectContaining({
        id,
        Name: 'January intake',
        Positions: [{ id: 2, Position: 'Engineering' }],
      }),
    ]);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Intake/99999',
      headers: as.ADM,
      payload: intake({ Name: 'Other' }),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('with intakes: offers only the positions of open intakes and says when they close', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Position?for=application' });
    expect(list.json()).toEqual({
      Positions: [{ id: 2, Position: 'Engineering' }],
      Intakes: { Open: [{ Name: 'January intake', ApplicationsClose: day(5) }], NextOpening: null },
    });
    // The admin's list and the selects still see every position.
    const all = await ctx.app.inject({ method: 'GET', url: '/api/Position' });
    expect(all.json().Intakes).toBeUndefined();
    expect(all.json().Positions.length).toBeGreaterThanOrEqual(3);
  });

  it('POST /Apply: accepted inside an open intake (recorded), refused with 422 outside it', async () => {
    const inside = await applyFor(2);
    expect(inside.statusCode).toBe(201);
    const [{ id }] = (
      await ctx.app.inject({ method: 'GET', url: '/api/Intake', headers: as.ADM })
    ).json().Intakes as { id: number }[];
    expect(await intakeOf(inside.json().id)).toBe(id);

    const outside = await applyFor(1);
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({
      message: APPLICATIONS_CLOSED,
      errors: { Position: [APPLICATIONS_CLOSED] },
    });
  });

  it('the window is in days, both bounds included; past and future intakes take no one', async () => {
    const position = await insertPosition(ctx.app.db, 'Windows position');
    const closedToday = await create(
      intake({
        Name: 'Closes today',
        ApplicationsOpen: day(-3),
        ApplicationsClose: day(0),
        Positions: [position],
      }),
    );
    expect(closedToday.statusCode).toBe(201);
    expect((await applyFor(position)).statusCode).toBe(201);

    const other = await insertPosition(ctx.app.db, 'Later position');
    await create(
      intake({
        Name: 'Past',
        ApplicationsOpen: day(-20),
        ApplicationsClose: day(-1),
        Positions: [other],
      }),
    );
    await create(
      intake({
        Name: 'Future',
        ApplicationsOpen: day(1),
        ApplicationsClose: day(10),
        InternshipStart: day(40),
        Positions: [other],
      }),
    );
    const refused = await applyFor(other);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.Position).toEqual([APPLICATIONS_CLOSED]);
    const states = (await ctx.app.inject({ method: 'GET', url: '/api/Intake', headers: as.ADM }))
      .json()
      .Intakes.map((row: { Name: string; State: string }) => [row.Name, row.State]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['Past', 'Closed'],
        ['Future', 'Upcoming'],
        ['Closes today', 'Open'],
      ]),
    );
  });

  it('a position offered by an intake cannot be deleted (409)', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/Position/2', headers: as.ADM });
    expect(res.statusCode).toBe(409);
    const position = await insertPosition(ctx.app.db, 'Offered only');
    await create(intake({ Name: 'Offering', Positions: [position] }));
    const offered = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Position/${position}`,
      headers: as.ADM,
    });
    expect(offered.statusCode).toBe(409);
    expect(offered.json().message).toBe('This position is offered by 1 intake(s).');
  });

  it('when none is open, says so with the next opening date', async () => {
    // Close every intake: move their windows to the past, keeping one upcoming.
    await ctx.app.db
      .updateTable('intakes')
      .set({ applications_open_on: day(-30), applications_close_on: day(-10) })
      .where('name', '!=', 'Future')
      .execute();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Position?for=application' });
    expect(list.json()).toEqual({ Positions: [], Intakes: { Open: [], NextOpening: day(1) } });
    const refused = await applyFor(2);
    expect(refused.statusCode).toBe(422);
  });
});
