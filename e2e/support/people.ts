import { ADMIN, api, loginToken, passedApplicant, type Applicant } from './app';
import type { RunningServer } from './server';
import { TestSmtpServer } from './smtp';

/** Where a journey reads e-mails: its SMTP receiver, or the log of a server without SMTP_URL. */
export type MailSource = TestSmtpServer | RunningServer;

/** The activation link (`/signUp?token=…&email=…`) last e-mailed to this address. */
export async function activationLink(mail: MailSource, email: string): Promise<URL> {
  const pattern = new RegExp(
    `https?://[^\\s"]+/signUp\\?token=[\\w-]+&email=${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}`,
    'g',
  );
  const find = () => {
    const text =
      mail instanceof TestSmtpServer
        ? mail
            .to(email)
            .map((message) => message.text ?? '')
            .join('\n')
        : mail.output();
    return text.match(pattern)?.at(-1);
  };
  const start = Date.now();
  let link = find();
  while (!link && Date.now() - start < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    link = find();
  }
  if (!link) throw new Error(`no activation link was e-mailed to ${email}`);
  return new URL(link);
}

/** A passed applicant who activated an account with the e-mailed link; answers the session token. */
export async function activatedInternToken(
  baseURL: string,
  applicant: Applicant,
  password: string,
  mail: MailSource,
) {
  await activatedIntern(baseURL, applicant, password, mail);
  return loginToken(baseURL, applicant.Email, password);
}

/** A passed applicant who activated an account with the link of the "Interview Passed" e-mail. */
export async function activatedIntern(
  baseURL: string,
  applicant: Applicant,
  password: string,
  mail: MailSource,
) {
  const id = await passedApplicant(baseURL, applicant);
  const token = (await activationLink(mail, applicant.Email)).searchParams.get('token');
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
