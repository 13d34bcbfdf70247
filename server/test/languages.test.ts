import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { setSupervisor } from '../src/domain/people/people.repository';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { isoNow } from '../src/lib/time';
import {
  applicationForm,
  createUser,
  loginAdmin,
  setStatus,
  uniqueEmail,
} from './helpers/fixtures';
import { evaluate, joinIntake } from './helpers/internship';
import { pdfText } from './helpers/pdf-text';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { today } from './helpers/world';

/**
 * Issue 57, the server's part: e-mails in their recipient's language (an applicant's is the
 * application's, a user's the one stored), everything else in the request's (notifications,
 * messages, PDFs); the language of one's e-mails stored at a first sign-in or when chosen.
 */
const SW = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };
const FUTURE = '2099-07-15';
const PASSWORD = 'Intern-pass-2026';

describeEachDatabase('languages', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = await loginAdmin(ctx);
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { headers?: Record<string, string>; payload?: object } = {},
  ) => ctx.app.inject({ method, url, headers: options.headers, payload: options.payload });
  const languageOf = async (id: number) =>
    (
      await ctx.app.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).language;
  const loginAs = (email: string, password: string, headers: Record<string, string> = {}) =>
    inject('POST', '/api/login', { payload: { email, password }, headers });

  /** Applies with the form of the shared fixture, from a page in `headers`' language. */
  async function applyIn(headers: Record<string, string>, name: string) {
    const email = uniqueEmail('mwombaji');
    const form = applicationForm({ Name: name, Email: email, Position: '2' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Apply',
      ...form,
      headers: { ...form.headers, ...headers },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as number, email, message: res.json().message as string };
  }

  it("writes an applicant's e-mails in the language they applied in, through to their account", async () => {
    const { id, email, message } = await applyIn(SW, 'Amina Wanjiru');
    expect(message).toBe('Utapokea barua pepe kuhusu ombi lako');
    await smtp.waitFor(() => smtp.to(email).length === 1);
    const received = smtp.to(email)[0];
    expect(received.subject).toBe('Tumepokea ombi lako');
    expect(received.text).toContain('Habari Amina Wanjiru,');
    expect(received.text).toContain('Asante kwa kuomba nafasi ya mafunzo kazini katika');
    expect(received.text).toContain('Timu ya Mpango wa Mafunzo Kazini');
    expect(received.text).not.toContain('Thank you');
    const stored = await ctx.app.db
      .selectFrom('applications')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('sw');

    // The administrator works in English; the applicant still reads Swahili.
    expect((await setStatus(ctx, admin, id, 'Accepted', FUTURE)).json().message).toBe(
      'Email sent Successfully',
    );
    await smtp.waitFor(() => smtp.to(email).length === 2);
    const interview = smtp.to(email)[1];
    // Its date as the Swahili screens write one (issue 67), not as ISO.
    expect(interview.subject).toMatch(
      /^Mwaliko wa usaili: mafunzo kazini katika .+ tarehe 15 Jul 2099$/,
    );
    expect(interview.text).toContain('limekubaliwa kwa usaili tarehe 15 Jul 2099');
    const ics = interview.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics!.content.toString().replace(/\r?\n[ \t]/g, '')).toContain(
      'SUMMARY:Usaili wa mafunzo kazini',
    );
    await setStatus(ctx, admin, id, 'Passed');
    await smtp.waitFor(() => smtp.to(email).length === 3);
    const passed = smtp.to(email)[2];
    expect(passed.subject).toBe('Umefaulu usaili');
    const link = new URL(/http:\/\/app\.test\/signUp\?\S+/.exec(passed.text ?? '')![0]);

    // The account made from it keeps the application's language.
    const activated = await inject('POST', '/api/Account/Activate', {
      payload: { email, password: PASSWORD, token: link.searchParams.get('token') },
    });
    expect(activated.statusCode).toBe(201);
    const login = await loginAs(email, PASSWORD);
    expect(login.json().user.Language).toBe('sw');
    expect(await languageOf(login.json().user.user_id)).toBe('sw');
  });

  it('writes an application made in English in English, as before', async () => {
    const { email, message } = await applyIn({}, 'John Kamau');
    expect(message).toBe('You will receive an email regarding your application');
    await smtp.waitFor(() => smtp.to(email).length === 1);
    expect(smtp.to(email)[0].subject).toBe('We received your application');
    expect(smtp.to(email)[0].text).toContain('Hello John Kamau,');
  });

  it("stores a user's first language at sign-in, answers it, and keeps it after", async () => {
    // Not signed in yet (createUser signs in).
    const user = { email: uniqueEmail('first'), password: 'First-pass-2026' };
    const id = await insertUser(ctx.app.db, {
      name: 'Neema Atieno',
      email: user.email,
      role: 'INT',
      password_hash: await hashPassword(ctx.config, user.password),
    });
    expect(await languageOf(id)).toBeNull();
    const first = await loginAs(user.email, user.password, SW);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toEqual({
      Name: 'Neema Atieno',
      user_id: id,
      Language: 'sw',
      Theme: null,
    });
    expect(await languageOf(id)).toBe('sw');
    // A later sign-in from an English screen does not change it: it was stored.
    const later = await loginAs(user.email, user.password);
    expect(later.json().user.Language).toBe('sw');
    // The language switch's cookie counts as the request's language too.
    const other = { email: uniqueEmail('cookie'), password: 'Cookie-pass-2026' };
    await insertUser(ctx.app.db, {
      name: 'Otieno Odhiambo',
      email: other.email,
      role: 'SUP',
      password_hash: await hashPassword(ctx.config, other.password),
    });
    const cookie = await loginAs(other.email, other.password, { cookie: 'lang=sw' });
    expect(cookie.json().user.Language).toBe('sw');
  });

  it("starts an invited supervisor's account in the inviting administrator's language", async () => {
    const invite = (email: string, headers: Record<string, string>) =>
      smtp.next(email, async () => {
        const created = await inject('POST', '/api/User', {
          headers: { ...admin, ...headers },
          payload: {
            Name: 'Baraka Mutua',
            Email: email,
            PhoneNumber: '+254712345678',
            Position: '1',
            Role: 'SUP',
          },
        });
        expect([created.statusCode, created.body]).toEqual([201, expect.any(String)]);
      });
    const inSwahili = uniqueEmail('msimamizi');
    const mail = await invite(inSwahili, SW);
    expect(mail.subject).toBe('Akaunti yako ya msimamizi');
    expect(mail.text).toContain('Habari Baraka Mutua,');
    expect(mail.text).toContain('Akaunti ya msimamizi imefunguliwa kwa ajili yako.');
    const stored = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'language'])
      .where('email', '=', inSwahili)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('sw');
    // The switch's cookie is the screen's language too; an English screen invites in English.
    const byCookie = await invite(uniqueEmail('cookie.sup'), { cookie: 'lang=sw' });
    expect(byCookie.subject).toBe('Akaunti yako ya msimamizi');
    const inEnglish = await invite(uniqueEmail('english.sup'), {});
    expect(inEnglish.subject).toBe('Your supervisor account');
  });

  it('PUT /api/Account/Language stores the language of any signed-in role: 204, 401, 422', async () => {
    const intern = await createUser(ctx, 'INT');
    const supervisor = await createUser(ctx, 'SUP');
    const put = (headers: Record<string, string>, payload: object) =>
      inject('PUT', '/api/Account/Language', { headers, payload });

    const stored = await put(intern.headers, { Language: 'sw' });
    expect(stored.statusCode).toBe(204);
    expect(stored.body).toBe('');
    expect(await languageOf(intern.id)).toBe('sw');
    expect((await put(supervisor.headers, { Language: 'en' })).statusCode).toBe(204);
    expect(await languageOf(supervisor.id)).toBe('en');
    expect((await put(admin, { Language: 'sw' })).statusCode).toBe(204);
    expect((await put(admin, { Language: 'en' })).statusCode).toBe(204);

    expect((await put({}, { Language: 'sw' })).statusCode).toBe(401);
    const refused = await put(intern.headers, { Language: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { Language: ['The Language must be en or sw.'] },
    });
    expect((await put(intern.headers, {})).statusCode).toBe(422);
    const inSwahili = await put({ ...intern.headers, ...SW }, { Language: 'de' });
    expect(inSwahili.json()).toEqual({
      message: 'Data iliyotolewa si sahihi.',
      errors: { Language: ['Language lazima iwe en au sw.'] },
    });
    expect(await languageOf(intern.id)).toBe('sw');
    // The next sign-in answers the chosen language, whatever the screen's.
    expect((await loginAs(intern.email, intern.password)).json().user.Language).toBe('sw');
  });

  it("writes a user's e-mails in their stored language, whoever's action sends them", async () => {
    const intern = await createUser(ctx, 'INT');
    const supervisor = await createUser(ctx, 'SUP');
    await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    await inject('PUT', '/api/Account/Language', {
      headers: intern.headers,
      payload: { Language: 'sw' },
    });
    // The supervisor's screen is in English: the intern's e-mail is Swahili all the same.
    const mail = await smtp.next(intern.email, () =>
      inject('POST', '/api/Task', {
        headers: supervisor.headers,
        payload: {
          AssignedTo: String(intern.id),
          Task: 'Andaa ripoti',
          TaskDescription: 'Kurasa mbili.',
          Deadline: '2099-12-02',
        },
      }),
    );
    expect(mail.subject).toBe('Jukumu jipya: Andaa ripoti');
    // The deadline as the Swahili screens write a date (issue 67), not as ISO.
    expect(mail.text).toContain(
      'amekupa jukumu, "Andaa ripoti", la kukamilishwa tarehe 2 Des 2099',
    );

    // And the supervisor, who signed in from an English screen, is e-mailed in English.
    const task = (
      await ctx.app.db
        .selectFrom('tasks')
        .select('id')
        .where('assigned_to', '=', intern.id)
        .executeTakeFirstOrThrow()
    ).id;
    const done = await smtp.next(supervisor.email, () =>
      inject('PUT', `/api/Task/Status/${task}`, { headers: { ...intern.headers, ...SW } }),
    );
    expect(done.subject).toBe('Task completed: Andaa ripoti');

    // A password reset asked from an English page reaches a Swahili reader in Swahili.
    const reset = await smtp.next(intern.email, () =>
      inject('POST', '/api/PasswordReset', { payload: { email: intern.email } }),
    );
    expect(reset.subject).toBe('Weka upya nenosiri lako');
  });

  it("says notifications in the request's language, and e-mails a plain one in the recipient's", async () => {
    const intern = await createUser(ctx, 'INT');
    const supervisor = await createUser(ctx, 'SUP');
    await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    const created = await inject('POST', '/api/Task', {
      headers: supervisor.headers,
      payload: {
        AssignedTo: String(intern.id),
        Task: 'Draw the org chart',
        TaskDescription: 'Every team.',
        Deadline: today(ctx),
      },
    });
    const id = created.json().id as number;
    await smtp.waitFor(() => smtp.to(intern.email).length === 1);
    const list = async (headers: Record<string, string>) =>
      (await inject('GET', '/api/Notification', { headers })).json().Notifications as {
        Kind: string;
        Text: string;
      }[];
    const supervisorName = (await list(intern.headers))[0].Text.split(' assigned')[0];
    expect((await list(intern.headers))[0].Text).toBe(
      `${supervisorName} assigned you the task \u201cDraw the org chart\u201d.`,
    );
    expect((await list({ ...intern.headers, ...SW }))[0].Text).toBe(
      `${supervisorName} amekupa jukumu \u201cDraw the org chart\u201d.`,
    );

    // An edit has no e-mail of its own: who chose it gets the plain one, in their language.
    await inject('PUT', '/api/Notification/Preferences', {
      headers: intern.headers,
      payload: { Preferences: [{ Kind: 'task_edited', Mail: 'immediate' }] },
    });
    await inject('PUT', '/api/Account/Language', {
      headers: intern.headers,
      payload: { Language: 'sw' },
    });
    const edited = await smtp.next(intern.email, () =>
      inject('PUT', `/api/Task/${id}`, {
        headers: supervisor.headers,
        payload: {
          Task: 'Draw the new org chart',
          Description: 'Every team.',
          Deadline: today(ctx),
        },
      }),
    );
    expect(edited.subject).toBe(
      `${supervisorName} amehariri jukumu \u201cDraw the new org chart\u201d`,
    );
    expect(edited.text).toContain('Iangalie hapa:');
    expect(edited.text).toContain(
      'Unaweza kuchagua kwenye wasifu wako ni arifa zipi zitumwe kwako',
    );

    // The e-mail preferences' labels follow the request's language too.
    const preferences = await inject('GET', '/api/Notification/Preferences', {
      headers: { ...intern.headers, ...SW },
    });
    expect(preferences.json().Preferences).toContainEqual({
      Kind: 'task_assigned',
      Label: 'Jukumu ulilopewa',
      Mail: 'immediate',
    });
  });

  it("says a 4xx message, field errors and their values in the request's language", async () => {
    const wrong = await loginAs(uniqueEmail('nobody'), 'not-the-password', SW);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Barua pepe au nenosiri si sahihi' });
    expect((await loginAs(uniqueEmail('nobody'), 'not-the-password')).json()).toEqual({
      message: 'Invalid email or password',
    });

    // A schema's messages, with the field's name and its limit as values.
    const short = await inject('POST', '/api/Reset', {
      headers: SW,
      payload: { token: 'some-token', password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toContain('Nenosiri lazima liwe na angalau herufi 12.');

    // A service's message with a value the request brought.
    const user = await createUser(ctx, 'INT');
    const refused = await inject('PUT', '/api/Notification/Preferences', {
      headers: { ...user.headers, ...SW },
      payload: { Preferences: [{ Kind: 'application_received', Mail: 'never' }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.Preferences).toEqual([
      'application_received si arifa unayoweza kuichagulia.',
    ]);

    // The application form's file checks, every problem at once.
    const form = applicationForm({ Name: 'A', Cv: undefined });
    const incomplete = await ctx.app.inject({
      method: 'POST',
      url: '/api/Apply',
      ...form,
      headers: { ...form.headers, ...SW },
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toMatchObject({
      Name: ['Name lazima iwe na angalau herufi 2.'],
      Cv: ['Wasifu wa kazi (CV) unahitajika.'],
    });
  });

  it("draws the completion letter once, in the intern's language, and says when it may be issued", async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    await inject('PUT', '/api/Account/Language', {
      headers: intern.headers,
      payload: { Language: 'sw' },
    });
    await evaluate(ctx, intern, supervisor, {
      assessment: 'Makini na mwepesi wa kujifunza.',
      recommendation: 'Highly recommended',
    });
    const intakeId = await insertIntake(ctx.app.db, {
      name: `Awamu ya barua ${Math.random()}`,
      applications_open_on: '2026-01-01',
      applications_close_on: '2026-01-31',
      starts_on: '2026-02-01',
      ends_on: '2099-04-30',
    });
    await joinIntake(ctx, intern, intakeId);
    const early = await inject('POST', `/api/Letter/${intern.id}`, {
      headers: { ...admin, ...SW },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Mafunzo kazini yanaisha tarehe 30 Aprili 2099: barua ya kukamilisha mafunzo inaweza kutolewa kuanzia siku hiyo.',
    );
    const inEnglish = await inject('POST', `/api/Letter/${intern.id}`, { headers: admin });
    expect(inEnglish.json().message).toBe(
      'The internship ends on 30 April 2099: its completion letter can be issued from that day.',
    );

    await ctx.app.db
      .updateTable('intakes')
      .set({ ends_on: '2026-04-30' })
      .where('id', '=', intakeId)
      .execute();
    // The administrator's screen is English; the letter and its e-mail are the intern's.
    const mail = await smtp.next(intern.email, async () => {
      const issued = await inject('POST', `/api/Letter/${intern.id}`, { headers: admin });
      expect(issued.json().message).toBe('Letter issued');
    });
    expect(mail.subject).toBe('Barua yako ya kukamilisha mafunzo kazini');
    const pdf = await inject('GET', '/api/Letter/mine/pdf', { headers: intern.headers });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Barua ya Kukamilisha Mafunzo Kazini');
    expect(text).toContain('Hii ni kuthibitisha kwamba');
    expect(text).toContain('Tarehe za mafunzo kazini: 1 Februari 2026 hadi 30 Aprili 2026');
    expect(text).toContain('Mpango wa mafunzo kazini');
    expect(text).toContain('Anapendekezwa sana');
    expect(text).not.toContain('Internship Completion Letter');

    const code = /completion-letter-([0-9A-Z-]+)\.pdf/.exec(
      String(pdf.headers['content-disposition']),
    )![1];
    const verified = await inject('GET', `/api/verify/${code}`, { headers: SW });
    expect(verified.json().Programme).toBe('Mpango wa mafunzo kazini');
    expect((await inject('GET', `/api/verify/${code}`)).json().Programme).toBe(
      'The internship programme',
    );
  });

  it("draws the logbook PDF in the request's language, with the same verification code", async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    const intakeId = await insertIntake(ctx.app.db, {
      name: `Awamu ${Math.random()}`,
      applications_open_on: '2026-01-01',
      applications_close_on: '2026-01-20',
      starts_on: '2026-02-02',
      ends_on: '2026-03-27',
    });
    await joinIntake(ctx, intern, intakeId);
    await ctx.app.db
      .insertInto('logbook_entries')
      .values({
        intern_id: intern.id,
        week_start: '2026-02-02',
        days: 'PPPPA',
        activities: 'Set up the build server',
        learned: 'Docker',
        hours: 38,
        state: 'signed',
        submitted_at: '2026-02-06T09:00:00.000Z',
        reviewer_name: 'Grace Mwangi',
        reviewed_at: '2026-02-09T07:30:00.000Z',
        created_at: isoNow(),
        updated_at: isoNow(),
      })
      .execute();
    const pdf = (headers: Record<string, string>) =>
      inject('GET', '/api/Intern/Logbook/Pdf', { headers: { ...intern.headers, ...headers } });
    const [english, swahili] = [await pdf({}), await pdf(SW)];
    expect(swahili.statusCode).toBe(200);
    const code = (res: typeof english) => String(res.headers['content-disposition']);
    expect(code(swahili)).toBe(code(english));
    const text = await pdfText(swahili.rawPayload);
    expect(text).toContain('Daftari la Kazi la Mafunzo Kazini');
    expect(text).toContain('Wiki inayoanza 2 Februari 2026 (hadi 6 Februari 2026)');
    expect(text).toContain('Jumatatu 2 Feb: Alikuwepo');
    expect(text).toContain('Imesainiwa na Grace Mwangi tarehe 9 Februari 2026');
    expect(text).not.toContain('Internship Logbook');
    expect(await pdfText(english.rawPayload)).toContain(
      'Week of 2 February 2026 (to 6 February 2026)',
    );
  });
});
