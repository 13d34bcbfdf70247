import { DateTime } from 'luxon';
import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { SUBMITTED, opensOnMessage } from '../src/domain/evaluations/evaluations.service';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createUser, loginAdmin } from './helpers/fixtures';
import { joinIntake } from './helpers/internship';
import { createWorld, today, type World, notificationKinds } from './helpers/world';
import { setSupervisor } from '../src/domain/people/people.repository';

const COMPLETE = {
  TechnicalSkill: 4,
  QualityOfWork: 5,
  Communication: 3,
  Teamwork: 4,
  Initiative: 2,
  Reliability: 5,
  Assessment: 'Careful, quick to learn and generous with colleagues.',
  Recommendation: 'Highly recommended',
};
const EMPTY = {
  TechnicalSkill: null,
  QualityOfWork: null,
  Communication: null,
  Teamwork: null,
  Initiative: null,
  Reliability: null,
  Assessment: null,
  Recommendation: null,
  SubmittedAt: null,
  Supervisor: null,
};

describeEachDatabase('final evaluation', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  let day: (offset: number) => string;
  beforeAll(async () => {
    w = await createWorld(ctx);
    const base = DateTime.fromISO(today(ctx));
    day = (offset) => base.plus({ days: offset }).toISODate()!;
  });

  type Headers = Record<string, string>;
  const get = (headers: Headers, internId: number | string) =>
    ctx.app.inject({ method: 'GET', url: `/api/Evaluation/${internId}`, headers });
  const save = (headers: Headers, internId: number, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/Evaluation/${internId}`, headers, payload });
  const submit = (headers: Headers, internId: number, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/Evaluation/${internId}/submit`,
      headers,
      payload,
    });
  const stored = (internId: number) =>
    ctx.app.db
      .selectFrom('evaluations')
      .selectAll()
      .where('intern_id', '=', internId)
      .executeTakeFirst();

  /** A supervisor and their intern, who came in through an intake ending `endsIn` days from today. */
  async function internOfIntake(endsIn: number) {
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    const intake = await insertIntake(ctx.app.db, {
      name: `Intake ending in ${endsIn} days ${intern.id}`,
      applications_open_on: day(endsIn - 200),
      applications_close_on: day(endsIn - 150),
      starts_on: day(endsIn - 120),
      ends_on: day(endsIn),
    });
    await joinIntake(ctx, intern, intake);
    return { supervisor, intern };
  }

  it('an intern without an intake: an empty evaluation, writable at any time', async () => {
    const res = await get(w.supervisor.headers, w.intern.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Intern: { id: w.intern.id, Name: expect.any(String) },
      Evaluation: EMPTY,
      OpensOn: null,
      Writable: true,
    });
    expect(await stored(w.intern.id)).toBeUndefined();
  });

  it('saves a draft with open fields, and a later save keeps what it leaves out', async () => {
    const first = await save(w.supervisor.headers, w.intern.id, {
      TechnicalSkill: 4,
      Assessment: 'Started well.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Draft saved' });
    const second = await save(w.supervisor.headers, w.intern.id, {
      Recommendation: 'Recommended',
      Assessment: '',
    });
    expect(second.statusCode).toBe(200);
    const row = await stored(w.intern.id);
    expect(row).toMatchObject({
      supervisor_id: w.supervisor.id,
      technical_skill: 4,
      quality_of_work: null,
      assessment: null,
      recommendation: 'Recommended',
      submitted_at: null,
    });
    const read = (await get(w.supervisor.headers, w.intern.id)).json();
    expect(read.Evaluation).toMatchObject({
      TechnicalSkill: 4,
      Recommendation: 'Recommended',
      SubmittedAt: null,
    });
    expect(read.Writable).toBe(true);
  });

  it.each([
    ['a score of 0', { Teamwork: 0 }, 'Teamwork'],
    ['a score of 6', { Teamwork: 6 }, 'Teamwork'],
    ['a fractional score', { Initiative: 3.5 }, 'Initiative'],
    ['an unknown recommendation', { Recommendation: 'Maybe' }, 'Recommendation'],
    ['an assessment too long', { Assessment: 'x'.repeat(3001) }, 'Assessment'],
    ['control characters', { Assessment: 'bell\u0007' }, 'Assessment'],
  ])('refuses %s with a 422 on that field', async (_label, payload, field) => {
    const res = await save(w.supervisor.headers, w.intern.id, payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('a submit needs every criterion, the assessment and the recommendation', async () => {
    const res = await submit(w.supervisor.headers, w.intern.id, { Assessment: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Complete every field before submitting the evaluation.');
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'Assessment',
        'Communication',
        'Initiative',
        'QualityOfWork',
        'Reliability',
        'Teamwork',
      ].sort(),
    );
    expect(res.json().errors.Teamwork).toEqual(['Rate Teamwork from 1 to 5.']);
    expect((await stored(w.intern.id))?.submitted_at).toBeNull();
  });

  it('who may see and write: another supervisor, interns and admins may not write', async () => {
    const refused = [w.otherSupervisor.headers, w.intern.headers, w.otherIntern.headers, w.admin];
    for (const headers of refused) {
      expect((await save(headers, w.intern.id, { Teamwork: 1 })).statusCode).toBe(403);
      expect((await submit(headers, w.intern.id, COMPLETE)).statusCode).toBe(403);
    }
    // Reading: another supervisor and interns are refused; an unknown id looks the same to them.
    expect((await get(w.otherSupervisor.headers, w.intern.id)).statusCode).toBe(403);
    expect((await get(w.otherSupervisor.headers, 999999)).statusCode).toBe(403);
    expect((await get(w.intern.headers, w.intern.id)).statusCode).toBe(403);
    expect((await get(w.supervisor.headers, w.supervisor.id)).statusCode).toBe(403);
    // An admin reads any intern's (the completion letter needs it); 404 for an unknown one.
    const asAdmin = await get(w.admin, w.intern.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().Evaluation.TechnicalSkill).toBe(4);
    expect((await get(w.admin, 999999)).statusCode).toBe(404);
    expect((await stored(w.intern.id))?.teamwork).toBeNull();
  });

  it('an intern does not see the draft: their answer is null until it is submitted', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Evaluation/mine',
      headers: w.intern.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Evaluation: null });
    const asSupervisor = await ctx.app.inject({
      method: 'GET',
      url: '/api/Evaluation/mine',
      headers: w.supervisor.headers,
    });
    expect(asSupervisor.statusCode).toBe(403);
  });

  it('submits, then it is read-only: a save or a second submit is a 409; the intern reads it', async () => {
    const res = await submit(w.supervisor.headers, w.intern.id, COMPLETE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Evaluation submitted' });
    const row = await stored(w.intern.id);
    expect(row).toMatchObject({
      technical_skill: 4,
      quality_of_work: 5,
      communication: 3,
      teamwork: 4,
      initiative: 2,
      reliability: 5,
      assessment: COMPLETE.Assessment,
      recommendation: 'Highly recommended',
      supervisor_id: w.supervisor.id,
    });
    expect(row?.submitted_at).toEqual(expect.any(String));
    expect(await notificationKinds(ctx, w.intern.id)).toEqual(['evaluation_submitted']);

    for (const again of [
      await save(w.supervisor.headers, w.intern.id, { Teamwork: 1 }),
      await submit(w.supervisor.headers, w.intern.id),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SUBMITTED);
    }
    expect((await stored(w.intern.id))?.teamwork).toBe(4);
    expect((await get(w.supervisor.headers, w.intern.id)).json().Writable).toBe(false);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/Evaluation/mine',
      headers: w.intern.headers,
    });
    expect(mine.json()).toEqual({
      Evaluation: {
        ...COMPLETE,
        SubmittedAt: row?.submitted_at,
        Supervisor: expect.any(String),
      },
    });
    // The other intern still has none.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/Evaluation/mine',
      headers: w.otherIntern.headers,
    });
    expect(other.json()).toEqual({ Evaluation: null });
  });

  it('the window: refused (409) before a week before the end, allowed from that day on', async () => {
    const early = await internOfIntake(8);
    const read = (await get(early.supervisor.headers, early.intern.id)).json();
    expect(read).toMatchObject({ OpensOn: day(1), Writable: false });
    for (const res of [
      await save(early.supervisor.headers, early.intern.id, { Teamwork: 3 }),
      await submit(early.supervisor.headers, early.intern.id, COMPLETE),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(opensOnMessage(day(1)));
    }
    expect(await stored(early.intern.id)).toBeUndefined();

    const opensToday = await internOfIntake(7);
    expect((await get(opensToday.supervisor.headers, opensToday.intern.id)).json()).toMatchObject({
      OpensOn: day(0),
      Writable: true,
    });
    const saved = await save(opensToday.supervisor.headers, opensToday.intern.id, { Teamwork: 3 });
    expect(saved.statusCode).toBe(200);
    expect((await stored(opensToday.intern.id))?.teamwork).toBe(3);

    // After the end it stays open: a late evaluation is still one.
    const ended = await internOfIntake(-30);
    expect((await submit(ended.supervisor.headers, ended.intern.id, COMPLETE)).statusCode).toBe(
      200,
    );
  });

  it("the intern's internship: the intake's name, dates and days left; null without one", async () => {
    const { intern } = await internOfIntake(42);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Internship/mine',
      headers: intern.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Internship: {
        Name: `Intake ending in 42 days ${intern.id}`,
        StartsOn: day(42 - 120),
        EndsOn: day(42),
        DaysLeft: 42,
      },
    });
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/Internship/mine',
      headers: w.intern.headers,
    });
    expect(none.json()).toEqual({ Internship: null });
    const admin = await loginAdmin(ctx);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/Internship/mine',
      headers: admin,
    });
    expect(refused.statusCode).toBe(403);
  });
});
