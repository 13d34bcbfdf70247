import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { Dialect } from '../src/db/database';
import { MAIL_HELD_WARNING, NO_SMTP_WARNING } from '../src/plugins/mailer';
import { HTTP_PUBLIC_URL_WARNING } from '../src/plugins/public-url-warning';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { applicationForm, createUser, loginAdmin, uniqueEmail } from './helpers/fixtures';
import { TestSmtpServer } from './helpers/smtp';
import { testConfig, type TestContext } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/test-db';

/** An app whose every log line (debug and up) is kept. */
async function appWithLog(dialect: Dialect, env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const database: TestDatabase = await createTestDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-log-'));
  const config = testConfig(database, dataDir, { LOG_LEVEL: 'debug', ...env });
  const app: FastifyZod = await buildApp(config, {
    logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
  });
  await app.ready();
  const ctx: TestContext = { app, config, database, dataDir };
  const stop = async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ctx, log: () => lines.join(''), stop };
}

describeEachDatabase('e-mail and the log', (dialect) => {
  it('with SMTP_URL, writes no body, link or token to the log', async () => {
    const smtp = new TestSmtpServer();
    await smtp.start();
    const { ctx, log, stop } = await appWithLog(dialect, { SMTP_URL: smtp.url });
    try {
      const user = await createUser(ctx, 'INT');
      const mail = await smtp.next(user.email, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/PasswordReset',
          payload: { email: user.email },
        }),
      );
      const token = /\/resetPassword\/([\w-]+)/.exec(mail.text ?? '')?.[1] as string;
      expect(token).toBeDefined();
      // A visit to the link's page, and a failed use of it, are logged without the token.
      await ctx.app.inject({ method: 'GET', url: `/resetPassword/${token}` });
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Reset?token=${token}`,
        payload: { token, password: 'x' },
      });
      const admin = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@test.example', password: 'Admin-pass-1' },
      });
      const invited = uniqueEmail('sup');
      await smtp.next(invited, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/User',
          headers: { authorization: `Bearer ${admin.json().token as string}` },
          payload: {
            Name: 'New Supervisor',
            Email: invited,
            PhoneNumber: '+254712345678',
            Position: '1',
            Role: 'SUP',
          },
        }),
      );
      // A personal-data link (issue 27): its page, and its API calls that fail, hide the token.
      const applicant = uniqueEmail('applicant');
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Apply',
        ...applicationForm({ Email: applicant }),
      });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/PersonalData/Request',
        payload: { Email: applicant, Action: 'erase' },
      });
      const isDataMail = (m: { subject?: string }) => m.subject === 'Erase your personal data';
      await smtp.waitFor(() => smtp.to(applicant).some(isDataMail));
      const dataMail = smtp.to(applicant).find(isDataMail)!;
      const dataToken = /\/personalData\/([\w-]+)/.exec(dataMail.text ?? '')?.[1] as string;
      expect(dataToken).toBeDefined();
      await ctx.app.inject({ method: 'GET', url: `/personalData/${dataToken}` });
      await ctx.app.inject({ method: 'POST', url: `/api/PersonalData/${dataToken}/Export` });
      const text = log();
      expect(text).toContain('request answered');
      expect(text).not.toContain(dataToken);
      expect(text).toContain('/api/PersonalData/[hidden]/Export');
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/resetPassword\/[\w-]{20,}/);
      expect(text).not.toContain('Someone (hopefully you)');
      expect(text).not.toContain('An account was created for you');
      expect(text).not.toContain(NO_SMTP_WARNING);
    } finally {
      await stop();
      await smtp.stop();
    }
  });

  it('in production without SMTP_URL, keeps e-mails in the outbox and links out of the log', async () => {
    const { ctx, log, stop } = await appWithLog(dialect, {
      NODE_ENV: 'production',
      SMTP_URL: undefined,
    });
    try {
      expect(log()).toContain(MAIL_HELD_WARNING);
      expect(log()).not.toContain(NO_SMTP_WARNING);
      const user = await createUser(ctx, 'INT');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/PasswordReset',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      const admin = await loginAdmin(ctx);
      const undelivered = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/Mail/Undelivered',
        headers: admin,
      });
      expect(undelivered.json().Mails).toEqual([
        expect.objectContaining({ To: user.email, LastError: 'not sent: SMTP_URL is not set' }),
      ]);
      expect(log()).not.toContain('resetPassword/');
      expect(log()).not.toContain('Someone (hopefully you)');
    } finally {
      await stop();
    }
  });

  it.each([
    ['without SMTP_URL, says at start that e-mails go to the log, and logs them', {}],
    [
      'in production, MAIL_LOG_LINKS=on logs e-mails with their links, as a trial',
      { NODE_ENV: 'production', MAIL_LOG_LINKS: 'on' },
    ],
  ])('%s', async (_title, env) => {
    const { ctx, log, stop } = await appWithLog(dialect, { SMTP_URL: undefined, ...env });
    try {
      expect(log()).toContain(NO_SMTP_WARNING);
      const user = await createUser(ctx, 'INT');
      await ctx.app.inject({
        method: 'POST',
        url: '/api/PasswordReset',
        payload: { email: user.email },
      });
      await new TestSmtpServer().waitFor(() =>
        /http:\/\/app\.test\/resetPassword\/[\w-]{40,}/.test(log()),
      );
    } finally {
      await stop();
    }
  });
});

describe('a PUBLIC_URL that is not https', () => {
  it.each([
    ['production', 'http://internship.example.com', 1],
    ['production', 'https://internship.example.com', 0],
    ['production', 'http://localhost:3000', 0],
    ['production', 'http://127.0.0.1:8080', 0],
    ['development', 'http://internship.example.com', 0],
  ])('NODE_ENV=%s, PUBLIC_URL=%s: warned %i time(s)', async (NODE_ENV, PUBLIC_URL, times) => {
    const { log, stop } = await appWithLog('sqlite', { NODE_ENV, PUBLIC_URL });
    try {
      expect(log().split(HTTP_PUBLIC_URL_WARNING).length - 1).toBe(times);
    } finally {
      await stop();
    }
  });
});
