import { ADMIN, api, loginToken, passedApplicant, today, type Applicant } from './app';
import { inDays } from './journey-steps';
import type { TestSmtpServer } from './smtp';

/** The activation link (`/signUp?token=…&email=…`) last e-mailed to this address. */
export async function activationLink(smtp: TestSmtpServer, email: string): Promise<URL> {
  const find = () =>
    smtp
      .to(email)
      .map((message) => /https?:\/\/\S+\/signUp\?token=\S+/.exec(message.text ?? '')?.[0])
      .filter((link) => link !== undefined)
      .at(-1);
  await smtp.waitFor(() => find() !== undefined);
  return new URL(find() as string);
}

/** A passed applicant who activated an account with the e-mailed link; answers the session token. */
export async function activatedInternToken(
  baseURL: string,
  applicant: Applicant,
  password: string,
  smtp: TestSmtpServer,
) {
  await activatedIntern(baseURL, applicant, password, smtp);
  return loginToken(baseURL, applicant.Email, password);
}

/** A passed applicant who activated an account with the link of the "Interview Passed" e-mail. */
export async function activatedIntern(
  baseURL: string,
  applicant: Applicant,
  password: string,
  smtp: TestSmtpServer,
) {
  const id = await passedApplicant(baseURL, applicant);
  const token = (await activationLink(smtp, applicant.Email)).searchParams.get('token');
  await api(baseURL, 'POST', '/Account/Activate', 201, {
    json: { email: applicant.Email, password, token },
  });
  return id;
}

/**
 * A supervisor added by the administrator who set a password from the invitation e-mail (read
 * at the test's SMTP receiver); answers the supervisor's id and session token.
 */
export async function invitedSupervisor(
  baseURL: string,
  smtp: TestSmtpServer,
  person: { Name: string; Email: string; Password: string },
) {
  const adminToken = await loginToken(baseURL, ADMIN.email, ADMIN.password);
  const { Positions } = await api<{ Positions: { id: number }[] }>(
    baseURL,
    'GET',
    '/Position',
    200,
  );
  const { id } = await api<{ id: number }>(baseURL, 'POST', '/User', 201, {
    token: adminToken,
    json: {
      Name: person.Name,
      Email: person.Email,
      PhoneNumber: '+254722000999',
      Position: Positions[0].id,
      Role: 'SUP',
    },
  });
  await smtp.waitFor(() => smtp.to(person.Email).length > 0);
  const token = /\/resetPassword\/([^\s/]+)/.exec(smtp.to(person.Email)[0].text ?? '')?.[1];
  await api(baseURL, 'POST', '/Reset', 200, { json: { token, password: person.Password } });
  return { id, token: await loginToken(baseURL, person.Email, person.Password) };
}

/**
 * An academic supervisor named by an intern (PUT /Intern/Academic with the intern's session) who
 * set a password from the invitation e-mail; answers their session token.
 */
export async function invitedAcademicSupervisor(
  baseURL: string,
  smtp: TestSmtpServer,
  internToken: string,
  person: { Name: string; Email: string; Password: string },
) {
  await api(baseURL, 'PUT', '/Intern/Academic', 200, {
    token: internToken,
    json: {
      UniversityId: null,
      StudyProgramme: null,
      AcademicSupervisorName: person.Name,
      AcademicSupervisorEmail: person.Email,
    },
  });
  await smtp.waitFor(() => smtp.to(person.Email).length > 0);
  const token = /\/resetPassword\/([^\s/]+)/.exec(smtp.to(person.Email)[0].text ?? '')?.[1];
  await api(baseURL, 'POST', '/Reset', 200, { json: { token, password: person.Password } });
  return loginToken(baseURL, person.Email, person.Password);
}

/**
 * An intern who activated their account in an intake whose internship then began four weeks
 * ago (finished weeks to write), with an invited supervisor assigned; answers the intern's id
 * and the supervisor's id and session token.
 */
export async function internFourWeeksIn(
  baseURL: string,
  smtp: TestSmtpServer,
  intern: Applicant & { Password: string },
  supervisor: { Name: string; Email: string; Password: string },
  intakeName: string,
) {
  const token = await loginToken(baseURL, ADMIN.email, ADMIN.password);
  const { Positions } = await api<{ Positions: { id: number }[] }>(
    baseURL,
    'GET',
    '/Position',
    200,
  );
  const positions = Positions.map((position) => position.id);
  const intake = { Name: intakeName, InternshipEnd: inDays(60), Positions: positions };
  const { id: intakeId } = await api<{ id: number }>(baseURL, 'POST', '/Intake', 201, {
    token,
    json: {
      ...intake,
      ApplicationsOpen: inDays(-1),
      ApplicationsClose: today(),
      InternshipStart: today(),
    },
  });
  await activatedIntern(baseURL, intern, intern.Password, smtp);
  // The internship began four weeks ago: finished weeks to write.
  await api(baseURL, 'PUT', `/Intake/${intakeId}`, 200, {
    token,
    json: {
      ...intake,
      ApplicationsOpen: inDays(-60),
      ApplicationsClose: inDays(-29),
      InternshipStart: inDays(-28),
    },
  });
  const { Interns } = await api<{ Interns: { user_id: number; Email: string }[] }>(
    baseURL,
    'GET',
    '/Admin/User/Interns',
    200,
    { token },
  );
  const internId = Interns.find((row) => row.Email === intern.Email)!.user_id;
  const assigned = await invitedSupervisor(baseURL, smtp, supervisor);
  await api(baseURL, 'PUT', `/User/${internId}`, 200, {
    token,
    json: { InternID: internId, SupervisorID: assigned.id },
  });
  return { internId, supervisor: assigned };
}
