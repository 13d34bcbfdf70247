import type { Page } from 'playwright-core';
import { ADMIN, api, loginToken, today } from './app';
import { inDays, sees } from './journey-steps';
import { activatedIntern, invitedSupervisor } from './people';
import type { TestSmtpServer } from './smtp';

// A completion letter's set-up and the administrator's two steps, shared by the journeys that
// issue one (completion-letter.test.ts, credential.test.ts).

export interface LetterIntern {
  Name: string;
  Email: string;
  PhoneNumber: string;
  Position: string;
}

/**
 * An intake open for applications until today, whose internship is today (a letter is issued
 * on or after the intake's last day), an activated intern in it, and their supervisor's final
 * evaluation submitted: the letter can be issued. Answers the intern's user id.
 */
export async function internReadyForLetter(
  url: string,
  smtp: TestSmtpServer,
  intern: LetterIntern,
  password: string,
  intake: { Name: string; InternshipStart: string; InternshipEnd: string },
  supervisor: { Name: string; Email: string; Password: string },
): Promise<number> {
  const token = await loginToken(url, ADMIN.email, ADMIN.password);
  const { Positions } = await api<{ Positions: { id: number }[] }>(url, 'GET', '/Position', 200);
  await api(url, 'POST', '/Intake', 201, {
    token,
    json: {
      ...intake,
      ApplicationsOpen: inDays(-30),
      ApplicationsClose: today(),
      Positions: Positions.map((position) => position.id),
    },
  });
  await activatedIntern(url, intern, password, smtp);
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    url,
    'GET',
    '/Admin/User/Interns',
    200,
    { token },
  );
  const internId = Interns.find((one) => one.Email === intern.Email)!.user_id;
  const signer = await invitedSupervisor(url, smtp, supervisor);
  await api(url, 'PUT', `/User/${internId}`, 200, {
    token,
    json: { InternID: internId, SupervisorID: signer.id },
  });
  await api(url, 'POST', `/Evaluation/${internId}/submit`, 200, {
    token: signer.token,
    json: {
      TechnicalSkill: 5,
      QualityOfWork: 4,
      Communication: 4,
      Teamwork: 5,
      Initiative: 4,
      Reliability: 5,
      Assessment: 'Thorough and curious.',
      Recommendation: 'Highly recommended',
    },
  });
  return internId;
}

/** The administrator issues the intern's letter on its screen; answers the letter's code. */
export async function issueLetter(admin: Page, internId: number): Promise<string> {
  await admin.goto(`/adminDashboard/performanceDetails/${internId}`);
  await admin.getByRole('link', { name: 'Completion Letter' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Completion Letter' }).waitFor();
  await sees(admin, 'Final evaluation: Submitted');
  await admin.getByRole('button', { name: 'Issue Letter' }).click();
  await sees(admin, 'Letter issued');
  return (await admin
    .getByRole('cell', { name: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/ })
    .first()
    .textContent())!;
}

/** The administrator revokes the letter with this code, on the letter's screen. */
export async function revokeLetter(admin: Page, code: string, reason: string) {
  await admin.getByRole('button', { name: `Revoke letter ${code}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Revoke Letter' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await sees(admin, 'Letter revoked');
}
