import { strFromU8, unzipSync } from 'fflate';
import { DateTime } from 'luxon';
import { runNotificationDigest } from '../src/domain/notifications/digest.service';
import { eraseApplication, eraseUser } from '../src/domain/personal-data/erasure.service';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import { runRetention } from '../src/domain/personal-data/retention.service';
import { apply } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type Person, type World } from './helpers/world';

type Headers = Record<string, string>;

const send = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

const list = async (ctx: TestContext, headers: Headers, query = '') => {
  const res = await send(ctx, 'GET', `/Notification${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    Notifications: {
      Id: number;
      Kind: string;
      Text: string;
      Path: string;
      Who: string;
      Read: boolean;
    }[];
    Total: number;
    Unread: number;
  };
};

const kinds = async (ctx: TestContext, who: { headers: Headers }) =>
  (await list(ctx, who.headers)).Notifications.map((n) => n.Kind);

const nameOf = (ctx: TestContext, who: Person) =>
  ctx.app.db.selectFrom('users').select('name').where('id', '=', who.id).executeTakeFirstOrThrow();

describeEachDatabase('notifications', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
  });

  it("a task's life tells the other side each step, and nobody else", async () => {
    const assigned = await send(ctx, 'POST', '/Task', w.supervisor.headers, {
      AssignedTo: String(w.intern.id),
      Task: 'Draw the org chart',
      TaskDescription: 'Every team.',
      Deadline: today(ctx),
    });
    const id = assigned.json().id as number;
    await send(ctx, 'PUT', `/Task/${id}`, w.supervisor.headers, {
      Task: 'Draw the org chart again',
      Description: 'Every team.',
      Deadline: today(ctx),
    });
    const comment = (who: Person, text: string) =>
      send(ctx, 'POST', '/Comment', who.headers, {
        Taskid: String(id),
        Intern_comment: text,
        Userid: String(who.id),
      });
    expect((await comment(w.intern, 'Started')).statusCode).toBe(200);
    expect((await comment(w.supervisor, 'Good')).statusCode).toBe(200);
    expect((await send(ctx, 'PUT', `/Task/Status/${id}`, w.intern.headers)).statusCode).toBe(200);
    const rated = await send(ctx, 'POST', `/Supervisor/Task/Rate/${id}`, w.supervisor.headers, {
      rating: 80,
    });
    expect(rated.statusCode).toBe(200);

    expect(await kinds(ctx, w.intern)).toEqual([
      'task_rated',
      'task_remark',
      'task_edited',
      'task_assigned',
    ]);
    expect(await kinds(ctx, w.supervisor)).toEqual(['task_completed', 'task_comment']);
    expect(await kinds(ctx, w.otherIntern)).toEqual([]);
    expect(await kinds(ctx, w.otherSupervisor)).toEqual([]);

    const supervisor = (await nameOf(ctx, w.supervisor)).name;
    const [rating, , , first] = (await list(ctx, w.intern.headers)).Notifications;
    expect(first).toMatchObject({
      Text: `${supervisor} assigned you the task \u201cDraw the org chart\u201d.`,
      Path: `/internDashboard/tasks/${id}`,
      Who: supervisor,
      Read: false,
    });
    expect(rating.Text).toBe(`${supervisor} rated your task \u201cDraw the org chart again\u201d.`);
    const [completed] = (await list(ctx, w.supervisor.headers)).Notifications;
    expect(completed.Path).toBe(`/supervisorDashboard/taskDetails/${id}`);
  });

  it('pages newest first, counts the unread, and marks one or all read', async () => {
    const page = await list(ctx, w.intern.headers, '?page=2&pageSize=3');
    expect(page.Notifications.map((n) => n.Kind)).toEqual(['task_assigned']);
    expect(page).toMatchObject({ Total: 4, Unread: 4 });
    const [newest] = (await list(ctx, w.intern.headers)).Notifications;

    const one = await send(ctx, 'POST', `/Notification/${newest.Id}/Read`, w.intern.headers);
    expect(one.json()).toEqual({ Unread: 3 });
    expect((await list(ctx, w.intern.headers, '?filter=unread')).Total).toBe(3);
    // Another's notification is not found, whoever asks.
    const theirs = await send(
      ctx,
      'POST',
      `/Notification/${newest.Id}/Read`,
      w.otherIntern.headers,
    );
    expect(theirs.statusCode).toBe(404);
    const bad = await send(ctx, 'GET', '/Notification?filter=old', w.intern.headers);
    expect(bad.statusCode).toBe(422);
    const found = await list(ctx, w.intern.headers, '?search=ORG%20CHART%20again');
    expect(found.Notifications.map((n) => n.Kind)).toEqual([
      'task_rated',
      'task_remark',
      'task_edited',
    ]);
    expect(found.Total).toBe(3);
    const oldest = await list(ctx, w.intern.headers, '?sort=CreatedAt&order=asc&pageSize=1');
    expect(oldest.Notifications.map((n) => n.Kind)).toEqual(['task_assigned']);

    expect((await send(ctx, 'POST', '/Notification/Read', w.intern.headers)).json()).toEqual({
      Unread: 0,
    });
    expect((await list(ctx, w.intern.headers)).Notifications.every((n) => n.Read)).toBe(true);
    expect((await send(ctx, 'GET', '/Notification', {})).statusCode).toBe(401);
  });

  it('an application tells every administrator, and its erasure anonymises the notification', async () => {
    const application = await apply(ctx, { Name: 'Nyokabi Wambui' });
    const [received] = (await list(ctx, w.admin)).Notifications;
    expect(received).toMatchObject({
      Kind: 'application_received',
      Who: 'Nyokabi Wambui',
      Path: '/adminDashboard/applications',
    });
    expect(received.Text).toMatch(/^Nyokabi Wambui applied for .+\.$/);
    await eraseApplication(ctx.app.db, application.id, null);
    const [erased] = (await list(ctx, w.admin)).Notifications;
    expect(erased.Id).toBe(received.Id);
    expect(erased.Text).not.toContain('Nyokabi');
  });

  it("the intern's data copy lists their notifications and e-mail choices", async () => {
    await ctx.app.db
      .insertInto('notification_preferences')
      .values({ user_id: w.intern.id, kind: 'task_edited', mail: 'digest' })
      .execute();
    const zip = await personalDataZip(ctx.app.db, { userId: w.intern.id });
    const data = JSON.parse(strFromU8(unzipSync(zip!)['personal-data.json'])) as {
      notifications: { kind: string; who: string; readAt: string | null }[];
      notificationMail: Record<string, string>;
    };
    expect(data.notifications.map((n) => n.kind)).toEqual([
      'task_assigned',
      'task_edited',
      'task_remark',
      'task_rated',
    ]);
    expect(data.notifications.every((n) => n.readAt !== null && n.who !== '')).toBe(true);
    expect(data.notificationMail).toEqual({ task_edited: 'digest' });
  });

  it("an erased account's own notifications go; retention deletes the old", async () => {
    const id = await createTask(ctx, w.otherSupervisor, w.otherIntern, { completed: true });
    await send(ctx, 'POST', `/Supervisor/Task/Rate/${id}`, w.otherSupervisor.headers, {
      rating: 50,
    });
    const stored = () =>
      ctx.app.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', w.otherIntern.id)
        .execute();
    expect(await stored()).toHaveLength(1);
    await eraseUser(
      ctx.app.db,
      w.otherIntern.id,
      (
        await ctx.app.db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'ADM')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(await stored()).toHaveLength(0);

    const settings = {
      declinedDays: 180,
      unactivatedDays: 180,
      mailDays: 30,
      notificationDays: 90,
    };
    const before = (await list(ctx, w.intern.headers)).Total;
    expect(before).toBeGreaterThan(0);
    const later = new Date(Date.now() + 91 * 24 * 3600 * 1000);
    const result = await runRetention(ctx.app.db, settings, later);
    expect(result.notifications).toBeGreaterThanOrEqual(before);
    expect((await list(ctx, w.intern.headers)).Total).toBe(0);
  });
});

describeEachDatabase('notification e-mails', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
  });

  /** What reached the SMTP server for `email`, once the outbox has nothing due left. */
  const received = async (email: string) => {
    await ctx.app.mailer.deliverDue();
    return smtp.to(email);
  };
  const assign = (title: string) =>
    send(ctx, 'POST', '/Task', w.supervisor.headers, {
      AssignedTo: String(w.intern.id),
      Task: title,
      TaskDescription: 'Plain words.',
      Deadline: today(ctx),
    });

  it("lists the role's choosable kinds with their defaults, and stores a choice", async () => {
    const before = await send(ctx, 'GET', '/Notification/Preferences', w.intern.headers);
    const preferences = before.json().Preferences as { Kind: string; Mail: string }[];
    expect(preferences.map((p) => p.Kind)).not.toContain('letter_issued');
    expect(preferences.find((p) => p.Kind === 'task_assigned')).toMatchObject({
      Label: 'A task assigned to you',
      Mail: 'immediate',
    });
    expect(preferences.find((p) => p.Kind === 'task_edited')?.Mail).toBe('never');
    expect(preferences.map((p) => p.Kind)).not.toContain('task_completed');

    const refused = await send(ctx, 'PUT', '/Notification/Preferences', w.intern.headers, {
      Preferences: [
        { Kind: 'task_edited', Mail: 'immediate' },
        { Kind: 'letter_issued', Mail: 'never' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.Preferences).toEqual([
      'letter_issued is not a notification you can choose for.',
    ]);
    const bad = await send(ctx, 'PUT', '/Notification/Preferences', w.intern.headers, {
      Preferences: [{ Kind: 'task_edited', Mail: 'hourly' }],
    });
    expect(bad.statusCode).toBe(422);
    const after = await send(ctx, 'GET', '/Notification/Preferences', w.intern.headers);
    expect(after.json()).toEqual(before.json());

    const saved = await send(ctx, 'PUT', '/Notification/Preferences', w.intern.headers, {
      Preferences: [
        { Kind: 'task_edited', Mail: 'immediate' },
        { Kind: 'task_assigned', Mail: 'digest' },
      ],
    });
    expect(saved.json()).toEqual({ message: 'Preferences saved' });
    const now = (await send(ctx, 'GET', '/Notification/Preferences', w.intern.headers)).json();
    expect(now.Preferences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Kind: 'task_edited', Mail: 'immediate' }),
        expect.objectContaining({ Kind: 'task_assigned', Mail: 'digest' }),
      ]),
    );
  });

  it('e-mails as chosen: a plain e-mail now, the rest in the morning digest, once', async () => {
    const id = (await assign('Sketch the data model')).json().id as number;
    await assign('Name the tables');
    // Chosen for the digest: no "New task" e-mail now, the notifications wait.
    expect(await received(w.intern.email)).toEqual([]);
    await send(ctx, 'PUT', `/Task/${id}`, w.supervisor.headers, {
      Task: 'Sketch the data model again',
      Description: 'Plain words.',
      Deadline: today(ctx),
    });
    await smtp.waitFor(async () => (await received(w.intern.email)).length === 1);
    const [edited] = smtp.to(w.intern.email);
    const supervisor = (await nameOf(ctx, w.supervisor)).name;
    expect(edited.subject).toBe(
      `${supervisor} edited the task \u201cSketch the data model again\u201d`,
    );
    expect(edited.text).toContain(`http://app.test/internDashboard/tasks/${id}`);
    expect(edited.text).toContain('http://app.test/internDashboard/profile');

    // Tomorrow from 07:00 in the firm's zone: one e-mail of both assignments.
    const zone = ctx.config.APP_TIMEZONE;
    const early = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 6 }).toJSDate();
    expect(await runNotificationDigest(ctx.app.db, ctx.config, 'a', early)).toBe(0);
    const morning = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 8 }).toJSDate();
    expect(await runNotificationDigest(ctx.app.db, ctx.config, 'a', morning)).toBe(1);
    const digest = (await received(w.intern.email)).at(-1)!;
    expect(digest.subject).toBe('Your notifications: 2 new');
    expect(digest.text).toContain(`assigned you the task \u201cSketch the data model\u201d.`);
    expect(digest.text).toContain(`assigned you the task \u201cName the tables\u201d.`);
    expect(await runNotificationDigest(ctx.app.db, ctx.config, 'a', morning)).toBe(0);
    expect(await received(w.intern.email)).toHaveLength(2);
    // The supervisor was told of nothing they chose to have e-mailed.
    expect(await received(w.supervisor.email)).toEqual([]);
  });
});
