import { DateTime } from 'luxon';
import { replaceEmailChange } from '../src/domain/accounts/email-changes.repository';
import type { InjectOptions } from 'fastify';
import { createOneTimeToken } from '../src/domain/accounts/one-time-tokens.repository';
import { signFileLink } from '../src/domain/applications/signed-links';
import { insertDirectory } from '../src/domain/directories/directories.repository';
import { enqueueMail } from '../src/domain/mail/outbox.repository';
import { lastNotificationId } from '../src/domain/notifications/notifications.repository';
import { notify } from '../src/domain/notifications/notifications.service';
import { issueStreamTicket } from '../src/domain/notifications/stream-tickets.repository';
import { issueSignInCode } from '../src/domain/sso/sso-requests.repository';
import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { uploadImport } from '../src/domain/imports/imports.service';
import { insertPosition } from '../src/domain/positions/positions.repository';
import { insertUser } from '../src/domain/users/users.repository';
import { HOUR, isoNow } from '../src/lib/time';
import { hashToken, newToken } from '../src/lib/tokens';
import { activationToken, apply, applicationForm, login, uniqueEmail } from './helpers/fixtures';
import { multipart } from './helpers/multipart';
import { SoftwareAuthenticator } from './helpers/software-authenticator';
import { ADMIN, useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

const ROLES = [
  'anonymous',
  'intern',
  'otherIntern',
  'supervisor',
  'otherSupervisor',
  'admin',
] as const;
type Who = (typeof ROLES)[number];
type Expected = [
  anonymous: number,
  intern: number,
  otherIntern: number,
  sup: number,
  otherSup: number,
  admin: number,
];

/** What every row may point at: the world of two supervisors with one intern each, and more. */
interface Scene extends World {
  ctx: TestContext;
  task: number;
  completedTask: number;
  comment: number;
  application: { id: number; email: string };
  position: number;
}

type Build = (scene: Scene, who: Who) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>;

interface Row {
  method: string;
  url: string;
  expected: Expected;
  /** Path (with real ids), payload and extra headers; a fresh valid payload for each call. */
  build?: Build;
  label?: string;
}

const ANY = (status: number): Expected => [status, status, status, status, status, status];
const SIGNED_IN: Expected = [401, 200, 200, 200, 200, 200];
const ADMIN_ONLY = (status = 200): Expected => [401, 403, 403, 403, 403, status];
/** Issue 70: the academic supervisor's routes (role ACA, not among these columns). */
const ACADEMIC_ONLY: Expected = [401, 403, 403, 403, 403, 403];
const profile = (email: string) => ({
  Name: 'Matrix User',
  Email: email,
  PhoneNumber: '+254712345678',
});
const userOf = (s: Scene, who: Who) => (who === 'anonymous' || who === 'admin' ? s.intern : s[who]);
let unique = 0;
const name = (prefix: string) => `${prefix} ${Date.now()} ${++unique}`;
const directory = (s: Scene) =>
  insertDirectory(s.ctx.app.db, {
    name: name('Matrix directory'),
    tokenHash: hashToken(newToken()),
    now: isoNow(),
  });

export const MATRIX: Row[] = [
  // Issue 3: accounts, applications, positions, admin.
  { method: 'GET', url: '/api/health', expected: ANY(200) },
  { method: 'GET', url: '/api/ready', expected: ANY(200) },
  {
    method: 'POST',
    url: '/api/login',
    expected: ANY(200),
    build: () => ({ payload: { email: ADMIN.email, password: ADMIN.password } }),
  },
  {
    method: 'POST',
    url: '/api/logout',
    expected: [401, 200, 200, 200, 200, 200],
    // A fresh session per call, so the scene's tokens survive.
    build: async (s, who) => {
      if (who === 'anonymous') return {};
      const user = who === 'admin' ? ADMIN : s[who];
      return { headers: await login(s.ctx, user.email, user.password) };
    },
  },
  {
    method: 'POST',
    url: '/api/Account/Activate',
    expected: ANY(201),
    build: async (s) => {
      const email = uniqueEmail('activate');
      const now = isoNow();
      const { id } = await s.ctx.app.db
        .insertInto('applications')
        .values({
          name: 'Passed Applicant',
          email,
          phone_number: '+254712345678',
          position_id: 1,
          status: 'Passed',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await activationToken(s.ctx, { id, email });
      return { payload: { email, password: 'Activ8-password', token } };
    },
  },
  {
    method: 'POST',
    url: '/api/PasswordReset',
    expected: ANY(200),
    build: () => ({ payload: { email: uniqueEmail('reset') } }),
  },
  {
    method: 'POST',
    url: '/api/Reset',
    expected: ANY(200),
    build: async (s) => {
      const id = await insertUser(s.ctx.app.db, {
        name: 'Reset User',
        email: uniqueEmail('r'),
        role: 'INT',
      });
      const token = newToken();
      await createOneTimeToken(s.ctx.app.db, id, 'reset', hashToken(token), HOUR);
      return { payload: { token, password: 'N3w-password' } };
    },
  },
  {
    method: 'POST',
    url: '/api/Account/ConfirmEmail',
    expected: ANY(200),
    build: async (s) => {
      const id = await insertUser(s.ctx.app.db, {
        name: 'Moving User',
        email: uniqueEmail('old'),
        role: 'INT',
      });
      const token = newToken();
      await replaceEmailChange(s.ctx.app.db, {
        userId: id,
        newEmail: uniqueEmail('new'),
        tokenHash: hashToken(token),
        lifetimeMs: HOUR,
      });
      return { payload: { token } };
    },
  },
  // Issue 57: the language of one's own e-mails, for any signed-in role.
  {
    method: 'PUT',
    url: '/api/Account/Language',
    expected: [401, 204, 204, 204, 204, 204],
    build: () => ({ payload: { Language: 'en' } }),
  },
  // Issue 67: one's own theme, for any signed-in role.
  {
    method: 'PUT',
    url: '/api/Account/Theme',
    expected: [401, 204, 204, 204, 204, 204],
    build: () => ({ payload: { Theme: 'dark' } }),
  },
  // Issue 68: one's own sessions; another's session is not found.
  { method: 'GET', url: '/api/Account/Sessions', expected: SIGNED_IN },
  {
    method: 'DELETE',
    url: '/api/Account/Sessions/:id',
    expected: [401, 204, 404, 404, 404, 404],
    label: "another session of the intern's",
    build: async (s) => {
      const { authorization } = await login(s.ctx, s.intern.email, s.intern.password);
      const tokenHash = hashToken(authorization.slice('Bearer '.length));
      const session = await s.ctx.app.db
        .selectFrom('sessions')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirstOrThrow();
      return { url: `/api/Account/Sessions/${session.id}` };
    },
  },
  // The caller's own session stays: the scene's tokens survive.
  { method: 'POST', url: '/api/Account/Sessions/SignOutOthers', expected: SIGNED_IN },
  // Issue 68: the sign-in policy and how a user signs in, for administrators.
  { method: 'GET', url: '/api/Admin/SignInPolicy', expected: ADMIN_ONLY() },
  {
    method: 'PUT',
    url: '/api/Admin/SignInPolicy',
    expected: ADMIN_ONLY(),
    build: () => ({ payload: { StaffTwoFactorRequired: false, StaffSsoRequired: false } }),
  },
  {
    method: 'GET',
    url: '/api/Admin/User/:id/SignIn',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Admin/User/${s.intern.id}/SignIn` }),
  },
  // Issue 68: one's own passkeys (another's is not found), and signing in with one.
  { method: 'GET', url: '/api/Account/Passkeys', expected: SIGNED_IN },
  { method: 'POST', url: '/api/Account/Passkeys/Options', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/Account/Passkeys',
    expected: [401, 201, 201, 201, 201, 201],
    build: async (s, who) => {
      const headers = who === 'admin' ? s.admin : s[who === 'anonymous' ? 'intern' : who].headers;
      const options = await passkeyOptions(s, headers);
      return { payload: { Name: 'Matrix key', Response: authenticator().register(options) } };
    },
  },
  {
    method: 'PUT',
    url: '/api/Account/Passkeys/:id',
    expected: [401, 204, 404, 404, 404, 404],
    label: "the intern's passkey",
    build: async (s) => ({
      url: `/api/Account/Passkeys/${(await internPasskey(s)).id}`,
      payload: { Name: 'Renamed key' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/Account/Passkeys/:id',
    expected: [401, 204, 404, 404, 404, 404],
    label: "the intern's passkey",
    build: async (s) => ({ url: `/api/Account/Passkeys/${(await newInternPasskey(s)).id}` }),
  },
  { method: 'POST', url: '/api/login/passkey/options', expected: ANY(200) },
  {
    method: 'POST',
    url: '/api/login/passkey',
    expected: ANY(200),
    build: async (s) => {
      const { key } = await internPasskey(s);
      const options = await s.ctx.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
      return { payload: { Response: key.assert(options.json()) } };
    },
  },
  // Issue 68: single sign-on, public (the matrix's app has no provider; single-sign-on.test.ts
  // signs in through a real one).
  { method: 'GET', url: '/api/Sso/Providers', expected: ANY(200) },
  { method: 'GET', url: '/api/Sso/:provider/Start', expected: ANY(404), label: 'not configured' },
  {
    method: 'GET',
    url: '/api/Sso/:provider/Callback',
    expected: ANY(303),
    label: 'to the login page, refused',
  },
  {
    method: 'POST',
    url: '/api/Sso/Exchange',
    expected: ANY(200),
    label: "the intern's code",
    build: async (s) => ({
      payload: { code: await issueSignInCode(s.ctx.app.db, s.intern.id, 'x') },
    }),
  },
  // Issue 68: one's own two-factor; the sign-in's second step takes a pending sign-in's token.
  { method: 'GET', url: '/api/Account/TwoFactor', expected: SIGNED_IN },
  { method: 'POST', url: '/api/Account/TwoFactor/SetUp', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/Account/TwoFactor/Confirm',
    expected: [401, 422, 422, 422, 422, 422],
    label: 'a wrong code of a set-up begun',
    build: async (s, who) => {
      if (who !== 'anonymous') {
        const headers = who === 'admin' ? s.admin : s[who].headers;
        await s.ctx.app.inject({ method: 'POST', url: '/api/Account/TwoFactor/SetUp', headers });
      }
      return { payload: { Code: '000000' } };
    },
  },
  {
    method: 'POST',
    url: '/api/Account/TwoFactor/Disable',
    expected: [401, 422, 422, 422, 422, 422],
    label: 'a wrong password',
    build: () => ({ payload: { Password: 'Not-the-password-1', Code: '000000' } }),
  },
  ...['/api/login/TwoFactor', '/api/login/TwoFactor/SetUp', '/api/login/TwoFactor/Confirm'].map(
    (url): Row => ({
      method: 'POST',
      url,
      expected: ANY(401),
      label: 'a token no password gave',
      build: () => ({ payload: { Token: newToken(), Code: '123456' } }),
    }),
  ),
  {
    method: 'POST',
    url: '/api/login/TwoFactor/SetUp/Passkey/Options',
    expected: ANY(401),
    label: 'a token no password gave',
    build: () => ({ payload: { Token: newToken() } }),
  },
  {
    method: 'POST',
    url: '/api/login/TwoFactor/SetUp/Passkey',
    expected: ANY(401),
    label: 'a token no password gave',
    build: async (s) => {
      const options = await passkeyOptions(s, s.intern.headers);
      const Response = authenticator().register(options);
      return { payload: { Token: newToken(), Name: 'Set-up key', Response } };
    },
  },
  {
    method: 'POST',
    url: '/api/login/TwoFactor/Passkey/Options',
    expected: ANY(401),
    label: 'a token no password gave',
    build: () => ({ payload: { Token: newToken() } }),
  },
  {
    method: 'POST',
    url: '/api/login/TwoFactor/Passkey',
    expected: ANY(401),
    label: 'a token no password gave',
    build: async (s) => {
      const options = await s.ctx.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
      return { payload: { Token: newToken(), Response: authenticator().assert(options.json()) } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/Admin/User/:id/TwoFactor',
    expected: ADMIN_ONLY(),
    label: 'a user with two-factor',
    build: async (s) => {
      const id = await insertUser(s.ctx.app.db, {
        name: 'Lost phone',
        email: uniqueEmail('lost-phone'),
        role: 'SUP',
      });
      await s.ctx.app.db
        .insertInto('two_factor_secrets')
        .values({ user_id: id, secret: 'v1.x.y.z.w', created_at: isoNow(), confirmed_at: isoNow() })
        .execute();
      return { url: `/api/Admin/User/${id}/TwoFactor` };
    },
  },
  { method: 'GET', url: '/api/Position', expected: ANY(200) },
  {
    method: 'POST',
    url: '/api/Position',
    expected: ADMIN_ONLY(201),
    build: () => ({ payload: { Position: name('Position') } }),
  },
  {
    method: 'GET',
    url: '/api/Position/:id/edit',
    expected: ADMIN_ONLY(),
    build: () => ({ url: '/api/Position/1/edit' }),
  },
  {
    method: 'PUT',
    url: '/api/Position/:id',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Position/${s.position}`, payload: { Position: name('Renamed') } }),
  },
  {
    method: 'DELETE',
    url: '/api/Position/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => ({
      url: `/api/Position/${await insertPosition(s.ctx.app.db, name('Gone'))}`,
    }),
  },
  // Issue 70: universities (administrators), the picker (anyone signed in).
  {
    method: 'GET',
    url: '/api/Admin/Universities',
    expected: ADMIN_ONLY(),
  },
  {
    method: 'POST',
    url: '/api/Admin/Universities',
    expected: ADMIN_ONLY(201),
    build: () => ({ payload: universityPayload(name('University')) }),
  },
  {
    method: 'PUT',
    url: '/api/Admin/Universities/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => ({
      url: `/api/Admin/Universities/${await aUniversity(s)}`,
      payload: universityPayload(name('Renamed university')),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/Admin/Universities/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Admin/Universities/${await aUniversity(s)}` }),
  },
  { method: 'GET', url: '/api/Universities', expected: SIGNED_IN },
  // An intern's academic details: their own (INT), or any intern's (ADM).
  { method: 'GET', url: '/api/Intern/Academic', expected: [401, 200, 200, 403, 403, 403] },
  {
    method: 'PUT',
    url: '/api/Intern/Academic',
    expected: [401, 200, 200, 403, 403, 403],
    build: () => ({ payload: noAcademicSupervisor }),
  },
  {
    method: 'POST',
    url: '/api/Intern/Academic/Invitation',
    // Nobody named: 409 for an intern (the invitation itself: academic-details.test.ts).
    expected: [401, 409, 409, 403, 403, 403],
  },
  {
    method: 'GET',
    url: '/api/Admin/Intern/:id/Academic',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Admin/Intern/${s.intern.id}/Academic` }),
  },
  {
    method: 'PUT',
    url: '/api/Admin/Intern/:id/Academic',
    expected: ADMIN_ONLY(),
    build: (s) => ({
      url: `/api/Admin/Intern/${s.intern.id}/Academic`,
      payload: noAcademicSupervisor,
    }),
  },
  {
    method: 'POST',
    url: '/api/Admin/Intern/:id/Academic/Invitation',
    expected: ADMIN_ONLY(409),
    build: (s) => ({ url: `/api/Admin/Intern/${s.otherIntern.id}/Academic/Invitation` }),
  },
  {
    method: 'POST',
    url: '/api/Apply',
    expected: ANY(201),
    build: () => {
      const form = applicationForm();
      return { payload: form.payload, headers: form.headers };
    },
  },
  {
    method: 'POST',
    url: '/api/ApplicationStatus',
    expected: ANY(200),
    build: (s) => ({ payload: { Email: s.application.email } }),
  },
  {
    method: 'GET',
    url: '/api/Apply/:id',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Apply/${s.application.id}` }),
  },
  {
    method: 'PUT',
    url: '/api/Apply/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => ({
      url: `/api/Apply/${(await apply(s.ctx)).id}`,
      payload: { ApplicationStatus: 'Declined' },
    }),
  },
  {
    method: 'GET',
    url: '/api/Apply/:id/:file',
    expected: ANY(200),
    build: async (s) => {
      const admin = await s.ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADM')
        .executeTakeFirstOrThrow();
      return {
        url: signFileLink(s.ctx.app.secrets.fileLinks, '', s.application.id, 'Cv', admin.id),
      };
    },
  },
  // Issue 27: the privacy notice, the applicant's own links, the administrator's actions.
  { method: 'GET', url: '/api/PrivacyNotice', expected: ANY(200) },
  {
    method: 'POST',
    url: '/api/PersonalData/Request',
    expected: ANY(202),
    build: () => ({ payload: { Email: uniqueEmail('nobody'), Action: 'export' } }),
  },
  ...(['GET', 'POST:Erase', 'POST:Export'] as const).map((call) => {
    const [method, action] = call.split(':');
    const url = `/api/PersonalData/:token${action ? `/${action}` : ''}`;
    return {
      method,
      url,
      expected: ANY(404),
      build: () => ({ url: url.replace(':token', 'not-a-link') }),
    };
  }),
  {
    method: 'GET',
    url: '/api/Admin/Application/:id/PersonalData',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Admin/Application/${s.application.id}/PersonalData` }),
  },
  {
    method: 'DELETE',
    url: '/api/Admin/Application/:id/PersonalData',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Admin/Application/${(await apply(s.ctx)).id}/PersonalData` }),
  },
  {
    method: 'GET',
    url: '/api/Admin/User/:id/PersonalData',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Admin/User/${s.intern.id}/PersonalData` }),
  },
  {
    method: 'DELETE',
    url: '/api/Admin/User/:id/PersonalData',
    expected: ADMIN_ONLY(),
    build: async (s) => {
      const id = await insertUser(s.ctx.app.db, {
        name: 'Erased one',
        email: uniqueEmail('erased'),
        role: 'INT',
      });
      return { url: `/api/Admin/User/${id}/PersonalData` };
    },
  },
  { method: 'GET', url: '/api/Admin/User/Applicants', expected: ADMIN_ONLY() },
  { method: 'GET', url: '/api/Admin/User/Interviews', expected: ADMIN_ONLY() },
  { method: 'GET', url: '/api/Admin/User/Dashboard', expected: ADMIN_ONLY() },
  { method: 'GET', url: '/api/Admin/User/Dashboard/Pipeline', expected: ADMIN_ONLY() },
  // Issue 58: progressive releases. This scene has no release: nothing to promote or roll back.
  { method: 'GET', url: '/api/Admin/Releases', expected: ADMIN_ONLY() },
  {
    method: 'POST',
    url: '/api/Admin/Releases/:Package/Promote',
    expected: ADMIN_ONLY(409),
    build: () => ({ url: '/api/Admin/Releases/intern-portal/Promote' }),
  },
  {
    method: 'POST',
    url: '/api/Admin/Releases/:Package/Rollback',
    expected: ADMIN_ONLY(409),
    build: () => ({ url: '/api/Admin/Releases/intern-portal/Rollback' }),
  },
  {
    method: 'POST',
    url: '/api/ClientEvents',
    // Anyone may report; a release this server does not keep is refused alike.
    expected: ANY(422),
    build: () => ({
      payload: {
        Events: [{ Package: 'intern-portal', Release: '0123456789abcdef', Kind: 'view' }],
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/Apply/:id/History',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Apply/${s.application.id}/History` }),
  },
  { method: 'GET', url: '/api/Admin/Mail/Undelivered', expected: ADMIN_ONLY() },
  {
    method: 'POST',
    url: '/api/Admin/Mail/:id/Retry',
    expected: ADMIN_ONLY(),
    build: async (s) => {
      const id = await enqueueMail(s.ctx.app.db, { to: uniqueEmail('m'), subject: 'S', text: 'T' });
      return { url: `/api/Admin/Mail/${id}/Retry` };
    },
  },

  // Issue 4: people, tasks, comments, ratings, performance. "intern" belongs to "supervisor".
  {
    method: 'GET',
    url: '/api/User/:id/edit',
    expected: [401, 200, 403, 403, 403, 200],
    build: (s) => ({ url: `/api/User/${s.intern.id}/edit` }),
  },
  {
    method: 'PUT',
    url: '/api/User/:id',
    label: 'profile edit',
    expected: [401, 200, 403, 403, 403, 200],
    build: (s) => ({ url: `/api/User/${s.intern.id}`, payload: profile(s.intern.email) }),
  },
  {
    method: 'PUT',
    url: '/api/User/:id',
    label: 'supervisor assignment',
    expected: ADMIN_ONLY(),
    build: (s) => ({
      url: `/api/User/${s.intern.id}`,
      payload: { InternID: s.intern.id, SupervisorID: s.supervisor.id },
    }),
  },
  {
    method: 'GET',
    url: '/api/User/:id',
    expected: [401, 200, 403, 200, 403, 200],
    build: (s) => ({ url: `/api/User/${s.intern.id}` }),
  },
  {
    method: 'POST',
    url: '/api/User',
    expected: ADMIN_ONLY(201),
    build: () => ({ payload: { ...profile(uniqueEmail('sup')), Position: 1, Role: 'SUP' } }),
  },
  {
    method: 'DELETE',
    url: '/api/User/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => {
      const id = await insertUser(s.ctx.app.db, {
        name: 'Leaving',
        email: uniqueEmail('x'),
        role: 'INT',
      });
      return { url: `/api/User/${id}` };
    },
  },
  { method: 'GET', url: '/api/Admin/User/Supervisors', expected: ADMIN_ONLY() },
  { method: 'GET', url: '/api/Admin/User/Interns', expected: ADMIN_ONLY() },
  // Issue 89: directories (a fresh one for each call that changes one).
  { method: 'GET', url: '/api/Directories', expected: ADMIN_ONLY() },
  {
    method: 'POST',
    url: '/api/Directories',
    expected: ADMIN_ONLY(201),
    build: () => ({ payload: { Name: name('Matrix directory') } }),
  },
  {
    method: 'POST',
    url: '/api/Directories/:id/Token',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Directories/${await directory(s)}/Token` }),
  },
  {
    method: 'DELETE',
    url: '/api/Directories/:id',
    expected: ADMIN_ONLY(204),
    build: async (s) => ({ url: `/api/Directories/${await directory(s)}` }),
  },
  { method: 'GET', url: '/api/Directories/Changes', expected: ADMIN_ONLY() },
  { method: 'GET', url: '/api/Task', expected: [401, 200, 200, 200, 200, 403] },
  {
    method: 'GET',
    url: '/api/Task/:id',
    expected: [401, 200, 403, 200, 403, 200],
    build: (s) => ({ url: `/api/Task/${s.task}` }),
  },
  {
    method: 'GET',
    url: '/api/Task/:id/edit',
    expected: [401, 403, 403, 200, 403, 403],
    build: (s) => ({ url: `/api/Task/${s.task}/edit` }),
  },
  {
    method: 'PUT',
    url: '/api/Task/:id',
    expected: [401, 403, 403, 200, 403, 403],
    build: (s) => ({
      url: `/api/Task/${s.task}`,
      payload: { Task: 'Edited', Description: 'Edited text', Deadline: today(s.ctx) },
    }),
  },
  {
    method: 'POST',
    url: '/api/Task',
    expected: [401, 403, 403, 201, 403, 403],
    build: (s) => ({
      payload: {
        AssignedTo: s.intern.id,
        Task: 'New',
        TaskDescription: 'Text',
        Deadline: today(s.ctx),
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/Task/Status/:id',
    expected: [401, 200, 403, 403, 403, 403],
    build: (s) => ({ url: `/api/Task/Status/${s.task}` }),
  },
  {
    method: 'POST',
    url: '/api/Comment',
    expected: [401, 200, 403, 200, 403, 403],
    build: (s, who) => ({
      payload: { Taskid: s.task, Intern_comment: 'Matrix', Userid: userOf(s, who).id },
    }),
  },
  {
    method: 'PUT',
    url: '/api/Comment/:id',
    expected: [401, 200, 403, 403, 403, 403],
    build: (s) => ({ url: `/api/Comment/${s.comment}`, payload: { Comment: 'Edited' } }),
  },
  {
    method: 'POST',
    url: '/api/Supervisor/Task/Rate/:id',
    expected: [401, 403, 403, 200, 403, 403],
    build: (s) => ({
      url: `/api/Supervisor/Task/Rate/${s.completedTask}`,
      payload: { rating: 90 },
    }),
  },
  {
    method: 'GET',
    url: '/api/Supervisor/Task/Counts',
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    method: 'GET',
    url: '/api/Supervisor/User/MyInterns',
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    method: 'GET',
    url: '/api/Supervisor/Perfomance/:id',
    expected: [401, 403, 403, 200, 403, 403],
    build: (s) => ({ url: `/api/Supervisor/Perfomance/${s.intern.id}` }),
  },
  // Issue 49: the final evaluation of the scene's intern (no intake: writable at any time);
  // the submit last, after which it is read-only.
  { method: 'GET', url: '/api/Evaluation/mine', expected: [401, 200, 200, 403, 403, 403] },
  { method: 'GET', url: '/api/Internship/mine', expected: [401, 200, 200, 403, 403, 403] },
  {
    method: 'GET',
    url: '/api/Evaluation/:internId',
    expected: [401, 403, 403, 200, 403, 200],
    build: (s) => ({ url: `/api/Evaluation/${s.intern.id}` }),
  },
  {
    method: 'PUT',
    url: '/api/Evaluation/:internId',
    expected: [401, 403, 403, 200, 403, 403],
    build: (s) => ({ url: `/api/Evaluation/${s.intern.id}`, payload: { Teamwork: 4 } }),
  },
  {
    method: 'POST',
    url: '/api/Evaluation/:internId/submit',
    expected: [401, 403, 403, 200, 403, 403],
    build: (s) => ({
      url: `/api/Evaluation/${s.intern.id}/submit`,
      payload: {
        TechnicalSkill: 4,
        QualityOfWork: 4,
        Communication: 4,
        Teamwork: 4,
        Initiative: 4,
        Reliability: 4,
        Assessment: 'Matrix assessment.',
        Recommendation: 'Recommended',
      },
    }),
  },
  // Issue 55: the scene's intern's logbook, absences and attendance.
  {
    method: 'GET',
    url: '/api/Attendance/:internId',
    expected: [401, 200, 403, 200, 403, 200],
    build: (s) => ({ url: `/api/Attendance/${s.intern.id}` }),
  },
  { method: 'GET', url: '/api/Intern/Logbook', expected: [401, 200, 200, 403, 403, 403] },
  {
    method: 'GET',
    url: '/api/Intern/Logbook/:weekStart',
    expected: [401, 200, 200, 403, 403, 403],
    build: async (s) => ({ url: `/api/Intern/Logbook/${await lastWeek(s, 1)}` }),
  },
  {
    method: 'PUT',
    url: '/api/Intern/Logbook/:weekStart',
    expected: [401, 200, 200, 403, 403, 403],
    build: async (s) => ({
      url: `/api/Intern/Logbook/${await lastWeek(s, 1)}`,
      payload: { ...WEEK, Days: [null, null, null, null, null], Hours: null },
    }),
  },
  {
    method: 'POST',
    url: '/api/Intern/Logbook/:weekStart/Submit',
    expected: [401, 200, 200, 403, 403, 403],
    build: async (s) => ({
      url: `/api/Intern/Logbook/${await lastWeek(s, 2)}/Submit`,
      payload: WEEK,
    }),
  },
  { method: 'GET', url: '/api/Intern/Absence', expected: [401, 200, 200, 403, 403, 403] },
  {
    method: 'POST',
    url: '/api/Intern/Absence',
    expected: [401, 201, 201, 403, 403, 403],
    build: async (s) => {
      const monday = await lastWeek(s, 1);
      return { payload: { FirstDay: monday, LastDay: monday, Reason: 'exam', Note: 'Matrix' } };
    },
  },
  { method: 'GET', url: '/api/Supervisor/Logbook', expected: [401, 403, 403, 200, 200, 403] },
  {
    method: 'GET',
    url: '/api/Supervisor/Logbook/Counts',
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    method: 'GET',
    url: '/api/Supervisor/Logbook/:id',
    expected: [401, 403, 403, 200, 403, 403],
    build: async (s) => ({ url: `/api/Supervisor/Logbook/${await submittedEntry(s)}` }),
  },
  {
    method: 'POST',
    url: '/api/Supervisor/Logbook/:id/Sign',
    expected: [401, 403, 403, 200, 403, 403],
    build: async (s) => ({ url: `/api/Supervisor/Logbook/${await submittedEntry(s)}/Sign` }),
  },
  {
    method: 'POST',
    url: '/api/Supervisor/Logbook/:id/Return',
    expected: [401, 403, 403, 200, 403, 403],
    build: async (s) => ({
      url: `/api/Supervisor/Logbook/${await submittedEntry(s)}/Return`,
      payload: { Remark: 'Add the hours per day.' },
    }),
  },
  { method: 'GET', url: '/api/Supervisor/Absence', expected: [401, 403, 403, 200, 200, 403] },
  {
    method: 'POST',
    url: '/api/Supervisor/Absence/:id/Approve',
    expected: [401, 403, 403, 200, 403, 403],
    build: async (s) => ({ url: `/api/Supervisor/Absence/${await pendingAbsence(s)}/Approve` }),
  },
  {
    method: 'POST',
    url: '/api/Supervisor/Absence/:id/Decline',
    expected: [401, 403, 403, 200, 403, 403],
    build: async (s) => ({
      url: `/api/Supervisor/Absence/${await pendingAbsence(s)}/Decline`,
      payload: { Remark: 'Not that week.' },
    }),
  },
  // Issue 49. Last: an intake, once there is one, decides who may apply (POST /Apply above).
  { method: 'GET', url: '/api/Intake', expected: ADMIN_ONLY() },
  {
    method: 'POST',
    url: '/api/Intake',
    expected: ADMIN_ONLY(201),
    build: () => ({ payload: intakePayload(name('Intake')) }),
  },
  {
    method: 'GET',
    url: '/api/Intake/:id/edit',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Intake/${await anIntake(s)}/edit` }),
  },
  {
    method: 'PUT',
    url: '/api/Intake/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => ({
      url: `/api/Intake/${await anIntake(s)}`,
      payload: intakePayload(name('Renamed intake')),
    }),
  },
  // Issue 69: the programme report.
  {
    method: 'GET',
    url: '/api/Admin/Report',
    expected: ADMIN_ONLY(),
    build: () => ({ url: '/api/Admin/Report?intake=none' }),
  },
  {
    method: 'GET',
    url: '/api/Admin/Report/Xlsx',
    expected: ADMIN_ONLY(),
    build: () => ({ url: '/api/Admin/Report/Xlsx?intake=none' }),
  },
  {
    method: 'GET',
    url: '/api/Admin/Report/Pdf',
    expected: ADMIN_ONLY(),
    build: () => ({ url: '/api/Admin/Report/Pdf?intake=none' }),
  },
  // Issue 49: completion letters (the scene's intern has a live one) and their verification.
  {
    method: 'GET',
    url: '/api/Letter/mine',
    expected: [401, 200, 200, 403, 403, 403],
    build: async (s) => (await internLetter(s), {}),
  },
  {
    method: 'GET',
    url: '/api/Letter/mine/pdf',
    expected: [401, 200, 404, 403, 403, 403],
    build: async (s) => (await internLetter(s), {}),
  },
  {
    method: 'GET',
    url: '/api/Letter/intern/:id',
    expected: ADMIN_ONLY(),
    build: (s) => ({ url: `/api/Letter/intern/${s.intern.id}` }),
  },
  {
    method: 'POST',
    url: '/api/Letter/:id',
    expected: ADMIN_ONLY(201),
    build: async (s) => ({ url: `/api/Letter/${await evaluatedIntern(s)}` }),
  },
  {
    method: 'POST',
    url: '/api/Letter/:id/revoke',
    expected: ADMIN_ONLY(),
    build: async (s) => ({
      url: `/api/Letter/${(await aLetter(s, null)).id}/revoke`,
      payload: { Reason: 'Matrix' },
    }),
  },
  {
    method: 'GET',
    url: '/api/Letter/:id/pdf',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Letter/${(await aLetter(s, null)).id}/pdf` }),
  },
  {
    method: 'GET',
    url: '/api/verify/:code',
    expected: ANY(200),
    build: async (s) => ({ url: `/api/verify/${(await aLetter(s, null)).code}` }),
  },
  // Issue 55: the signed logbook's PDF (the scene's intern has a signed week; the other none).
  {
    method: 'GET',
    url: '/api/Intern/Logbook/Pdf',
    expected: [401, 200, 404, 403, 403, 403],
    build: async (s) => (await internSignedWeek(s), {}),
  },
  {
    method: 'GET',
    url: '/api/Admin/Intern/:id/Logbook/Pdf',
    expected: ADMIN_ONLY(),
    build: async (s) => {
      await internSignedWeek(s);
      return { url: `/api/Admin/Intern/${s.intern.id}/Logbook/Pdf` };
    },
  },
  // Issue 70: an intern's workplace visits, to the intern and their workplace supervisor only.
  { method: 'GET', url: '/api/Intern/Visits', expected: [401, 200, 200, 403, 403, 403] },
  {
    method: 'GET',
    url: '/api/Supervisor/Intern/:id/Visits',
    expected: [401, 403, 403, 200, 404, 403],
    build: (s) => ({ url: `/api/Supervisor/Intern/${s.intern.id}/Visits` }),
  },
  // Issue 71: a week's photos and files; the files to the intern, their supervisor and admins.
  {
    method: 'POST',
    url: '/api/Intern/Logbook/:weekStart/Attachments',
    expected: [401, 201, 201, 403, 403, 403],
    build: async (s) => {
      const form = multipart({ File: { filename: 'matrix.pdf', content: MATRIX_PDF } });
      return {
        url: `/api/Intern/Logbook/${await lastWeek(s, 3)}/Attachments`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/Intern/Logbook/:weekStart/Attachments/:id',
    expected: [401, 200, 200, 403, 403, 403],
    build: async (s, who) => {
      const week = await lastWeek(s, 3);
      const id = await anAttachment(
        s,
        who === 'otherIntern' ? s.otherIntern.id : s.intern.id,
        week,
      );
      return { url: `/api/Intern/Logbook/${week}/Attachments/${id}` };
    },
  },
  ...['', '/Thumbnail'].map((tail): Row => ({
    method: 'GET',
    url: `/api/LogbookAttachments/:id${tail}`,
    expected: [401, 200, 404, 200, 404, 200],
    build: async (s) => ({
      url: `/api/LogbookAttachments/${await anAttachment(s, s.intern.id, await lastWeek(s, 4))}${tail}`,
    }),
  })),
  // Issue 56: one's own notifications only; the stream's ticket names a session, whoever asks.
  { method: 'GET', url: '/api/Notification', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/Notification/:id/Read',
    expected: [401, 200, 404, 404, 404, 404],
    label: "the intern's notification",
    build: async (s) => {
      await notify(s.ctx.app.db, s.ctx.config, { kind: 'letter_revoked', to: s.intern.id });
      const id = await lastNotificationId(s.ctx.app.db, s.intern.id);
      return { url: `/api/Notification/${id}/Read` };
    },
  },
  { method: 'POST', url: '/api/Notification/Read', expected: SIGNED_IN },
  { method: 'GET', url: '/api/Notification/Preferences', expected: SIGNED_IN },
  {
    method: 'PUT',
    url: '/api/Notification/Preferences',
    expected: SIGNED_IN,
    build: () => ({ payload: { Preferences: [] } }),
  },
  { method: 'POST', url: '/api/Notification/Stream/Ticket', expected: SIGNED_IN },
  {
    method: 'GET',
    url: '/api/Notification/Stream',
    expected: ANY(401),
    label: "the intern's ticket past its minute",
    build: async (s) => {
      const session = await s.ctx.app.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', s.intern.id)
        .executeTakeFirstOrThrow();
      const old = await issueStreamTicket(s.ctx.app.db, session.id, Date.now() - HOUR);
      return { url: `/api/Notification/Stream?ticket=${old}` };
    },
  },
  // Issue 69: imports from spreadsheets (an admin's run imports one new position).
  { method: 'GET', url: '/api/Admin/Imports/Kinds', expected: ADMIN_ONLY() },
  {
    method: 'GET',
    url: '/api/Admin/Imports/Template/:kind',
    expected: ADMIN_ONLY(),
    build: () => ({ url: '/api/Admin/Imports/Template/interns?format=csv' }),
  },
  { method: 'GET', url: '/api/Admin/Imports', expected: ADMIN_ONLY() },
  {
    method: 'POST',
    url: '/api/Admin/Imports',
    expected: ADMIN_ONLY(201),
    build: () => {
      const form = multipart({
        Kind: 'positions',
        File: {
          filename: 'p.csv',
          content: Buffer.from(`Position\n${name('Matrix')}\n`),
          contentType: 'text/csv',
        },
      });
      return { payload: form.payload, headers: form.headers };
    },
  },
  {
    method: 'GET',
    url: '/api/Admin/Imports/:id',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Admin/Imports/${await anUpload(s)}` }),
  },
  {
    method: 'GET',
    url: '/api/Admin/Imports/:id/Preview',
    expected: ADMIN_ONLY(),
    build: async (s) => ({ url: `/api/Admin/Imports/${await anUpload(s)}/Preview` }),
  },
  {
    method: 'PUT',
    url: '/api/Admin/Imports/:id/Columns',
    expected: ADMIN_ONLY(),
    build: async (s) => ({
      url: `/api/Admin/Imports/${await anUpload(s)}/Columns`,
      payload: { Columns: ['Name'] },
    }),
  },
  {
    method: 'POST',
    url: '/api/Admin/Imports/:id/Undo',
    expected: ADMIN_ONLY(409),
    label: 'an upload not imported',
    build: async (s) => ({ url: `/api/Admin/Imports/${await anUpload(s)}/Undo` }),
  },
  {
    method: 'POST',
    url: '/api/Admin/Imports/:id/Run',
    expected: ADMIN_ONLY(202),
    build: async (s) => ({ url: `/api/Admin/Imports/${await anUpload(s)}/Run`, payload: {} }),
  },
  // Issue 70: only an academic supervisor (academic-students.test.ts: only their own students).
  ...[
    ['GET', ''],
    ['GET', '/Logbook'],
    ['GET', '/Tasks'],
    ['GET', '/Letter'],
    ['GET', '/LogbookCopy'],
    ['GET', '/Visits'],
    ['POST', '/Visits'],
  ].map(([method, tail]): Row => ({
    method,
    url: `/api/Academic/Students/:id${tail}`,
    expected: ACADEMIC_ONLY,
    build: (s) => ({ url: `/api/Academic/Students/${s.intern.id}${tail}` }),
  })),
  // Issue 87: interviews the applicant books (interview-booking.test.ts: the rules in full).
  { method: 'GET', url: '/api/InterviewSlot/Interviewers', expected: ADMIN_ONLY() },
  { method: 'GET', url: '/api/InterviewSlot', expected: ADMIN_ONLY() },
  {
    method: 'POST',
    url: '/api/InterviewSlot',
    expected: ADMIN_ONLY(422),
    build: () => ({ payload: {} }),
  },
  {
    method: 'POST',
    url: '/api/InterviewSlot/Series',
    expected: ADMIN_ONLY(422),
    build: () => ({ payload: {} }),
  },
  {
    method: 'DELETE',
    url: '/api/InterviewSlot/:id',
    expected: ADMIN_ONLY(404),
    build: () => ({ url: '/api/InterviewSlot/999999' }),
  },
  {
    method: 'POST',
    url: '/api/Apply/Invite',
    expected: ADMIN_ONLY(422),
    build: () => ({ payload: { Applications: [] } }),
  },
  {
    method: 'POST',
    url: '/api/InterviewBooking/:id/DidNotAttend',
    expected: [401, 403, 403, 404, 404, 404],
    build: () => ({ url: '/api/InterviewBooking/999999/DidNotAttend' }),
  },
  { method: 'GET', url: '/api/Interviews/Feed', expected: [401, 403, 403, 200, 200, 200] },
  { method: 'POST', url: '/api/Interviews/Feed/Renew', expected: [401, 403, 403, 200, 200, 200] },
  {
    method: 'GET',
    url: '/api/InterviewFeed/:token',
    expected: ANY(404),
    build: () => ({ url: '/api/InterviewFeed/1.0.forged' }),
  },
  ...['GET', 'POST', 'PUT', 'DELETE'].map((method): Row => ({
    method,
    url: '/api/Booking/:token',
    expected: ANY(404),
    build: () => ({
      url: '/api/Booking/1.4102444800.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      ...(method === 'POST' || method === 'PUT' ? { payload: { Slot: 1 } } : {}),
    }),
  })),
  { method: 'GET', url: '/api/Academic/Students', expected: ACADEMIC_ONLY },
  {
    method: 'POST',
    url: '/api/Academic/Logbook/:id/Countersign',
    expected: ACADEMIC_ONLY,
    build: () => ({ url: '/api/Academic/Logbook/1/Countersign' }),
  },
];

const WEEK = {
  Days: ['present', 'present', 'present', 'present', 'present'],
  Activities: 'Matrix activities.',
  Learned: 'Matrix lessons.',
  Hours: 40,
};

/**
 * The Monday `weeks` weeks before this one, inside the internship of the scene's interns, whose
 * accounts (they have no intake) are dated back to make it so.
 */
async function lastWeek(s: Scene, weeks: number) {
  const thisWeek = DateTime.fromISO(today(s.ctx)).startOf('week');
  await s.ctx.app.db
    .updateTable('users')
    .set({ created_at: thisWeek.minus({ weeks: 8 }).toUTC().toISO()! })
    .where('id', 'in', [s.intern.id, s.otherIntern.id])
    .execute();
  return thisWeek.minus({ weeks }).toISODate()!;
}

const MATRIX_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A photo's row straight in the database (its rules: logbook-attachments.test.ts). */
async function anAttachment(s: Scene, internId: number, week: string) {
  const row = await s.ctx.app.db
    .insertInto('logbook_attachments')
    .values({
      intern_id: internId,
      week_start: week,
      name: 'matrix.jpg',
      content_type: 'image/jpeg',
      size: MATRIX_PDF.length,
      content: MATRIX_PDF,
      thumbnail: MATRIX_PDF,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh submitted entry of the scene's intern, in a week of its own. */
async function submittedEntry(s: Scene) {
  const week = DateTime.fromISO('2020-01-06').plus({ weeks: ++unique }).toISODate()!;
  const now = isoNow();
  const row = await s.ctx.app.db
    .insertInto('logbook_entries')
    .values({
      intern_id: s.intern.id,
      week_start: week,
      days: 'PPPPP',
      activities: 'Matrix',
      learned: 'Matrix',
      hours: 40,
      state: 'submitted',
      submitted_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh pending absence request of the scene's intern. */
async function pendingAbsence(s: Scene) {
  const now = isoNow();
  const row = await s.ctx.app.db
    .insertInto('absence_requests')
    .values({
      intern_id: s.intern.id,
      first_day: '2020-02-03',
      last_day: '2020-02-04',
      reason: 'sick',
      note: 'Matrix',
      state: 'pending',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A letter row straight in the database, for `internId` (null: an erased account's). */
async function aLetter(s: Scene, internId: number | null) {
  const code = `MTRX-${String(++unique).padStart(4, '0')}-0000-0000-0000-0000-0000`;
  const row = await s.ctx.app.db
    .insertInto('completion_letters')
    .values({
      code,
      intern_id: internId,
      intern_name: 'Matrix Intern',
      position: null,
      intake_name: null,
      starts_on: '2030-01-01',
      ends_on: '2030-03-31',
      issued_on: '2030-04-01',
      pdf: Buffer.from('%PDF-1.4 matrix'),
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

const internLetters = new WeakMap<Scene, Promise<unknown>>();
const internLetter = (s: Scene) => {
  if (!internLetters.has(s)) internLetters.set(s, aLetter(s, s.intern.id));
  return internLetters.get(s);
};

/** A signed logbook entry of the scene's intern for the current week, once per scene. */
const signedWeeks = new WeakMap<Scene, Promise<unknown>>();
const internSignedWeek = (s: Scene) => {
  if (!signedWeeks.has(s)) {
    const monday = DateTime.fromISO(today(s.ctx)).startOf('week').toISODate()!;
    const now = isoNow();
    const entry = {
      intern_id: s.intern.id,
      week_start: monday,
      days: 'PPPPP',
      activities: 'Matrix activities',
      learned: 'Matrix learning',
      hours: 40,
      state: 'signed' as const,
      reviewed_by: s.supervisor.id,
      reviewer_name: 'Matrix Supervisor',
      reviewed_at: now,
      created_at: now,
      updated_at: now,
    };
    signedWeeks.set(s, s.ctx.app.db.insertInto('logbook_entries').values(entry).execute());
  }
  return signedWeeks.get(s);
};

/** A fresh intern whose final evaluation is submitted, ready for a letter. */
async function evaluatedIntern(s: Scene) {
  const id = await insertUser(s.ctx.app.db, {
    name: name('Evaluated intern'),
    email: uniqueEmail('evaluated'),
    role: 'INT',
    password_hash: null,
    position_id: 1,
  });
  const now = isoNow();
  await s.ctx.app.db
    .insertInto('evaluations')
    .values({ intern_id: id, submitted_at: now, created_at: now, updated_at: now })
    .execute();
  return id;
}

const universityPayload = (Name: string) => ({
  Name,
  Criteria: [{ Name: 'Punctuality', MaxScore: 5 }],
  CountersignRequired: false,
});
const noAcademicSupervisor = {
  UniversityId: null,
  StudyProgramme: 'BSc Computer Science',
  AcademicSupervisorName: null,
  AcademicSupervisorEmail: null,
};
/** A fresh university nobody names (each row its own: a delete takes it). */
async function aUniversity(s: Scene) {
  const row = await s.ctx.app.db
    .insertInto('universities')
    .values({
      name: name('Matrix university'),
      criteria: '[]',
      countersign_required: 0,
      created_at: isoNow(),
      updated_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function intakePayload(Name: string) {
  return {
    Name,
    ApplicationsOpen: '2030-01-01',
    ApplicationsClose: '2030-01-31',
    InternshipStart: '2030-03-01',
    InternshipEnd: '2030-06-30',
    Positions: [1],
  };
}

async function anUpload(s: Scene) {
  const admin = await s.ctx.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ADMIN.email)
    .executeTakeFirstOrThrow();
  return uploadImport(s.ctx.app.db, {
    kind: 'positions',
    fileName: 'p.csv',
    content: Buffer.from(`Position\n${name('Matrix position')}\n`),
    userId: admin.id,
    language: 'en',
  });
}

const anIntake = (s: Scene) =>
  insertIntake(s.ctx.app.db, {
    name: name('Matrix intake'),
    applications_open_on: '2030-01-01',
    applications_close_on: '2030-01-31',
    starts_on: '2030-03-01',
    ends_on: '2030-06-30',
  });

const authenticator = () => new SoftwareAuthenticator('http://app.test', 'app.test');

async function passkeyOptions(s: Scene, headers: Record<string, string>) {
  const url = '/api/Account/Passkeys/Options';
  return (await s.ctx.app.inject({ method: 'POST', url, headers })).json();
}

/** A passkey registered just now by the scene's intern (for a removal: each row its own). */
async function newInternPasskey(s: Scene) {
  const key = authenticator();
  const Response = key.register(await passkeyOptions(s, s.intern.headers));
  const res = await s.ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Passkeys',
    headers: s.intern.headers,
    payload: { Name: 'Intern key', Response },
  });
  return { key, id: res.json().Id as number };
}

const internPasskeys = new WeakMap<Scene, ReturnType<typeof newInternPasskey>>();
/** One passkey of the scene's intern, registered once: an account holds at most 20. */
function internPasskey(s: Scene) {
  if (!internPasskeys.has(s)) internPasskeys.set(s, newInternPasskey(s));
  return internPasskeys.get(s)!;
}

const key = (method: string, url: string) => `${method} ${url}`;

describeEachDatabase('authorization matrix', (dialect) => {
  const ctx = useTestApp(dialect);
  const scene = {} as Scene;
  beforeAll(async () => {
    const world = await createWorld(ctx);
    const task = await createTask(ctx, world.supervisor, world.intern);
    const comment = await ctx.app.db
      .insertInto('comments')
      .values({
        task_id: task,
        user_id: world.intern.id,
        body: 'First',
        created_at: isoNow(),
        updated_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    Object.assign(scene, world, {
      ctx,
      task,
      completedTask: await createTask(ctx, world.supervisor, world.intern, { completed: true }),
      comment: comment.id,
      application: await apply(ctx),
      position: await insertPosition(ctx.app.db, name('Matrix position')),
    });
  });

  it('has a row for every API route (and no row without a route)', () => {
    const routes = new Set(ctx.app.apiRoutes.map((route) => key(route.method, route.url)));
    const rows = new Set(MATRIX.map((row) => key(row.method, row.url)));
    expect([...routes].filter((route) => !rows.has(route))).toEqual([]);
    expect([...rows].filter((row) => !routes.has(row))).toEqual([]);
  });

  it.each(
    MATRIX.map((row) => [`${key(row.method, row.url)}${row.label ? ` (${row.label})` : ''}`, row]),
  )('%s', async (_title, row) => {
    const actual: number[] = [];
    for (const who of ROLES) {
      const options = (await row.build?.(scene, who)) ?? {};
      const auth = who === 'anonymous' ? {} : who === 'admin' ? scene.admin : scene[who].headers;
      const res = await ctx.app.inject({
        method: row.method as InjectOptions['method'],
        url: row.url,
        ...options,
        headers: { ...auth, ...options.headers },
      } as InjectOptions);
      actual.push(res.statusCode);
    }
    expect(Object.fromEntries(ROLES.map((who, i) => [who, actual[i]]))).toEqual(
      Object.fromEntries(ROLES.map((who, i) => [who, row.expected[i]])),
    );
  });
});
