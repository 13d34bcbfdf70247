import type { Browser, Page } from 'playwright-core';
import { ADMIN, logIn } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';
import { openStore, type StoredRows } from '../support/database';
import { activationLink } from '../support/people';
import { applyOnLanding, inDays, pickPerson, sees, typePhone } from '../support/journey-steps';
import { startServer, type RunningServer } from '../support/server';
import { TestSmtpServer } from '../support/smtp';

// The programme's life across the shell and the four portals, in one server and one SMTP
// receiver: every step is done in the browser by the person whose step it is. On SQLite: the
// same pipeline on PostgreSQL is the server's tests' (pipeline, tasks, activation, on both
// databases), and the production server on PostgreSQL is the journey behind nginx's.

const APPLICANT = { Name: 'Nyambura Wairimu', Email: 'nyambura@e2e.test', Phone: '712000321' };
const SUPERVISOR = { Name: 'Odhiambo Otieno', Email: 'odhiambo@e2e.test', Phone: '712000654' };
const INTERN_PASSWORD = 'Intern-pass-2026';
const SUPERVISOR_PASSWORD = 'Super-pass-2026';
const TASK = 'Map the onboarding process';
describe('the whole programme', () => {
  const smtp = new TestSmtpServer();
  let server: RunningServer;
  let browser: Browser;
  let store: StoredRows;

  beforeAll(async () => {
    await smtp.start();
    [server, browser] = await Promise.all([
      startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }),
      launchBrowser(),
    ]);
    store = await openStore(server.dataDir);
  });
  afterAll(async () => {
    await store?.close();
    await browser?.close();
    await server?.stop();
    await smtp.stop();
  });

  const one = async <T>(sql: string, params: unknown[]) => (await store.rows<T>(sql, params))[0];
  const application = () =>
    one<{ status: string; interview_date: string | null }>(
      'select status, interview_date from applications where email = $1',
      [APPLICANT.Email],
    );
  /** A dashboard tile's count, once it is there (its link reads 'Interns 3'). */
  const tile = async (page: Page, name: string) => {
    const link = page.getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
    return Number((await link.innerText()).replace(/\D+/g, ''));
  };

  it('goes from an application to a rated intern, each person in their own portal', async () => {
    const visitor = await newPage(browser, server.url);
    const admin = await newPage(browser, server.url);
    const supervisor = await newPage(browser, server.url);

    // A visitor applies with two PDFs and checks the status.
    await applyOnLanding(visitor.page, APPLICANT, 'Engineering');
    await visitor.page.waitForURL('**/applicationStatus');
    await visitor.page.getByRole('button', { name: 'Check Status' }).click();
    await visitor.page
      .getByRole('dialog', { name: 'Your Application Status' })
      .getByText('Processing')
      .waitFor();
    expect(await application()).toMatchObject({ status: 'Processing' });

    // The administrator schedules the interview: the e-mail and its .ics arrive.
    await admin.page.goto('/login');
    await logIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL('**/adminDashboard');
    const internsBefore = await tile(admin.page, 'Interns');
    await admin.page.goto('/adminDashboard/applications');
    await admin.page.getByRole('link', { name: `Accept ${APPLICANT.Name}` }).click();
    await admin.page
      .getByRole('heading', { name: 'Schedule an Interview for this Applicant' })
      .waitFor();
    await admin.page.getByLabel('Interview Date').fill(inDays(3));
    await admin.page.getByRole('button', { name: 'Schedule' }).click();
    await sees(admin.page, 'Email sent Successfully');
    await admin.page.waitForURL('**/adminDashboard/selectedApplicants');
    await smtp.waitFor(() =>
      smtp.to(APPLICANT.Email).some((m) => m.subject?.startsWith('Interview')),
    );
    const invitation = smtp.to(APPLICANT.Email).find((m) => m.subject?.startsWith('Interview'))!;
    expect(invitation.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(
      true,
    );
    expect(await application()).toEqual({ status: 'Accepted', interview_date: inDays(3) });

    // ...passes the applicant after the interview.
    await admin.page.getByRole('button', { name: `Accept ${APPLICANT.Name}` }).click();
    await admin.page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await sees(admin.page, 'Applicant Accepted');
    expect(await application()).toMatchObject({ status: 'Passed' });

    // ...adds a supervisor: the invitation arrives.
    await admin.page.goto('/adminDashboard/supervisors');
    await admin.page.getByRole('link', { name: 'Add Supervisor' }).click();
    await admin.page.getByRole('heading', { name: 'Add New Supervisor' }).waitFor();
    await admin.page.getByRole('textbox', { name: 'Name' }).fill(SUPERVISOR.Name);
    await admin.page.getByRole('textbox', { name: 'Email' }).fill(SUPERVISOR.Email);
    await typePhone(admin.page, SUPERVISOR.Phone);
    await admin.page.getByLabel('Department').selectOption({ label: 'Engineering' });
    await admin.page.getByRole('button', { name: 'Add', exact: true }).click();
    await sees(admin.page, 'Supervisor Created');
    await smtp.waitFor(() => smtp.to(SUPERVISOR.Email).length > 0);
    const link = /https?:\/\/\S+(\/resetPassword\/\S+)/.exec(
      smtp.to(SUPERVISOR.Email)[0].text ?? '',
    )?.[1];
    expect(link).toBeDefined();

    // The applicant activates with the link of the "Interview Passed" e-mail and logs in.
    const activation = await activationLink(smtp, APPLICANT.Email);
    await visitor.page.goto(`${activation.pathname}${activation.search}`);
    await visitor.page.getByLabel(/^Password/).fill(INTERN_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Sign Up' }).click();
    await sees(visitor.page, 'Sign Up Successfull. You can login now');
    await visitor.page.waitForURL('**/login');
    await logIn(visitor.page, APPLICANT.Email, INTERN_PASSWORD);
    await visitor.page.waitForURL('**/internDashboard');
    await visitor.page.getByText("You haven't been assigned any task yet").waitFor();

    // The administrator assigns the supervisor; the interns list shows it.
    await admin.page.goto('/adminDashboard/assignSupervisor');
    await pickPerson(admin.page, 'Intern', APPLICANT.Name);
    await pickPerson(admin.page, 'Supervisor', SUPERVISOR.Name, `${SUPERVISOR.Name}, Engineering`);
    await admin.page.getByRole('button', { name: 'Assign' }).click();
    await sees(admin.page, 'Supervisor Assigned');
    await admin.page.waitForURL('**/adminDashboard/interns');
    await admin.page
      .getByRole('row', { name: new RegExp(APPLICANT.Name) })
      .getByText(SUPERVISOR.Name)
      .waitFor();

    // The supervisor sets a password from the invitation and assigns a task.
    await supervisor.page.goto(link!);
    await supervisor.page.getByLabel(/^New Password/).fill(SUPERVISOR_PASSWORD);
    await supervisor.page.getByRole('button', { name: 'Reset Password' }).click();
    await supervisor.page.waitForURL('**/login');
    await logIn(supervisor.page, SUPERVISOR.Email, SUPERVISOR_PASSWORD);
    await supervisor.page.waitForURL('**/supervisorDashboard');
    await supervisor.page.getByRole('link', { name: `Assign Task to ${APPLICANT.Name}` }).click();
    await supervisor.page.getByRole('textbox', { name: 'Task' }).fill(TASK);
    await supervisor.page
      .getByRole('textbox', { name: 'Description' })
      .fill('Draw each step a new intern goes through.');
    await supervisor.page.getByLabel('Deadline').fill(inDays(7));
    await supervisor.page.getByRole('button', { name: 'Assign Task' }).click();
    await sees(supervisor.page, 'Task Assigned Successfully');
    await smtp.waitFor(() => smtp.to(APPLICANT.Email).some((m) => m.text?.includes(TASK)));

    // The intern completes it and comments.
    await visitor.page.goto('/internDashboard');
    await visitor.page.getByRole('checkbox', { name: `Completed: ${TASK}` }).check();
    await visitor.page
      .getByRole('article', { name: TASK })
      .getByText('Completed', { exact: true })
      .first()
      .waitFor();
    await visitor.page.getByRole('link', { name: /View More/ }).click();
    await visitor.page
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('Done: the map is in the shared folder.');
    await visitor.page.getByRole('button', { name: 'Add Comment' }).click();
    await sees(visitor.page, 'Comment Added Successfully');
    const task = await one<{ id: number; status: string }>(
      'select id, status from tasks where title = $1',
      [TASK],
    );
    expect(task.status).toBe('Completed');

    // The supervisor rates it 80 and adds a remark.
    await supervisor.page.goto('/supervisorDashboard/assignedTasks');
    await supervisor.page
      .getByRole('button', { name: `View Task Details of ${TASK}` })
      .or(supervisor.page.getByRole('link', { name: `View Task Details of ${TASK}` }))
      .click();
    await supervisor.page.getByRole('button', { name: 'Add Rating' }).click();
    const slider = supervisor.page.getByRole('slider');
    await slider.focus();
    for (let step = 0; step < 8; step += 1) await slider.press('PageUp');
    await supervisor.page.getByRole('button', { name: 'Save Rating' }).click();
    await sees(supervisor.page, 'Rating added');
    await supervisor.page
      .getByRole('textbox', { name: 'Add Remarks' })
      .fill('Clear and complete. Well done.');
    await supervisor.page.getByRole('button', { name: 'Add Remarks' }).click();
    await sees(supervisor.page, 'Remark Added Successfully');
    expect(await one('select rating from tasks where id = $1', [task.id])).toEqual({ rating: 80 });
    const comments = await store.rows('select body from comments where task_id = $1 order by id', [
      task.id,
    ]);
    expect(comments).toHaveLength(2);

    // The intern sees 80 % on the card and in the performance card.
    await visitor.page.goto('/internDashboard');
    await visitor.page.getByRole('article', { name: TASK }).getByText('80%').waitFor();
    await visitor.page.goto('/internDashboard/profile');
    await visitor.page.getByText('Overall Performance:').waitFor();
    await visitor.page.getByText('80%').first().waitFor();

    // The administrator's dashboard counts the new intern.
    await admin.page.goto('/adminDashboard');
    await admin.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await tile(admin.page, 'Interns')).toBe(internsBefore + 1);

    for (const person of [visitor, admin, supervisor]) {
      expect(person.consoleErrors).toEqual([]);
      await person.page.context().close();
    }
  }, 180_000);
});
