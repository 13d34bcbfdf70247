import { strFromU8, unzipSync } from 'fflate';
import { isoNow } from '../src/lib/time';
import { createUser, loginAdmin } from './helpers/fixtures';
import { internOfIntake, mondayFrom } from './helpers/internship';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { countersign, insertVisit } from './helpers/university';

describeEachDatabase("the university in a person's data copy", (dialect) => {
  const ctx = useTestApp(dialect);
  const copyOf = async (userId: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/User/${userId}/PersonalData`,
      headers: await loginAdmin(ctx),
    });
    expect(res.statusCode).toBe(200);
    return JSON.parse(strFromU8(unzipSync(res.rawPayload)['personal-data.json']));
  };

  it("holds the intern's university, programme, academic supervisor, visits and countersignatures; the academic supervisor's what they wrote", async () => {
    const { supervisor, intern } = await internOfIntake(
      ctx,
      mondayFrom(ctx, -4),
      mondayFrom(ctx, 6),
    );
    const aca = await createUser(ctx, 'ACA');
    const now = isoNow();
    const university = await ctx.app.db
      .insertInto('universities')
      .values({ name: `Data University ${Math.random()}`, created_at: now, updated_at: now })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('users')
      .set({
        university_id: university.id,
        study_programme: 'BSc Computer Science',
        academic_supervisor_id: aca.id,
      })
      .where('id', '=', intern.id)
      .execute();
    const week = mondayFrom(ctx, -2);
    const entry = await ctx.app.db
      .insertInto('logbook_entries')
      .values({
        intern_id: intern.id,
        week_start: week,
        days: 'PPPPP',
        activities: 'Wrote tests',
        learned: 'Jest',
        hours: 40,
        state: 'signed',
        submitted_at: now,
        reviewed_by: supervisor.id,
        reviewer_name: 'Grace Mwangi',
        reviewed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signer = { id: aca.id, name: 'Dr Amina Odhiambo' };
    await countersign(ctx, entry.id, signer, '2026-02-20T10:00:00.000Z');
    await insertVisit(ctx, intern.id, signer, week, {
      met: 'Grace Mwangi',
      assessment: 'Keeps a tidy logbook.',
      scores: [{ Name: 'Punctuality', MaxScore: 5, Score: 4 }],
    });

    const theirs = await copyOf(intern.id);
    const { name: acaName } = await ctx.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', aca.id)
      .executeTakeFirstOrThrow();
    expect(theirs.university).toEqual({
      name: university.name,
      studyProgramme: 'BSc Computer Science',
      academicSupervisor: { name: acaName, email: aca.email },
    });
    const visit = {
      visited_on: week,
      met: 'Grace Mwangi',
      assessment: 'Keeps a tidy logbook.',
      scores: [{ Name: 'Punctuality', MaxScore: 5, Score: 4 }],
      created_at: expect.any(String),
    };
    expect(theirs.workplaceVisits).toEqual([{ ...visit, visitor_name: 'Dr Amina Odhiambo' }]);
    expect(theirs.logbookCountersignatures).toEqual([
      {
        week_start: week,
        signer_name: 'Dr Amina Odhiambo',
        signed_at: '2026-02-20T10:00:00.000Z',
      },
    ]);
    expect(theirs.workplaceVisitsRecorded).toEqual([]);

    const lecturer = await copyOf(aca.id);
    expect(lecturer.account).toMatchObject({ id: aca.id, role: 'ACA' });
    expect(lecturer.workplaceVisitsRecorded).toEqual([visit]);
    expect(lecturer.logbookCountersignaturesGiven).toEqual(theirs.logbookCountersignatures);
    expect(lecturer.workplaceVisits).toEqual([]);
    // The intern's name is theirs, not in the lecturer's copy.
    const { name: internName } = await ctx.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', intern.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(lecturer)).not.toContain(internName);
  });

  it('leaves the university out of a copy of someone without one', async () => {
    const intern = await createUser(ctx, 'INT');
    const copy = await copyOf(intern.id);
    expect(copy).not.toHaveProperty('university');
    expect(copy.workplaceVisits).toEqual([]);
    expect(copy.logbookCountersignatures).toEqual([]);
  });
});
