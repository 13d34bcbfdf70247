import { createUser, login, loginAdmin, uniqueEmail } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { isoNow } from '../src/lib/time';

type Headers = Record<string, string>;
const tokenFrom = (text: string | undefined) =>
  /\/resetPassword\/([\w-]+)/.exec(text ?? '')?.[1] as string;

let unique = 0;

describeEachDatabase('academic details', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx: TestContext = useTestApp(dialect, env);
  let admin: Headers;
  let university: { id: number; name: string };
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    const name = `Kenyatta University ${Date.now()}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Universities',
      headers: admin,
      payload: { Name: name, Criteria: [], CountersignRequired: false },
    });
    university = { id: res.json().Id, name };
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

  async function namedIntern(name = `Amina Njeri ${++unique}`) {
    const intern = await createUser(ctx, 'INT');
    await ctx.app.db.updateTable('users').set({ name }).where('id', '=', intern.id).execute();
    return { ...intern, name };
  }

  const details = (email: string | null, overrides: Record<string, unknown> = {}) => ({
    UniversityId: university.id,
    StudyProgramme: 'BSc Computer Science',
    AcademicSupervisorName: email === null ? null : 'Dr. Otieno Ouma',
    AcademicSupervisorEmail: email,
    ...overrides,
  });

  const account = (email: string) =>
    ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('archived_at', 'is', null)
      .executeTakeFirst();

  const ageWindow = (email: string) =>
    ctx.app.db
      .updateTable('mail_windows')
      .set({ sent_at: '2000-01-01T00:00:00.000Z' })
      .where('address', '=', email)
      .execute();

  it('starts empty; the intern names a new academic supervisor, who is invited and signs in as ACA', async () => {
    const intern = await namedIntern();
    const empty = await call('GET', '/Intern/Academic', intern.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      University: null,
      StudyProgramme: null,
      AcademicSupervisor: null,
    });

    const email = uniqueEmail('aca');
    const mail = await smtp.next(email, async () => {
      const res = await call(
        'PUT',
        '/Intern/Academic',
        intern.headers,
        details(` ${email.toUpperCase()} `),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'University details saved' });
    });
    expect(mail.subject).toBe('Your academic supervisor account');
    expect(mail.text).toContain('Hello Dr. Otieno Ouma,');
    expect(mail.text).toContain(
      `${intern.name} named you as their academic supervisor in the internship programme.`,
    );
    expect(mail.text).toMatch(/http:\/\/app\.test\/resetPassword\/[\w-]+/);

    const created = await account(email);
    expect(created).toMatchObject({
      role: 'ACA',
      password_hash: null,
      university_id: university.id,
      language: 'en',
    });
    const link = await ctx.app.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('user_id', '=', created!.id)
      .executeTakeFirstOrThrow();
    expect(link.purpose).toBe('invite');

    const before = await call('GET', '/Intern/Academic', intern.headers);
    expect(before.json()).toEqual({
      University: { Id: university.id, Name: university.name },
      StudyProgramme: 'BSc Computer Science',
      AcademicSupervisor: { Name: 'Dr. Otieno Ouma', Email: email, SignedUp: false },
    });

    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/Reset',
      payload: { token: tokenFrom(mail.text), password: 'Academ1c-pass' },
    });
    expect(set.statusCode).toBe(200);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Academ1c-pass' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().Role).toEqual(['ACA']);

    const after = await call('GET', `/Admin/Intern/${intern.id}/Academic`, admin);
    expect(after.json().AcademicSupervisor).toEqual({
      Name: 'Dr. Otieno Ouma',
      Email: email,
      SignedUp: true,
    });
    const again = await call('POST', '/Intern/Academic/Invitation', intern.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The academic supervisor has already signed up.');
  });

  it("an administrator's invitation is in the administrator's language and names both", async () => {
    const intern = await namedIntern('Baraka Mwangi');
    const email = uniqueEmail('mhadhiri');
    const mail = await smtp.next(email, async () => {
      const res = await call(
        'PUT',
        `/Admin/Intern/${intern.id}/Academic`,
        { ...admin, cookie: 'lang=sw' },
        details(email),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Taarifa za chuo kikuu zimehifadhiwa');
    });
    expect(mail.subject).toBe('Akaunti yako ya msimamizi wa kitaaluma');
    expect(mail.text).toContain('Habari Dr. Otieno Ouma,');
    expect(mail.text).toMatch(
      /, msimamizi wa mfumo wa mpango wa mafunzo kazini, amekutaja kuwa msimamizi wa kitaaluma wa Baraka Mwangi\./,
    );
    expect((await account(email))?.language).toBe('sw');
  });

  it('links an existing academic supervisor and tells them; no second account', async () => {
    const email = uniqueEmail('linked');
    const first = await namedIntern();
    await smtp.next(email, () => call('PUT', '/Intern/Academic', first.headers, details(email)));
    const aca = await account(email);
    const second = await namedIntern('Wanjiru Kamau');
    const notice = await smtp.next(email, async () => {
      const res = await call(
        'PUT',
        `/Admin/Intern/${second.id}/Academic`,
        admin,
        details(email, { AcademicSupervisorName: 'Someone Else' }),
      );
      expect(res.statusCode).toBe(200);
    });
    expect(notice.subject).toBe('A new student: Wanjiru Kamau');
    expect(notice.text).toContain('named you as the academic supervisor of Wanjiru Kamau.');
    expect(notice.text).toContain('http://app.test/login');
    expect(notice.text).not.toContain('resetPassword');
    const accounts = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(accounts).toEqual([{ id: aca!.id }]);
    const linked = await ctx.app.db
      .selectFrom('users')
      .select('academic_supervisor_id')
      .where('id', 'in', [first.id, second.id])
      .execute();
    expect(linked).toEqual([
      { academic_supervisor_id: aca!.id },
      { academic_supervisor_id: aca!.id },
    ]);
  });

  it('two saves naming the same new e-mail at once both link the one account they make', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = uniqueEmail(`race${round}`);
      const first = await namedIntern();
      const second = await namedIntern();
      const answers = await Promise.all([
        call('PUT', '/Intern/Academic', first.headers, details(email)),
        call('PUT', `/Admin/Intern/${second.id}/Academic`, admin, details(email)),
      ]);
      expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
        [200, 'University details saved'],
        [200, 'University details saved'],
      ]);
      const accounts = await ctx.app.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('email', '=', email)
        .execute();
      expect(accounts).toEqual([{ id: expect.any(Number), role: 'ACA' }]);
      const linked = await ctx.app.db
        .selectFrom('users')
        .select('academic_supervisor_id')
        .where('id', 'in', [first.id, second.id])
        .execute();
      expect(linked).toEqual([
        { academic_supervisor_id: accounts[0].id },
        { academic_supervisor_id: accounts[0].id },
      ]);
    }
  });

  it("refuses another role's e-mail (409 under the field) and changes nothing", async () => {
    const intern = await namedIntern();
    const supervisor = await createUser(ctx, 'SUP');
    const before = (await call('GET', '/Intern/Academic', intern.headers)).json();
    const res = await call('PUT', '/Intern/Academic', intern.headers, details(supervisor.email));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This e-mail belongs to an account that is not an academic supervisor.',
      errors: {
        AcademicSupervisorEmail: [
          'This e-mail belongs to an account that is not an academic supervisor.',
        ],
      },
    });
    expect((await call('GET', '/Intern/Academic', intern.headers)).json()).toEqual(before);
    expect((await account(supervisor.email))?.role).toBe('SUP');
  });

  it.each([
    ['a name without an e-mail', { AcademicSupervisorEmail: null }, ['AcademicSupervisorEmail']],
    ['an e-mail without a name', { AcademicSupervisorName: null }, ['AcademicSupervisorName']],
    ['a bad e-mail', { AcademicSupervisorEmail: 'not-an-address' }, ['AcademicSupervisorEmail']],
    ['an unknown university', { UniversityId: 999999 }, ['UniversityId']],
    ['a university id past the ids', { UniversityId: 99999999999 }, ['UniversityId']],
    ['a programme of one letter', { StudyProgramme: 'B' }, ['StudyProgramme']],
    ['a programme on two lines', { StudyProgramme: 'BSc\nIT' }, ['StudyProgramme']],
  ])(
    'refuses %s with a 422 naming the field; nothing is saved',
    async (_case, overrides, fields) => {
      const intern = await namedIntern();
      const email = uniqueEmail('refused');
      const res = await call('PUT', '/Intern/Academic', intern.headers, details(email, overrides));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(fields);
      expect((await call('GET', '/Intern/Academic', intern.headers)).json().University).toBeNull();
      expect(await account(email)).toBeUndefined();
    },
  );

  it('clearing the e-mail unlinks the academic supervisor; their account stays', async () => {
    const intern = await namedIntern();
    const email = uniqueEmail('cleared');
    await smtp.next(email, () => call('PUT', '/Intern/Academic', intern.headers, details(email)));
    const res = await call(
      'PUT',
      '/Intern/Academic',
      intern.headers,
      details(null, { UniversityId: null, StudyProgramme: null }),
    );
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/Intern/Academic', intern.headers)).json()).toEqual({
      University: null,
      StudyProgramme: null,
      AcademicSupervisor: null,
    });
    expect((await account(email))?.role).toBe('ACA');
  });

  it('sends the invitation again: a fresh link, at most once in ten minutes, 409 with nobody named', async () => {
    const intern = await namedIntern();
    const nobody = await call('POST', '/Intern/Academic/Invitation', intern.headers);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe('No academic supervisor is named yet.');
    const email = uniqueEmail('again');
    const first = await smtp.next(email, () =>
      call('PUT', '/Intern/Academic', intern.headers, details(email)),
    );
    const soon = await call('POST', '/Intern/Academic/Invitation', intern.headers);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(
      'An invitation was sent less than 10 minutes ago; try again later.',
    );
    await ageWindow(email);
    const second = await smtp.next(email, async () => {
      const res = await call('POST', `/Admin/Intern/${intern.id}/Academic/Invitation`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The invitation was sent again.' });
    });
    expect(second.subject).toBe('Your academic supervisor account');
    expect(second.text).toContain(`named you as the academic supervisor of ${intern.name}.`);
    expect(tokenFrom(second.text)).not.toBe(tokenFrom(first.text));
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/Reset',
      payload: { token: tokenFrom(second.text), password: 'Academ1c-pass' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('is the intern’s own (INT) or an administrator’s: 401, 403, 404 for a non-intern id', async () => {
    const supervisor = await createUser(ctx, 'SUP');
    expect((await call('GET', '/Intern/Academic', supervisor.headers)).statusCode).toBe(403);
    expect((await call('GET', '/Intern/Academic', {})).statusCode).toBe(401);
    expect(
      (await call('GET', `/Admin/Intern/${supervisor.id}/Academic`, supervisor.headers)).statusCode,
    ).toBe(403);
    const notIntern = await call('GET', `/Admin/Intern/${supervisor.id}/Academic`, admin);
    expect(notIntern.statusCode).toBe(404);
    expect(notIntern.json().message).toBe('Intern not found');
    expect(
      (await call('PUT', '/Admin/Intern/999999/Academic', admin, details(null))).statusCode,
    ).toBe(404);
    expect((await call('POST', '/Admin/Intern/999999/Academic/Invitation', admin)).statusCode).toBe(
      404,
    );
  });

  it('an academic supervisor’s account works everywhere else: profile, lists, archive, erasure', async () => {
    const intern = await namedIntern();
    const email = uniqueEmail('erased.aca');
    const mail = await smtp.next(email, () =>
      call('PUT', '/Intern/Academic', intern.headers, details(email)),
    );
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Reset',
      payload: { token: tokenFrom(mail.text), password: 'Academ1c-pass' },
    });
    const aca = (await account(email))!;
    const headers = await login(ctx, email, 'Academ1c-pass');
    const own = await call('GET', `/User/${aca.id}/edit`, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().User).toMatchObject({ Role: 'ACA', Email: email });
    expect((await call('GET', `/Admin/User/${aca.id}/SignIn`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/Admin/User/Interns?page=1&pageSize=5', headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/Admin/User/Interns?page=1&pageSize=5', admin)).statusCode).toBe(
      200,
    );

    // Their countersignature and visit stay when they are erased, signed by a former one.
    const now = isoNow();
    const entry = await ctx.app.db
      .insertInto('logbook_entries')
      .values({
        intern_id: intern.id,
        week_start: '2026-01-05',
        state: 'signed',
        hours: 40,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('logbook_countersignatures')
      .values({ entry_id: entry.id, signer_id: aca.id, signer_name: aca.name, signed_at: now })
      .execute();
    await ctx.app.db
      .insertInto('workplace_visits')
      .values({
        intern_id: intern.id,
        visitor_id: aca.id,
        visitor_name: aca.name,
        visited_on: '2026-01-07',
        met: 'The supervisor',
        assessment: 'Good progress',
        scores: '[]',
        created_at: now,
      })
      .execute();
    const erased = await call('DELETE', `/Admin/User/${aca.id}/PersonalData`, admin);
    expect(erased.statusCode).toBe(200);
    const signature = await ctx.app.db
      .selectFrom('logbook_countersignatures')
      .selectAll()
      .where('entry_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(signature.signer_name).toBe('Former academic supervisor');
    const visit = await ctx.app.db
      .selectFrom('workplace_visits')
      .selectAll()
      .where('intern_id', '=', intern.id)
      .executeTakeFirstOrThrow();
    expect(visit.visitor_name).toBe('Former academic supervisor');
    expect(
      (await call('GET', '/Intern/Academic', intern.headers)).json().AcademicSupervisor,
    ).toBeNull();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Academ1c-pass' },
    });
    expect(signIn.statusCode).toBe(401);

    // Archiving one: 'Academic Supervisor Deleted', and their students name none.
    const other = await namedIntern();
    const otherEmail = uniqueEmail('archived.aca');
    await smtp.next(otherEmail, () =>
      call('PUT', '/Intern/Academic', other.headers, details(otherEmail)),
    );
    const otherAca = (await account(otherEmail))!;
    const archived = await call('DELETE', `/User/${otherAca.id}`, admin);
    expect(archived.json()).toEqual({ message: 'Academic Supervisor Deleted' });
    const link = await ctx.app.db
      .selectFrom('users')
      .select('academic_supervisor_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(link.academic_supervisor_id).toBeNull();
  });

  it("an erased intern's visits go, and so do their academic details", async () => {
    const intern = await namedIntern();
    await call('PUT', '/Intern/Academic', intern.headers, details(null));
    await ctx.app.db
      .insertInto('workplace_visits')
      .values({
        intern_id: intern.id,
        visitor_id: null,
        visitor_name: 'Dr. Ouma',
        visited_on: '2026-01-07',
        met: 'The supervisor',
        assessment: 'About the intern',
        scores: '[]',
        created_at: isoNow(),
      })
      .execute();
    expect((await call('DELETE', `/Admin/User/${intern.id}/PersonalData`, admin)).statusCode).toBe(
      200,
    );
    const visits = await ctx.app.db
      .selectFrom('workplace_visits')
      .select('id')
      .where('intern_id', '=', intern.id)
      .execute();
    expect(visits).toEqual([]);
    const row = await ctx.app.db
      .selectFrom('users')
      .select(['university_id', 'study_programme'])
      .where('id', '=', intern.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ university_id: null, study_programme: null });
  });
});
