import { strFromU8, unzipSync } from 'fflate';
import { buildApp } from '../src/app';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import { requestPersonalDataLink } from '../src/domain/personal-data/personal-data-links.service';
import { releaseLease, takeLease } from '../src/domain/leases/leases.repository';
import { runRetention, runRetentionJob } from '../src/domain/personal-data/retention.service';
import { DAY } from '../src/lib/time';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { applicationForm, createUser, loginAdmin, pdf, setStatus } from './helpers/fixtures';
import { columnsContaining, sqliteFilesContaining } from './helpers/find-strings';
import { TestSmtpServer } from './helpers/smtp';
import { ADMIN, startTestApp, stopTestApp, testConfig, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, today } from './helpers/world';

let serial = 0;

/** An applicant whose every stored string is unique, so any copy of it can be searched for. */
function person() {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    Name: `Zawadi Quorra${tag}`,
    Email: `zawadi.${tag}@privacy.test`,
    PhoneNumber: `+2547119${String(serial).padStart(5, '0')}`,
    cv: `CVMARK${tag}`,
    letter: `LETTERMARK${tag}`,
  };
}
type Person = ReturnType<typeof person>;
const strings = (p: Person) => [p.Name, p.Email, p.PhoneNumber, p.cv, p.letter];

const settings = { declinedDays: 180, unactivatedDays: 180, mailDays: 30, notificationDays: 90 };

describeEachDatabase('personal data', (dialect) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    await smtp.start();
    ctx = await startTestApp(dialect, { SMTP_URL: smtp.url, FIRM_NAME: 'Acme Kenya Ltd' });
    admin = await loginAdmin(ctx);
  });
  afterAll(async () => {
    await stopTestApp(ctx);
    await smtp.stop();
  });

  const inject = (method: string, url: string, options: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: method as 'GET', url, ...options });

  async function applyAs(p: Person) {
    const form = applicationForm({
      Name: p.Name,
      Email: p.Email,
      PhoneNumber: p.PhoneNumber,
      Cv: pdf(p.cv),
      AttachmentLetter: pdf(p.letter),
    });
    const res = await inject('POST', '/api/Apply', form);
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  async function allSent(recipient: string) {
    const rows = await ctx.app.db
      .selectFrom('outbox')
      .select('status')
      .where('recipient', '=', recipient)
      .execute();
    return rows.length > 0 && rows.every((row) => row.status === 'sent');
  }

  /**
   * Moves the decision to `status` (its history entry) `days` days into the past, and the
   * application's arrival a day before it.
   */
  async function decidedDaysAgo(id: number, status: 'Declined' | 'Passed', days: number) {
    if (status === 'Passed') {
      expect((await setStatus(ctx, admin, id, 'Accepted', today(ctx))).statusCode).toBe(200);
    }
    expect((await setStatus(ctx, admin, id, status)).statusCode).toBe(200);
    const at = new Date(Date.now() - days * DAY).toISOString();
    await ctx.app.db
      .updateTable('application_events')
      .set({ at })
      .where('application_id', '=', id)
      .where('to_status', '=', status)
      .execute();
    // It arrived before it was decided, as every application does.
    const arrived = new Date(Date.now() - (days + 1) * DAY).toISOString();
    await ctx.app.db
      .updateTable('applications')
      .set({ created_at: arrived })
      .where('id', '=', id)
      .execute();
  }

  const erasedAt = async (id: number) =>
    (
      await ctx.app.db
        .selectFrom('applications')
        .select('erased_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).erased_at;

  const pipeline = async () =>
    (await inject('GET', '/api/Admin/User/Dashboard/Pipeline', { headers: admin })).json();

  async function linkFromMail(p: Person, action: 'erase' | 'export') {
    const links = () =>
      smtp
        .to(p.Email)
        .map((mail) => /https?:\/\/\S+\/personalData\/(\S+)/.exec(mail.text ?? '')?.[1])
        .filter((token) => token !== undefined);
    const before = links().length;
    const res = await inject('POST', '/api/PersonalData/Request', {
      payload: { Email: p.Email, Action: action },
    });
    expect(res.statusCode).toBe(202);
    await smtp.waitFor(() => links().length > before);
    return links()[before] as string;
  }

  it('states the privacy notice with its version and retention, and stores the version', async () => {
    const notice = (await inject('GET', '/api/PrivacyNotice')).json();
    expect(notice).toEqual({
      Firm: 'Acme Kenya Ltd',
      Contact: 'no-reply@localhost',
      Version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      RetainDeclinedDays: 180,
      RetainUnactivatedDays: 180,
      RetainMailDays: 30,
    });
    const id = await applyAs(person());
    const row = await ctx.app.db
      .selectFrom('applications')
      .select('notice_version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.notice_version).toBe(notice.Version);
  });

  it('retention erases a decline older than RETAIN_DECLINED_DAYS, and nothing else', async () => {
    const [old, recent, pending, passedOld, activatedOld] = [
      person(),
      person(),
      person(),
      person(),
      person(),
    ];
    const ids = {
      old: await applyAs(old),
      recent: await applyAs(recent),
      pending: await applyAs(pending),
      passedOld: await applyAs(passedOld),
      activatedOld: await applyAs(activatedOld),
    };
    await decidedDaysAgo(ids.old, 'Declined', 181);
    await decidedDaysAgo(ids.recent, 'Declined', 179);
    await decidedDaysAgo(ids.passedOld, 'Passed', 181);
    await decidedDaysAgo(ids.activatedOld, 'Passed', 181);
    const intern = await createUser(ctx, 'INT');
    await ctx.app.db
      .updateTable('users')
      .set({ application_id: ids.activatedOld })
      .where('id', '=', intern.id)
      .execute();
    const countsBefore = await pipeline();

    const result = await runRetention(ctx.app.db, settings);
    expect(result).toMatchObject({ declined: 1, unactivated: 1 });
    expect(await erasedAt(ids.old)).not.toBeNull();
    expect(await erasedAt(ids.passedOld)).not.toBeNull();
    for (const kept of [ids.recent, ids.pending, ids.activatedOld])
      expect(await erasedAt(kept)).toBeNull();
    expect(await columnsContaining(ctx, [...strings(old), ...strings(passedOld)])).toEqual([]);
    expect((await columnsContaining(ctx, [recent.Email, pending.cv])).length).toBeGreaterThan(0);
    expect(await pipeline()).toEqual(countsBefore);
    // Run again: nothing more to do.
    expect(await runRetention(ctx.app.db, settings)).toEqual({
      declined: 0,
      unactivated: 0,
      mailBodies: 0,
      notifications: 0,
      loginFailures: 0,
    });
  });

  it('retention erases the bodies of e-mails older than RETAIN_MAIL_DAYS', async () => {
    const p = person();
    await applyAs(p);
    await smtp.waitFor(() => smtp.to(p.Email).length > 0);
    // The worker empties a body when it marks the mail sent, just after the SMTP server has it.
    for (let tries = 0; !(await allSent(p.Email)); tries++) {
      if (tries > 100) throw new Error(`the mail to ${p.Email} is never marked sent`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // As an installation without SMTP keeps them: a body written to the log, then kept.
    await ctx.app.db
      .updateTable('outbox')
      .set({ status: 'logged', body_text: `Hello ${p.Name}` })
      .where('recipient', '=', p.Email)
      .execute();
    expect(await runRetention(ctx.app.db, settings, new Date(Date.now() + 29 * DAY))).toMatchObject(
      { mailBodies: 0 },
    );
    const later = await runRetention(ctx.app.db, settings, new Date(Date.now() + 31 * DAY));
    expect(later.mailBodies).toBeGreaterThan(0);
    const rows = await ctx.app.db
      .selectFrom('outbox')
      .select(['body_text', 'subject'])
      .where('recipient', '=', p.Email)
      .execute();
    expect(rows.every((row) => row.body_text === '')).toBe(true);
  });

  it('retention deletes login failures older than a day: the e-mails typed at the login', async () => {
    const typed = person().Email;
    const old = new Date(Date.now() - DAY - 60_000).toISOString();
    const recent = new Date(Date.now() - 60_000).toISOString();
    await ctx.app.db
      .insertInto('login_failures')
      .values([old, recent].map((at) => ({ email: typed, client_address: '', created_at: at })))
      .execute();
    await runRetention(ctx.app.db, settings);
    const rows = await ctx.app.db
      .selectFrom('login_failures')
      .select('created_at')
      .where('email', '=', typed)
      .execute();
    expect(rows).toEqual([{ created_at: recent }]);
  });

  it('erasure leaves none of the person in any table or file, and the counts unchanged', async () => {
    const p = person();
    const id = await applyAs(p);
    const { Cv } = (await inject('GET', `/api/Apply/${id}`, { headers: admin })).json();
    expect((await inject('GET', new URL(Cv).pathname + new URL(Cv).search)).statusCode).toBe(200);
    await linkFromMail(p, 'export'); // a link e-mail and a link row, to be erased too
    expect((await columnsContaining(ctx, strings(p))).length).toBeGreaterThan(0);
    const countsBefore = await pipeline();

    const erased = await inject('DELETE', `/api/Admin/Application/${id}/PersonalData`, {
      headers: admin,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ message: 'Personal data erased' });

    expect(await columnsContaining(ctx, strings(p))).toEqual([]);
    if (dialect === 'sqlite') {
      for (const s of strings(p)) expect(sqliteFilesContaining(ctx, s)).toEqual([]);
    }
    expect(await pipeline()).toEqual(countsBefore);
    expect((await inject('GET', new URL(Cv).pathname + new URL(Cv).search)).statusCode).toBe(404);
    const status = await inject('POST', '/api/ApplicationStatus', { payload: { Email: p.Email } });
    expect(status.statusCode).toBe(404);
    expect(status.json().message).toBe('Email does not exist');
    const history = (await inject('GET', `/api/Apply/${id}/History`, { headers: admin })).json()
      .History;
    expect(history.map((entry: { Kind: string }) => entry.Kind)).toEqual([
      'status',
      'file-opened',
      'erased',
    ]);
    expect(history[1]).toMatchObject({ File: 'Cv', By: { Name: expect.any(String) } });
    expect(history[2].By).not.toBeNull();
    // Once is enough: a second erasure finds no such person.
    expect(
      (await inject('DELETE', `/api/Admin/Application/${id}/PersonalData`, { headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('an applicant downloads a copy through the e-mailed link, once', async () => {
    const p = person();
    const id = await applyAs(p);
    const token = await linkFromMail(p, 'export');
    const described = await inject('GET', `/api/PersonalData/${token}`);
    expect(described.json()).toEqual({
      Action: 'export',
      Name: p.Name,
      Email: p.Email,
      Position: expect.any(String),
      HasAccount: false,
    });
    const download = await inject('POST', `/api/PersonalData/${token}/Export`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(download.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'cv.pdf',
      'personal-data.json',
      'university-letter.pdf',
    ]);
    expect(Buffer.from(files['cv.pdf']).includes(p.cv)).toBe(true);
    expect(Buffer.from(files['university-letter.pdf']).includes(p.letter)).toBe(true);
    const data = JSON.parse(strFromU8(files['personal-data.json']));
    expect(data.application).toMatchObject({
      id,
      name: p.Name,
      email: p.Email,
      phone_number: p.PhoneNumber,
      status: 'Processing',
    });
    expect(data.applicationHistory).toHaveLength(1);
    const again = await inject('POST', `/api/PersonalData/${token}/Export`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or has already been used/);
  });

  it('an applicant withdraws and erases through the e-mailed link; a used or expired link is refused', async () => {
    const p = person();
    const id = await applyAs(p);
    const token = await linkFromMail(p, 'erase');
    expect((await inject('GET', `/api/PersonalData/${token}`)).json().Action).toBe('erase');
    const erased = await inject('POST', `/api/PersonalData/${token}/Erase`);
    expect(erased.statusCode).toBe(200);
    expect(await erasedAt(id)).not.toBeNull();
    expect(await columnsContaining(ctx, strings(p))).toEqual([]);
    expect((await inject('POST', `/api/PersonalData/${token}/Erase`)).statusCode).toBe(410);
    expect(
      (await inject('POST', '/api/ApplicationStatus', { payload: { Email: p.Email } })).statusCode,
    ).toBe(404);
    // Asking again for an erased address: the same answer, and no e-mail.
    const before = smtp.to(p.Email).length;
    const request = await inject('POST', '/api/PersonalData/Request', {
      payload: { Email: p.Email, Action: 'erase' },
    });
    expect(request.statusCode).toBe(202);
    expect(request.json().message).toMatch(/^If an application was made with this e-mail/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(p.Email)).toHaveLength(before);

    const late = person();
    await applyAs(late);
    await requestPersonalDataLink(
      ctx.app.db,
      ctx.config,
      late.Email,
      'export',
      new Date(Date.now() - DAY - 60_000),
    );
    const expired = /\/personalData\/(\S+)/.exec(
      (
        await ctx.app.db
          .selectFrom('outbox')
          .select('body_text')
          .where('recipient', '=', late.Email)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).body_text,
    );
    // Only queued (made here, not through a request, nothing wakes the sender), so its body
    // still holds the link.
    expect(expired).not.toBeNull();
    const refused = await inject('POST', `/api/PersonalData/${expired![1]}/Export`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toMatch(/expired or has already been used/);
    expect((await inject('GET', '/api/PersonalData/not-a-real-link')).statusCode).toBe(404);
  });

  it('the administrator exports every field and both PDFs', async () => {
    const p = person();
    const id = await applyAs(p);
    const res = await inject('GET', `/api/Admin/Application/${id}/PersonalData`, {
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="application-${id}-personal-data.zip"`,
    );
    const files = unzipSync(res.rawPayload);
    const data = JSON.parse(strFromU8(files['personal-data.json']));
    expect(data.application).toEqual({
      id,
      name: p.Name,
      email: p.Email,
      phone_number: p.PhoneNumber,
      position: expect.any(String),
      status: 'Processing',
      interview_date: null,
      notice_version: expect.any(String),
      // Issue 57: the language its e-mails are written in.
      language: 'en',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(data.files).toEqual(
      [
        { name: 'university-letter.pdf', uploadedAs: 'file.pdf', uploadedAt: expect.any(String) },
        { name: 'cv.pdf', uploadedAs: 'file.pdf', uploadedAt: expect.any(String) },
      ].sort((a, b) => (a.name < b.name ? 1 : -1)),
    );
    expect(Buffer.from(files['cv.pdf']).includes(p.cv)).toBe(true);
    expect(Buffer.from(files['university-letter.pdf']).includes(p.letter)).toBe(true);
  });

  it('erasing an intern keeps their tasks and ratings under "Former intern", not their evaluation', async () => {
    const p = person();
    const applicationId = await applyAs(p);
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    await ctx.app.db
      .updateTable('users')
      .set({
        name: p.Name,
        email: p.Email,
        phone_number: p.PhoneNumber,
        application_id: applicationId,
        supervisor_id: supervisor.id,
      })
      .where('id', '=', intern.id)
      .execute();
    const task = await createTask(ctx, supervisor, intern, {
      completed: true,
      title: 'Map the network',
    });
    await ctx.app.db.updateTable('tasks').set({ rating: 85 }).where('id', '=', task).execute();
    // The final evaluation is in their copy once submitted, and goes with them.
    const assessment = `Assessment of ${p.Name}`;
    const evaluation = {
      TechnicalSkill: 4,
      QualityOfWork: 4,
      Communication: 5,
      Teamwork: 3,
      Initiative: 4,
      Reliability: 5,
      Assessment: assessment,
      Recommendation: 'Recommended',
    };
    const submitted = await inject('POST', `/api/Evaluation/${intern.id}/submit`, {
      headers: supervisor.headers,
      payload: evaluation,
    });
    expect(submitted.statusCode).toBe(200);
    const copy = await inject('GET', `/api/Admin/User/${intern.id}/PersonalData`, {
      headers: admin,
    });
    const data = JSON.parse(strFromU8(unzipSync(copy.rawPayload)['personal-data.json']));
    expect(data.evaluation).toEqual({
      technical_skill: 4,
      quality_of_work: 4,
      communication: 5,
      teamwork: 3,
      initiative: 4,
      reliability: 5,
      assessment,
      recommendation: 'Recommended',
      supervisor: expect.any(String),
      submitted_at: expect.any(String),
    });
    // Read directly: an administrator's export would be recorded (a later test counts those).
    const written = await personalDataZip(ctx.app.db, { userId: supervisor.id });
    const theirs = JSON.parse(strFromU8(unzipSync(written!)['personal-data.json']));
    expect(theirs.evaluationsWritten).toEqual([
      {
        assessment,
        submitted_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(theirs.evaluation).toBeNull();

    const res = await inject('DELETE', `/api/Admin/User/${intern.id}/PersonalData`, {
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await columnsContaining(ctx, strings(p))).toEqual([]);
    const kept = (await inject('GET', `/api/Task/${task}`, { headers: supervisor.headers })).json();
    expect(JSON.stringify(kept)).toContain('Former intern');
    expect(JSON.stringify(kept)).toContain('Map the network');
    const row = await ctx.app.db
      .selectFrom('tasks')
      .select(['rating', 'assigned_to'])
      .where('id', '=', task)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating: 85, assigned_to: intern.id });
    const evaluations = await ctx.app.db
      .selectFrom('evaluations')
      .select('id')
      .where('intern_id', '=', intern.id)
      .execute();
    expect(evaluations).toEqual([]);
    expect(await erasedAt(applicationId)).not.toBeNull();
    // The account is gone: its old password no longer logs in.
    const login = await inject('POST', '/api/login', {
      payload: { email: intern.email, password: intern.password },
    });
    expect(login.statusCode).toBe(401);
  });

  const requestLink = (Email: string, Action: 'erase' | 'export') =>
    inject('POST', '/api/PersonalData/Request', { payload: { Email, Action } });

  /** The queued e-mails with this subject to an address (each is delivered, or about to be). */
  const queuedTo = async (recipient: string, subject: string) =>
    ctx.app.db
      .selectFrom('outbox')
      .select(['status', 'body_text'])
      .where('recipient', '=', recipient)
      .where('subject', '=', subject)
      .execute();

  async function delivered(recipient: string) {
    const pending = () =>
      ctx.app.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', recipient)
        .where('status', '=', 'pending')
        .execute();
    await smtp.waitFor(async () => (await pending()).length === 0);
  }

  /**
   * The text of the last e-mail `recipient` received: the outbox keeps no body once it is sent,
   * and a request wakes the sender, which may send before the test reads (on a loaded machine).
   */
  async function linkMailedTo(recipient: string): Promise<string> {
    await delivered(recipient);
    return smtp.to(recipient).at(-1)?.text ?? '';
  }

  it('a burst of 20 parallel requests e-mails one link (issue 44)', async () => {
    const p = person();
    const id = await applyAs(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestLink(p.Email, 'export')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(202));
    const links = await ctx.app.db
      .selectFrom('personal_data_links')
      .select('id')
      .where('application_id', '=', id)
      .execute();
    expect(links).toHaveLength(1);
    expect(await queuedTo(p.Email, 'A copy of your personal data')).toHaveLength(1);
    await delivered(p.Email);
    expect(
      smtp.to(p.Email).filter((m) => m.subject === 'A copy of your personal data'),
    ).toHaveLength(1);
  });

  it("an intern's old address gets no link: it goes to the account's address, and the page says the account goes (issue 44)", async () => {
    const p = person();
    const applicationId = await applyAs(p);
    // The intern's account came from the application; they changed its e-mail since.
    const intern = await createUser(ctx, 'INT');
    await ctx.app.db
      .updateTable('users')
      .set({ name: p.Name, application_id: applicationId })
      .where('id', '=', intern.id)
      .execute();

    // Whoever holds the old address asks, in a burst with requests for the current one.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => requestLink(p.Email, 'erase')),
      ...Array.from({ length: 5 }, () => requestLink(intern.email, 'erase')),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(202));
    expect(await queuedTo(p.Email, 'Erase your personal data')).toHaveLength(0);
    expect(await queuedTo(intern.email, 'Erase your personal data')).toHaveLength(1);
    const token = /\/personalData\/(\S+)/.exec(await linkMailedTo(intern.email))?.[1] as string;
    expect((await inject('GET', `/api/PersonalData/${token}`)).json()).toEqual({
      Action: 'erase',
      Name: p.Name,
      Email: intern.email,
      Position: expect.any(String),
      HasAccount: true,
    });
    // The copy link of the old address would hand out the CV: it goes to the account too.
    expect((await requestLink(p.Email, 'export')).statusCode).toBe(202);
    expect(await queuedTo(p.Email, 'A copy of your personal data')).toHaveLength(0);
    expect(await queuedTo(intern.email, 'A copy of your personal data')).toHaveLength(1);
    await delivered(p.Email);
    expect(smtp.to(p.Email).filter((m) => /personal data/.test(m.subject ?? ''))).toEqual([]);
  });

  it("records an administrator's export in the history; a supervisor's copy holds what they wrote, not the interns' ratings (issue 44)", async () => {
    const adminRow = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const p = person();
    const id = await applyAs(p);
    const kinds = async () =>
      (await inject('GET', `/api/Apply/${id}/History`, { headers: admin })).json().History as {
        Kind: string;
        By: { user_id: number } | null;
      }[];
    expect(
      (await inject('GET', `/api/Admin/Application/${id}/PersonalData`, { headers: admin }))
        .statusCode,
    ).toBe(200);
    expect((await kinds()).map((entry) => entry.Kind)).toEqual(['status', 'exported']);
    expect((await kinds())[1].By).toEqual({ user_id: adminRow.id, Name: adminRow.name });

    // An intern's copy is recorded in the history of the application they came from.
    const intern = await createUser(ctx, 'INT');
    await ctx.app.db
      .updateTable('users')
      .set({ application_id: id })
      .where('id', '=', intern.id)
      .execute();
    expect(
      (await inject('GET', `/api/Admin/User/${intern.id}/PersonalData`, { headers: admin }))
        .statusCode,
    ).toBe(200);
    expect((await kinds()).map((entry) => entry.Kind)).toEqual(['status', 'exported', 'exported']);

    // A supervisor has no application: the export is recorded with their account.
    const supervisor = await createUser(ctx, 'SUP');
    const task = await createTask(ctx, supervisor, intern, {
      completed: true,
      title: 'Audit the firewall rules',
    });
    await ctx.app.db.updateTable('tasks').set({ rating: 73 }).where('id', '=', task).execute();
    const at = new Date().toISOString();
    await ctx.app.db
      .insertInto('comments')
      .values({
        task_id: task,
        user_id: supervisor.id,
        body: 'Thorough.',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const res = await inject('GET', `/api/Admin/User/${supervisor.id}/PersonalData`, {
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(res.rawPayload)['personal-data.json']));
    expect(data.tasksSet).toEqual([
      {
        id: task,
        title: 'Audit the firewall rules',
        description: expect.any(String),
        deadline: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    expect(data.tasks).toEqual([]);
    expect(data.comments).toEqual([
      { task_id: task, body: 'Thorough.', created_at: at, updated_at: at },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/"rating"|"assigned_to"|"status"/);
    const recorded = await ctx.app.db
      .selectFrom('user_data_exports')
      .select(['user_id', 'by_user_id'])
      .execute();
    expect(recorded).toEqual([{ user_id: supervisor.id, by_user_id: adminRow.id }]);
  });

  it('two instances run the job: one at a time, and the application is erased once', async () => {
    const p = person();
    const id = await applyAs(p);
    await decidedDaysAgo(id, 'Declined', 200);
    const other: FastifyZod = await buildApp(testConfig(ctx.database, ctx.dataDir));
    try {
      // While one instance holds the job's lease, the other's run does nothing.
      const now = new Date();
      const until = new Date(now.getTime() + DAY).toISOString();
      expect(await takeLease(other.db, 'retention', 'instance-b', now.toISOString(), until)).toBe(
        true,
      );
      expect(await runRetentionJob(ctx.app.db, settings, 'instance-a')).toBeNull();
      expect(await erasedAt(id)).toBeNull();
      await releaseLease(other.db, 'retention', 'instance-b');
      // Both at once: they overlap or one follows the other, and the application is erased once.
      const runs = await Promise.all([
        runRetentionJob(ctx.app.db, settings, 'instance-a'),
        runRetentionJob(other.db, settings, 'instance-b'),
      ]);
      expect(runs.reduce((erased, run) => erased + (run?.declined ?? 0), 0)).toBe(1);
      expect(await erasedAt(id)).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
