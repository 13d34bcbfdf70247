import { isoNow } from '../src/lib/time';
import { countersign, insertVisit } from './helpers/university';
import { createUser } from './helpers/fixtures';
import { internOfIntake, mondayFrom } from './helpers/internship';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createWorld, type World } from './helpers/world';

describeEachDatabase(
  'workplace visits and countersignatures, as the intern and supervisor see them',
  (dialect) => {
    const ctx = useTestApp(dialect);
    let world: World;
    beforeAll(async () => {
      world = await createWorld(ctx);
    });
    const get = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers });

    it('lists the intern’s visits newest first, to the intern and their supervisor only', async () => {
      const aca = await createUser(ctx, 'ACA');
      const lecturer = { id: aca.id, name: 'Dr Amina Odhiambo' };
      await insertVisit(ctx, world.intern.id, lecturer, '2026-02-10', { met: 'Grace' });
      await insertVisit(ctx, world.intern.id, lecturer, '2026-03-12', {
        met: 'Grace and the team',
        assessment: 'Leads the stand-up now.',
        scores: [
          { Name: 'Punctuality', MaxScore: 5, Score: 5 },
          { Name: 'Teamwork', MaxScore: 10, Score: 8 },
        ],
      });
      await insertVisit(ctx, world.otherIntern.id, lecturer, '2026-03-01');

      const mine = await get('/api/Intern/Visits', world.intern.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({
        Visits: [
          {
            Id: expect.any(Number),
            VisitedOn: '2026-03-12',
            VisitorName: 'Dr Amina Odhiambo',
            Met: 'Grace and the team',
            Assessment: 'Leads the stand-up now.',
            Scores: [
              { Name: 'Punctuality', MaxScore: 5, Score: 5 },
              { Name: 'Teamwork', MaxScore: 10, Score: 8 },
            ],
            CreatedAt: expect.any(String),
          },
          expect.objectContaining({ VisitedOn: '2026-02-10', Met: 'Grace' }),
        ],
      });

      const supervised = await get(
        `/api/Supervisor/Intern/${world.intern.id}/Visits`,
        world.supervisor.headers,
      );
      expect(supervised.statusCode).toBe(200);
      expect(supervised.json()).toEqual(mine.json());

      // Another supervisor's intern, an unknown id, a supervisor's own id: 404 alike.
      for (const id of [world.otherIntern.id, 999999, world.supervisor.id]) {
        const res = await get(`/api/Supervisor/Intern/${id}/Visits`, world.supervisor.headers);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Intern not found');
      }
      expect(
        (await get('/api/Supervisor/Intern/abc/Visits', world.supervisor.headers)).statusCode,
      ).toBe(422);
      expect((await get('/api/Intern/Visits', world.supervisor.headers)).statusCode).toBe(403);
      expect((await get('/api/Intern/Visits', {})).statusCode).toBe(401);
    });

    it('answers at most 50 visits, the newest', async () => {
      const intern = await createUser(ctx, 'INT');
      const visitor = { id: null, name: 'Former academic supervisor' };
      for (let day = 1; day <= 55; day += 1) {
        const date = `2026-0${1 + Math.floor((day - 1) / 28)}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`;
        await insertVisit(ctx, intern.id, visitor, date);
      }
      const { Visits } = (await get('/api/Intern/Visits', intern.headers)).json();
      expect(Visits).toHaveLength(50);
      expect(Visits[0].VisitedOn).toBe('2026-02-27');
      expect(Visits[49].VisitedOn).toBe('2026-01-06');
      expect(Visits[0].VisitorName).toBe('Former academic supervisor');
    });

    it('shows a signed week’s countersignature to the intern and the supervisor', async () => {
      const monday = mondayFrom(ctx, -3);
      const { supervisor, intern } = await internOfIntake(
        ctx,
        mondayFrom(ctx, -6),
        mondayFrom(ctx, 6),
      );
      const now = isoNow();
      const insert = (week: string, state: 'signed' | 'submitted') =>
        ctx.app.db
          .insertInto('logbook_entries')
          .values({
            intern_id: intern.id,
            week_start: week,
            days: 'PPPPP',
            activities: 'Wrote tests',
            learned: 'Jest',
            hours: 40,
            state,
            submitted_at: now,
            reviewed_by: state === 'signed' ? supervisor.id : null,
            reviewer_name: state === 'signed' ? 'Grace Mwangi' : null,
            reviewed_at: state === 'signed' ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const signed = await insert(monday, 'signed');
      const other = await insert(mondayFrom(ctx, -2), 'signed');
      await countersign(ctx, signed.id, { id: null, name: 'Dr Amina Odhiambo' });

      const week = await get(`/api/Intern/Logbook/${monday}`, intern.headers);
      expect(week.statusCode).toBe(200);
      expect(week.json().Countersignature).toEqual({
        SignerName: 'Dr Amina Odhiambo',
        SignedAt: '2026-02-20T10:00:00.000Z',
      });
      const review = await get(`/api/Supervisor/Logbook/${signed.id}`, supervisor.headers);
      expect(review.json().Countersignature).toEqual(week.json().Countersignature);

      const bare = await get(`/api/Intern/Logbook/${mondayFrom(ctx, -2)}`, intern.headers);
      expect(bare.json().Countersignature).toBeNull();
      expect(
        (await get(`/api/Supervisor/Logbook/${other.id}`, supervisor.headers)).json()
          .Countersignature,
      ).toBeNull();
      const unstarted = await get(`/api/Intern/Logbook/${mondayFrom(ctx, -1)}`, intern.headers);
      expect(unstarted.json()).toMatchObject({ State: 'not started', Countersignature: null });
    });
  },
);
