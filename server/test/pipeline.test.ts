import { DateTime } from 'luxon';
import { apply, roleHeaders, setStatus } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const FUTURE = '2099-06-01';

describeEachDatabase('the application pipeline', (dialect) => {
  const ctx = useTestApp(dialect);
  let as: Awaited<ReturnType<typeof roleHeaders>>;
  beforeAll(async () => {
    as = await roleHeaders(ctx);
  });

  /** An application brought to the given status through the API. */
  async function applicationIn(status: 'Processing' | 'Accepted' | 'Passed' | 'Declined') {
    const { id } = await apply(ctx);
    if (status === 'Accepted' || status === 'Passed')
      await setStatus(ctx, as.ADM, id, 'Accepted', FUTURE);
    if (status === 'Passed') await setStatus(ctx, as.ADM, id, 'Passed');
    if (status === 'Declined') await setStatus(ctx, as.ADM, id, 'Declined');
    return id;
  }

  describe('PUT /api/Apply/:id', () => {
    const allowed = [
      ['Processing', 'Accepted'],
      ['Declined', 'Accepted'],
      ['Accepted', 'Passed'],
      ['Processing', 'Declined'],
      ['Accepted', 'Declined'],
    ] as const;
    it.each(allowed)('moves %s to %s (200)', async (from, to) => {
      const id = await applicationIn(from);
      const res = await setStatus(ctx, as.ADM, id, to, to === 'Accepted' ? FUTURE : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ApplicationStatus: to, Email: 'logged' });
      const row = await ctx.app.db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(to);
      if (to === 'Accepted') expect(row.interview_date).toBe(FUTURE);
    });

    const refused = [
      ['Processing', 'Passed'],
      ['Accepted', 'Accepted'],
      ['Passed', 'Accepted'],
      ['Passed', 'Declined'],
      ['Passed', 'Passed'],
      ['Declined', 'Passed'],
      ['Declined', 'Declined'],
    ] as const;
    it.each(refused)('refuses %s to %s (409)', async (from, to) => {
      const id = await applicationIn(from);
      const res = await setStatus(ctx, as.ADM, id, to, to === 'Accepted' ? FUTURE : undefined);
      expect(res.statusCode).toBe(409);
      const row = await ctx.app.db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(from);
    });

    it('lets exactly one of two simultaneous conflicting changes win', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await applicationIn('Accepted');
        const results = await Promise.all([
          setStatus(ctx, as.ADM, id, 'Passed'),
          setStatus(ctx, as.ADM, id, 'Declined'),
        ]);
        expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        const winner = results.find((res) => res.statusCode === 200)!.json().ApplicationStatus;
        const row = await ctx.app.db
          .selectFrom('applications')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(winner);
        const mails = await ctx.app.db
          .selectFrom('outbox')
          .select('subject')
          .where(
            'recipient',
            '=',
            (
              await ctx.app.db
                .selectFrom('applications')
                .select('email')
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
            ).email,
          )
          .execute();
        expect(mails).toHaveLength(3); // received, interview, and the winner's e-mail only
      }
    });

    it('re-accepting a declined applicant who applied again is a 409', async () => {
      const { id, email } = await apply(ctx);
      await setStatus(ctx, as.ADM, id, 'Declined');
      await apply(ctx, { Email: email });
      const res = await setStatus(ctx, as.ADM, id, 'Accepted', FUTURE);
      expect(res.statusCode).toBe(409);
    });

    it.each([
      ['missing', undefined, /required/],
      ['not a date', 'soon', /valid date/],
      ['in the past', '2020-01-01', /today or later/],
      ['yesterday in APP_TIMEZONE', 'yesterday', /today or later/],
    ])('answers 422 on Date when it is %s', async (_label, raw, message) => {
      const id = await applicationIn('Processing');
      const zone = ctx.config.APP_TIMEZONE;
      const date =
        raw === 'yesterday' ? DateTime.now().setZone(zone).minus({ days: 1 }).toISODate()! : raw;
      const res = await setStatus(ctx, as.ADM, id, 'Accepted', date);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.Date[0]).toMatch(message);
    });

    it('accepts today in APP_TIMEZONE and a full ISO timestamp from a date picker', async () => {
      const today = DateTime.now().setZone(ctx.config.APP_TIMEZONE).toISODate()!;
      const first = await setStatus(
        ctx,
        as.ADM,
        await applicationIn('Processing'),
        'Accepted',
        today,
      );
      expect(first.statusCode).toBe(200);
      const second = await setStatus(
        ctx,
        as.ADM,
        await applicationIn('Processing'),
        'Accepted',
        '2099-03-04T21:00:00.000Z',
      );
      expect(second.statusCode).toBe(200);
      expect(second.json().ApplicationStatus).toBe('Accepted');
    });

    it('answers 422 on ApplicationStatus for another value, 404 for an unknown id', async () => {
      const id = await applicationIn('Processing');
      const bad = await setStatus(ctx, as.ADM, id, 'Processing');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.ApplicationStatus).toBeDefined();
      expect((await setStatus(ctx, as.ADM, 99999, 'Declined')).statusCode).toBe(404);
    });
  });

  describe('admin lists', () => {
    it('Applicants lists the Processing queue; Interviews the rest, newest first', async () => {
      const processing = await applicationIn('Processing');
      const accepted = await applicationIn('Accepted');
      const declined = await applicationIn('Declined');
      const passed = await applicationIn('Passed');
      const queue = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/User/Applicants',
        headers: as.ADM,
      });
      expect(queue.statusCode).toBe(200);
      const queueIds = queue.json().Applicants.map((a: { id: number }) => a.id);
      expect(queueIds).toContain(processing);
      expect(queueIds).not.toContain(accepted);
      expect(queue.json().Applicants[0]).toEqual({
        id: expect.any(Number),
        Name: 'Wanjiru Kamau',
        Email: expect.stringContaining('@test.example'),
        PhoneNumber: '+254712345678',
        Position: 'Advisory',
        position_id: 1,
        ApplicationStatus: 'Processing',
        InterviewDate: null,
        BookingState: null,
        InterviewStartsAt: null,
        created_at: expect.any(String),
      });

      const interviews = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/User/Interviews',
        headers: as.ADM,
      });
      const rows = interviews.json().Applicants as { id: number; ApplicationStatus: string }[];
      const ids = rows.map((row) => row.id);
      expect(ids.indexOf(passed)).toBeLessThan(ids.indexOf(declined));
      expect(ids.indexOf(declined)).toBeLessThan(ids.indexOf(accepted));
      expect(ids).not.toContain(processing);
      expect(new Set(rows.map((row) => row.ApplicationStatus))).toEqual(
        new Set(['Accepted', 'Passed', 'Declined']),
      );
    });

    it('Dashboard counts active users, all applications and the selected ones', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/User/Dashboard',
        headers: as.ADM,
      });
      expect(res.statusCode).toBe(200);
      const apps = await ctx.app.db.selectFrom('applications').select(['status']).execute();
      const users = await ctx.app.db
        .selectFrom('users')
        .select(['role'])
        .where('archived_at', 'is', null)
        .execute();
      expect(res.json()).toEqual({
        TotalUsers: users.length,
        TotalApplicants: apps.length,
        SelectedApplicants: apps.filter((a) => a.status === 'Accepted' || a.status === 'Passed')
          .length,
        TotalInterns: users.filter((u) => u.role === 'INT').length,
        TotalSupervisors: users.filter((u) => u.role === 'SUP').length,
      });
      expect(res.json().TotalSupervisors).toBeGreaterThanOrEqual(1);
    });
  });

  describe('GET /api/Apply/:id and its signed file links', () => {
    it('answers the applicant and two links that open the PDFs without a bearer header', async () => {
      const id = await applicationIn('Processing');
      const res = await ctx.app.inject({ method: 'GET', url: `/api/Apply/${id}`, headers: as.ADM });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.Applicant).toMatchObject({ id, ApplicationStatus: 'Processing' });
      for (const kind of ['Cv', 'AttachmentLetter']) {
        expect(body[kind]).toMatch(
          new RegExp(
            `^http://app\\.test/api/Apply/${id}/${kind}\\?expires=\\d+&by=\\d+&signature=`,
          ),
        );
        const file = await ctx.app.inject({
          method: 'GET',
          url: body[kind].replace('http://app.test', ''),
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('refuses a link used for another file or application, tampered or expired (403)', async () => {
      const id = await applicationIn('Processing');
      const other = await applicationIn('Processing');
      const { Cv } = (
        await ctx.app.inject({ method: 'GET', url: `/api/Apply/${id}`, headers: as.ADM })
      ).json();
      const path = (Cv as string).replace('http://app.test', '');
      const variants = [
        path.replace('/Cv?', '/AttachmentLetter?'),
        path.replace(`/Apply/${id}/`, `/Apply/${other}/`),
        // Its first character changed (one signature in 64 already starts with 'A').
        path.replace(/signature=(.)/, (_, first) => `signature=${first === 'A' ? 'B' : 'A'}`),
        path.replace(/expires=\d+/, (m) => `expires=${Number(m.split('=')[1]) + 60}`),
      ];
      for (const url of variants) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
      }
      jest.useFakeTimers({
        now: Date.now() + 11 * 60_000,
        doNotFake: ['setImmediate', 'nextTick', 'setTimeout', 'setInterval', 'queueMicrotask'],
      });
      try {
        const expired = await ctx.app.inject({ method: 'GET', url: path });
        expect(expired.statusCode).toBe(403);
        expect(expired.json().message).toMatch(/expired/);
      } finally {
        jest.useRealTimers();
      }
    });

    it('answers 404 for an unknown application', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/Apply/99999', headers: as.ADM });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('permissions', () => {
    const routes = [
      ['GET', '/api/Admin/User/Applicants'],
      ['GET', '/api/Admin/User/Interviews'],
      ['GET', '/api/Admin/User/Dashboard'],
      ['GET', '/api/Apply/1'],
      ['PUT', '/api/Apply/1'],
    ] as const;
    it.each(routes)('%s %s: 401 anonymous, 403 intern and supervisor', async (method, url) => {
      const payload = method === 'PUT' ? { ApplicationStatus: 'Declined' } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const role of ['INT', 'SUP'] as const) {
        const res = await ctx.app.inject({ method, url, payload, headers: as[role] });
        expect(res.statusCode).toBe(403);
      }
    });
  });
});
