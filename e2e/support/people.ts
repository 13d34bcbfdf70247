import { ADMIN, api, loginToken, passedApplicant, type Applicant } from './app';
import type { TestSmtpServer } from './smtp';

/** A passed applicant who activated an account (as /signUp does); answers the session token. */
export async function activatedInternToken(
  baseURL: string,
  applicant: Applicant,
  password: string,
) {
  await passedApplicant(baseURL, applicant);
  await api(baseURL, 'POST', '/Account/Activate', 201, {
    json: { email: applicant.Email, password },
  });
  return loginToken(baseURL, applicant.Email, password);
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
