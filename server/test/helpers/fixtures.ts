import type { Role } from '../../src/db/schema';
import { simplePdf } from '../../src/domain/demo/simple-pdf';
import { newActivationLink } from '../../src/domain/applications/activation-links';
import { insertUser } from '../../src/domain/users/users.repository';
import { hashPassword } from '../../src/lib/passwords';
import { ADMIN, type TestContext } from './test-app';
import { multipart, type FilePart } from './multipart';

export const pdf = (text = 'Curriculum vitae'): FilePart => ({
  filename: 'file.pdf',
  content: simplePdf([text]),
});

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@test.example`;

/** Logs in through the API and returns the bearer header for later requests. */
export async function login(ctx: TestContext, email: string, password: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

export const loginAdmin = (ctx: TestContext) => login(ctx, ADMIN.email, ADMIN.password);

/** A user of the given role created directly in the database, already logged in. */
export async function createUser(ctx: TestContext, role: Role, password = 'Passw0rd-test') {
  const email = uniqueEmail(role.toLowerCase());
  const id = await insertUser(ctx.app.db, {
    name: `${role} user ${counter}`,
    email,
    role,
    password_hash: await hashPassword(ctx.config, password),
    position_id: 1,
  });
  return { id, email, password, headers: await login(ctx, email, password) };
}

/** The bearer headers of an intern, a supervisor and an admin, for permission checks. */
export async function roleHeaders(ctx: TestContext) {
  const [intern, supervisor, admin] = await Promise.all([
    createUser(ctx, 'INT'),
    createUser(ctx, 'SUP'),
    loginAdmin(ctx),
  ]);
  return { INT: intern.headers, SUP: supervisor.headers, ADM: admin };
}

export function applicationForm(overrides: Record<string, string | FilePart | undefined> = {}) {
  return multipart({
    Name: 'Wanjiru Kamau',
    Email: uniqueEmail('applicant'),
    PhoneNumber: '+254712345678',
    Position: '1',
    Cv: pdf('CV'),
    AttachmentLetter: pdf('Letter'),
    ...overrides,
  });
}

/** Submits an application through the API; returns its id and e-mail. */
export async function apply(ctx: TestContext, overrides: Record<string, string> = {}) {
  const email = overrides.Email ?? uniqueEmail('applicant');
  const form = applicationForm({ ...overrides, Email: email });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/Apply', ...form });
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as number, email };
}

/** Moves an application through the pipeline as an admin. */
export async function setStatus(
  ctx: TestContext,
  admin: Record<string, string>,
  id: number,
  ApplicationStatus: string,
  Date?: string,
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/Apply/${id}`,
    headers: admin,
    payload: { ApplicationStatus, Date },
  });
}

/**
 * A fresh activation token for an application, as the "Interview Passed" e-mail carries (for
 * tests about what comes after activation; test/activation.test.ts reads the real e-mail).
 */
export async function activationToken(
  ctx: TestContext,
  application: { id: number; email: string },
) {
  const link = await newActivationLink(ctx.app.db, ctx.config, application);
  return new URL(link).searchParams.get('token') as string;
}
