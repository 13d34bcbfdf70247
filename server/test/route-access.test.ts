import type { Access } from '../src/plugins/auth';
import { roleHeaders } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

/**
 * Every API route and who may call it. A route added without a row here fails the first test,
 * so each new endpoint gets an explicit permission decision (issue 4 extends this table).
 */
const ROUTE_ACCESS: [method: string, url: string, access: Access][] = [
  ['GET', '/api/health', 'public'],
  ['GET', '/api/ready', 'public'],
  ['POST', '/api/login', 'public'],
  ['POST', '/api/logout', 'signed-in'],
  ['POST', '/api/Account/Activate', 'public'],
  ['POST', '/api/Account/ConfirmEmail', 'public'],
  // Issue 57: the language of one's own e-mails.
  ['PUT', '/api/Account/Language', 'signed-in'],
  ['PUT', '/api/Account/Theme', 'signed-in'],
  // Issue 68: one's own sessions.
  ['GET', '/api/Account/Sessions', 'signed-in'],
  ['DELETE', '/api/Account/Sessions/:id', 'signed-in'],
  ['POST', '/api/Account/Sessions/SignOutOthers', 'signed-in'],
  ['GET', '/api/Admin/SignInPolicy', ['ADM']],
  ['PUT', '/api/Admin/SignInPolicy', ['ADM']],
  ['GET', '/api/Admin/User/:id/SignIn', ['ADM']],
  // Issue 68: one's passkeys, and signing in with one.
  ['GET', '/api/Account/Passkeys', 'signed-in'],
  ['POST', '/api/Account/Passkeys/Options', 'signed-in'],
  ['POST', '/api/Account/Passkeys', 'signed-in'],
  ['PUT', '/api/Account/Passkeys/:id', 'signed-in'],
  ['DELETE', '/api/Account/Passkeys/:id', 'signed-in'],
  ['POST', '/api/login/passkey/options', 'public'],
  ['POST', '/api/login/passkey', 'public'],
  ['POST', '/api/login/TwoFactor/Passkey/Options', 'public'],
  ['POST', '/api/login/TwoFactor/Passkey', 'public'],
  ['POST', '/api/login/TwoFactor/SetUp/Passkey/Options', 'public'],
  ['POST', '/api/login/TwoFactor/SetUp/Passkey', 'public'],
  // Issue 68: single sign-on (a provider's user is signed in by the provider, not a token).
  ['GET', '/api/Sso/Providers', 'public'],
  ['GET', '/api/Sso/:provider/Start', 'public'],
  ['GET', '/api/Sso/:provider/Callback', 'public'],
  ['POST', '/api/Sso/Exchange', 'public'],
  // Issue 68: two-factor, its step at sign-in (a pending sign-in's token, not a session) and reset.
  ['GET', '/api/Account/TwoFactor', 'signed-in'],
  ['POST', '/api/Account/TwoFactor/SetUp', 'signed-in'],
  ['POST', '/api/Account/TwoFactor/Confirm', 'signed-in'],
  ['POST', '/api/Account/TwoFactor/Disable', 'signed-in'],
  ['POST', '/api/login/TwoFactor', 'public'],
  ['POST', '/api/login/TwoFactor/SetUp', 'public'],
  ['POST', '/api/login/TwoFactor/Confirm', 'public'],
  ['DELETE', '/api/Admin/User/:id/TwoFactor', ['ADM']],
  ['POST', '/api/PasswordReset', 'public'],
  ['POST', '/api/Reset', 'public'],
  ['GET', '/api/Position', 'public'],
  ['POST', '/api/Position', ['ADM']],
  ['GET', '/api/Position/:id/edit', ['ADM']],
  ['PUT', '/api/Position/:id', ['ADM']],
  ['DELETE', '/api/Position/:id', ['ADM']],
  // Issue 49: the intakes.
  ['GET', '/api/Intake', ['ADM']],
  ['POST', '/api/Intake', ['ADM']],
  ['GET', '/api/Intake/:id/edit', ['ADM']],
  ['PUT', '/api/Intake/:id', ['ADM']],
  // Issue 69: the programme report.
  ['GET', '/api/Admin/Report', ['ADM']],
  ['GET', '/api/Admin/Report/Xlsx', ['ADM']],
  ['GET', '/api/Admin/Report/Pdf', ['ADM']],
  // Issue 69: imports from spreadsheets.
  ['GET', '/api/Admin/Imports/Kinds', ['ADM']],
  ['GET', '/api/Admin/Imports/Template/:kind', ['ADM']],
  ['GET', '/api/Admin/Imports', ['ADM']],
  ['POST', '/api/Admin/Imports', ['ADM']],
  ['GET', '/api/Admin/Imports/:id', ['ADM']],
  ['GET', '/api/Admin/Imports/:id/Preview', ['ADM']],
  ['PUT', '/api/Admin/Imports/:id/Columns', ['ADM']],
  ['POST', '/api/Admin/Imports/:id/Run', ['ADM']],
  ['POST', '/api/Admin/Imports/:id/Undo', ['ADM']],
  ['GET', '/api/Evaluation/mine', ['INT']],
  ['GET', '/api/Internship/mine', ['INT']],
  ['GET', '/api/Evaluation/:internId', ['SUP', 'ADM']],
  ['PUT', '/api/Evaluation/:internId', ['SUP']],
  ['POST', '/api/Evaluation/:internId/submit', ['SUP']],
  ['POST', '/api/Apply', 'public'],
  ['POST', '/api/ApplicationStatus', 'public'],
  ['GET', '/api/Apply/:id', ['ADM']],
  ['PUT', '/api/Apply/:id', ['ADM']],
  ['GET', '/api/Apply/:id/:file', 'public'],
  // Issue 27: the privacy notice, an applicant's own links, an administrator's actions.
  ['GET', '/api/PrivacyNotice', 'public'],
  ['POST', '/api/PersonalData/Request', 'public'],
  ['GET', '/api/PersonalData/:token', 'public'],
  ['POST', '/api/PersonalData/:token/Erase', 'public'],
  ['POST', '/api/PersonalData/:token/Export', 'public'],
  ['GET', '/api/Admin/Application/:id/PersonalData', ['ADM']],
  ['DELETE', '/api/Admin/Application/:id/PersonalData', ['ADM']],
  ['GET', '/api/Admin/User/:id/PersonalData', ['ADM']],
  ['DELETE', '/api/Admin/User/:id/PersonalData', ['ADM']],
  // Issue 49: completion letters and their public verification.
  ['GET', '/api/Letter/mine', ['INT']],
  ['GET', '/api/Letter/mine/pdf', ['INT']],
  ['GET', '/api/Letter/intern/:id', ['ADM']],
  ['POST', '/api/Letter/:id', ['ADM']],
  ['POST', '/api/Letter/:id/revoke', ['ADM']],
  ['GET', '/api/Letter/:id/pdf', ['ADM']],
  ['GET', '/api/verify/:code', 'public'],
  // Issue 55: the logbook, absence requests and attendance.
  ['GET', '/api/Attendance/:internId', ['INT', 'SUP', 'ADM']],
  ['GET', '/api/Intern/Logbook', ['INT']],
  ['GET', '/api/Intern/Logbook/:weekStart', ['INT']],
  ['PUT', '/api/Intern/Logbook/:weekStart', ['INT']],
  ['POST', '/api/Intern/Logbook/:weekStart/Submit', ['INT']],
  ['GET', '/api/Intern/Absence', ['INT']],
  ['POST', '/api/Intern/Absence', ['INT']],
  ['GET', '/api/Supervisor/Logbook', ['SUP']],
  ['GET', '/api/Supervisor/Logbook/Counts', ['SUP']],
  ['GET', '/api/Supervisor/Logbook/:id', ['SUP']],
  ['POST', '/api/Supervisor/Logbook/:id/Sign', ['SUP']],
  ['POST', '/api/Supervisor/Logbook/:id/Return', ['SUP']],
  ['GET', '/api/Supervisor/Absence', ['SUP']],
  ['POST', '/api/Supervisor/Absence/:id/Approve', ['SUP']],
  ['POST', '/api/Supervisor/Absence/:id/Decline', ['SUP']],
  ['GET', '/api/Intern/Logbook/Pdf', ['INT']],
  ['GET', '/api/Admin/Intern/:id/Logbook/Pdf', ['ADM']],
  // Issue 70: workplace visits, as the intern and their workplace supervisor see them.
  ['GET', '/api/Intern/Visits', ['INT']],
  // Issue 71: a week's photos and files (who sees a file: the service, 404 for others).
  ['POST', '/api/Intern/Logbook/:weekStart/Attachments', ['INT']],
  ['DELETE', '/api/Intern/Logbook/:weekStart/Attachments/:id', ['INT']],
  ['GET', '/api/LogbookAttachments/:id', 'signed-in'],
  ['GET', '/api/LogbookAttachments/:id/Thumbnail', 'signed-in'],
  ['GET', '/api/Supervisor/Intern/:id/Visits', ['SUP']],
  // Issue 56: notifications and their live stream (opened by a ticket, not a bearer header).
  ['GET', '/api/Notification', 'signed-in'],
  ['POST', '/api/Notification/:id/Read', 'signed-in'],
  ['POST', '/api/Notification/Read', 'signed-in'],
  ['POST', '/api/Notification/Stream/Ticket', 'signed-in'],
  ['GET', '/api/Notification/Stream', 'public'],
  ['GET', '/api/Notification/Preferences', 'signed-in'],
  ['PUT', '/api/Notification/Preferences', 'signed-in'],
  ['GET', '/api/Admin/User/Applicants', ['ADM']],
  ['GET', '/api/Admin/User/Interviews', ['ADM']],
  ['GET', '/api/Admin/User/Dashboard', ['ADM']],
  ['GET', '/api/Admin/User/Dashboard/Pipeline', ['ADM']],
  ['GET', '/api/Apply/:id/History', ['ADM']],
  ['GET', '/api/Admin/Mail/Undelivered', ['ADM']],
  ['POST', '/api/Admin/Mail/:id/Retry', ['ADM']],
  ['GET', '/api/Admin/Releases', ['ADM']],
  ['POST', '/api/Admin/Releases/:Package/Promote', ['ADM']],
  ['POST', '/api/Admin/Releases/:Package/Rollback', ['ADM']],
  ['POST', '/api/ClientEvents', 'public'],
  // Issue 4 (people and tasks); authorization-matrix.test.ts checks each role's status in full.
  ['GET', '/api/User/:id/edit', 'signed-in'],
  ['PUT', '/api/User/:id', 'signed-in'],
  ['GET', '/api/User/:id', 'signed-in'],
  ['POST', '/api/User', ['ADM']],
  ['DELETE', '/api/User/:id', ['ADM']],
  ['GET', '/api/Admin/User/Supervisors', ['ADM']],
  ['GET', '/api/Admin/User/Interns', ['ADM']],
  // Issue 89: the directories that provision staff through SCIM (/scim/v2 is not under /api).
  ['GET', '/api/Directories', ['ADM']],
  ['POST', '/api/Directories', ['ADM']],
  ['POST', '/api/Directories/:id/Token', ['ADM']],
  ['DELETE', '/api/Directories/:id', ['ADM']],
  ['GET', '/api/Directories/Changes', ['ADM']],
  ['GET', '/api/Task', ['INT', 'SUP']],
  ['GET', '/api/Task/:id', 'signed-in'],
  ['GET', '/api/Task/:id/edit', ['SUP']],
  ['PUT', '/api/Task/:id', ['SUP']],
  ['POST', '/api/Task', ['SUP']],
  ['PUT', '/api/Task/Status/:id', ['INT']],
  ['POST', '/api/Comment', ['INT', 'SUP']],
  ['PUT', '/api/Comment/:id', ['INT', 'SUP']],
  ['POST', '/api/Supervisor/Task/Rate/:id', ['SUP']],
  ['GET', '/api/Supervisor/Task/Counts', ['SUP']],
  ['GET', '/api/Supervisor/User/MyInterns', ['SUP']],
  ['GET', '/api/Supervisor/Perfomance/:id', ['SUP']],
  // Issue 70: universities, the picker, an intern's academic details.
  ['GET', '/api/Admin/Universities', ['ADM']],
  ['POST', '/api/Admin/Universities', ['ADM']],
  ['PUT', '/api/Admin/Universities/:id', ['ADM']],
  ['DELETE', '/api/Admin/Universities/:id', ['ADM']],
  ['GET', '/api/Universities', 'signed-in'],
  ['GET', '/api/Intern/Academic', ['INT']],
  ['PUT', '/api/Intern/Academic', ['INT']],
  ['POST', '/api/Intern/Academic/Invitation', ['INT']],
  ['GET', '/api/Admin/Intern/:id/Academic', ['ADM']],
  ['PUT', '/api/Admin/Intern/:id/Academic', ['ADM']],
  ['POST', '/api/Admin/Intern/:id/Academic/Invitation', ['ADM']],
  // Issue 70: the academic supervisor's students (academic-students.test.ts: only their own).
  ['GET', '/api/Academic/Students', ['ACA']],
  ['GET', '/api/Academic/Students/:id', ['ACA']],
  ['GET', '/api/Academic/Students/:id/Logbook', ['ACA']],
  ['POST', '/api/Academic/Logbook/:id/Countersign', ['ACA']],
  ['GET', '/api/Academic/Students/:id/Tasks', ['ACA']],
  ['GET', '/api/Academic/Students/:id/Letter', ['ACA']],
  ['GET', '/api/Academic/Students/:id/LogbookCopy', ['ACA']],
  ['GET', '/api/Academic/Students/:id/Visits', ['ACA']],
  ['POST', '/api/Academic/Students/:id/Visits', ['ACA']],
  // Issue 87: interviews the applicant books.
  ['GET', '/api/InterviewSlot/Interviewers', ['ADM']],
  ['GET', '/api/InterviewSlot', ['ADM']],
  ['POST', '/api/InterviewSlot', ['ADM']],
  ['POST', '/api/InterviewSlot/Series', ['ADM']],
  ['DELETE', '/api/InterviewSlot/:id', ['ADM']],
  ['POST', '/api/Apply/Invite', ['ADM']],
  ['POST', '/api/InterviewBooking/:id/DidNotAttend', ['ADM', 'SUP']],
  ['GET', '/api/Interviews/Feed', ['ADM', 'SUP']],
  ['POST', '/api/Interviews/Feed/Renew', ['ADM', 'SUP']],
  ['GET', '/api/InterviewFeed/:token', 'public'],
  ['GET', '/api/Booking/:token', 'public'],
  ['POST', '/api/Booking/:token', 'public'],
  ['PUT', '/api/Booking/:token', 'public'],
  ['DELETE', '/api/Booking/:token', 'public'],
];

describeEachDatabase('route access', (dialect) => {
  const ctx = useTestApp(dialect);

  it('has a row for every API route, and no row without a route', () => {
    const actual = ctx.app.apiRoutes.map((r) => [r.method, r.url, r.access]);
    expect(new Set(actual.map((r) => `${r[0]} ${r[1]}`)).size).toBe(actual.length);
    expect(actual.sort()).toEqual([...ROUTE_ACCESS].sort());
  });

  it('enforces each protected row: 401 without a token, 403 for the roles not listed', async () => {
    const as = await roleHeaders(ctx);
    for (const [method, url, access] of ROUTE_ACCESS) {
      if (access === 'public') continue;
      const path = url.replace(':id', '1');
      const anonymous = await ctx.app.inject({ method: method as 'GET', url: path });
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
      if (access === 'signed-in') continue;
      for (const role of ['INT', 'SUP', 'ADM'] as const) {
        if (access.includes(role)) continue;
        const res = await ctx.app.inject({ method: method as 'GET', url: path, headers: as[role] });
        expect([method, url, role, res.statusCode]).toEqual([method, url, role, 403]);
      }
    }
  });

  it('refuses to start when a route forgets config.access', async () => {
    const { buildApp } = jest.requireActual<typeof import('../src/app')>('../src/app');
    const app = await buildApp(ctx.config);
    await expect(
      app.register(async (api) => {
        api.get('/api/forgotten', async () => 'x');
      }),
    ).rejects.toThrow('/api/forgotten must declare config.access');
    await app.close().catch(() => undefined);
  });
});

describe('OpenAPI', () => {
  const ctx = useTestApp('sqlite');

  it('documents every API route at /api/docs/json and serves the UI at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, url] of ROUTE_ACCESS) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      expect([path, method, Boolean(doc.paths[path]?.[method.toLowerCase()])]).toEqual([
        path,
        method,
        true,
      ]);
    }
    expect(doc.paths['/api/Position']?.post?.requestBody).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
