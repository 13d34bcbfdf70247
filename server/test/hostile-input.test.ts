import { applicationForm, login, pdf } from './helpers/fixtures';
import { multipart } from './helpers/multipart';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

const TOO_BIG = 2 ** 31;

describeEachDatabase('hostile input', (dialect) => {
  const ctx = useTestApp(dialect);
  let world: World;
  let sup: Record<string, string>;
  let intern: Record<string, string>;
  let task: number;

  beforeAll(async () => {
    world = await createWorld(ctx);
    sup = await login(ctx, world.supervisor.email, world.supervisor.password);
    intern = await login(ctx, world.intern.email, world.intern.password);
    task = await createTask(ctx, world.supervisor, world.intern, { completed: true });
  });

  const send = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: method as 'GET', url, headers, payload });

  it.each([
    ['GET', `/api/User/${TOO_BIG}/edit`, 'admin'],
    ['GET', `/api/User/${TOO_BIG}`, 'admin'],
    ['DELETE', `/api/User/${TOO_BIG}`, 'admin'],
    ['GET', `/api/Position/${TOO_BIG}/edit`, 'admin'],
    ['GET', `/api/Apply/${TOO_BIG}`, 'admin'],
    ['GET', `/api/Apply/${TOO_BIG}/History`, 'admin'],
    ['GET', `/api/Task/${TOO_BIG}`, 'intern'],
    ['GET', `/api/Task/99999999999999999999`, 'intern'],
    ['PUT', `/api/Task/Status/${TOO_BIG}`, 'intern'],
  ])('%s %s beyond the id columns is a 404', async (method, url, who) => {
    const res = await send(method, url, who === 'admin' ? world.admin : intern);
    expect(res.statusCode).toBe(404);
  });

  it('a payload id beyond the id columns is a 422 on its field', async () => {
    const form = applicationForm({ Position: String(TOO_BIG) });
    const applied = await ctx.app.inject({ method: 'POST', url: '/api/Apply', ...form });
    expect(applied.statusCode).toBe(422);
    expect(applied.json().errors.Position).toEqual(['The Position must be a position id.']);

    const assigned = await send('POST', '/api/Task', sup, {
      AssignedTo: TOO_BIG,
      Task: 'A task',
      TaskDescription: 'Its description',
      Deadline: today(ctx),
    });
    expect(assigned.statusCode).toBe(422);
    expect(Object.keys(assigned.json().errors)).toEqual(['AssignedTo']);

    const assignment = await send('PUT', `/api/User/${world.intern.id}`, world.admin, {
      InternID: TOO_BIG,
      SupervisorID: world.supervisor.id,
    });
    expect(assignment.statusCode).toBe(422);
    expect(Object.keys(assignment.json().errors)).toEqual(['InternID']);
  });

  it.each([[true], [[2]], [{ id: 2 }], [2.5], ['2x']])(
    'Position %j is refused in POST /User and PUT /User/{id}',
    async (Position) => {
      const created = await send('POST', '/api/User', world.admin, {
        Name: 'Hostile Supervisor',
        Email: `hostile.${Date.now()}@test.example`,
        PhoneNumber: '+254712345678',
        Position,
        Role: 'SUP',
      });
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().errors)).toEqual(['Position']);
      const edited = await send('PUT', `/api/User/${world.supervisor.id}`, world.admin, {
        Name: 'Edited Name',
        Email: world.supervisor.email,
        PhoneNumber: '+254712345678',
        Position,
      });
      expect(edited.statusCode).toBe(422);
      const row = await ctx.app.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', world.supervisor.id)
        .executeTakeFirstOrThrow();
      expect(row.name).not.toBe('Edited Name');
    },
  );

  it.each(['\u0000', 'a\u0007b', '\u001b[31m', '\ud800'])(
    'free text with %j is a 422 on its field, on every kind of text',
    async (bad) => {
      const value = `Text ${bad} here`;
      const comment = await send('POST', '/api/Comment', intern, {
        Taskid: task,
        Intern_comment: value,
        Userid: world.intern.id,
      });
      expect(comment.statusCode).toBe(422);
      expect(comment.json().errors.Intern_comment).toEqual([
        'The Intern_comment must not contain control characters.',
      ]);
      const edit = await send('PUT', `/api/Task/${task}`, sup, {
        Task: value,
        Description: 'Fine',
        Deadline: today(ctx),
      });
      expect(edit.statusCode).toBe(422);
      expect(Object.keys(edit.json().errors)).toEqual(['Task']);
      const position = await send('POST', '/api/Position', world.admin, { Position: value });
      expect(position.statusCode).toBe(422);
      // A lone surrogate cannot travel in a multipart body (it arrives as U+FFFD).
      if (bad === '\ud800') return;
      const form = applicationForm({ Name: value });
      const applied = await ctx.app.inject({ method: 'POST', url: '/api/Apply', ...form });
      expect(applied.statusCode).toBe(422);
      expect(Object.keys(applied.json().errors)).toEqual(['Name']);
    },
  );

  it('keeps tabs and line breaks in free text', async () => {
    const body = 'First line\r\n\tindented second line';
    const res = await send('POST', '/api/Comment', intern, {
      Taskid: task,
      Intern_comment: body,
      Userid: world.intern.id,
    });
    expect(res.statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('comments')
      .select('body')
      .where('task_id', '=', task)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.body).toBe(body);
  });

  describe('multipart limits each say which limit', () => {
    const post = (fields: Parameters<typeof multipart>[0]) =>
      ctx.app.inject({ method: 'POST', url: '/api/Apply', ...multipart(fields) });
    const base = {
      Name: 'Limit Tester',
      Email: 'limits@test.example',
      PhoneNumber: '+254712345678',
      Position: '1',
    };

    it('too many files', async () => {
      const res = await post({ ...base, Cv: pdf(), AttachmentLetter: pdf(), Extra: pdf() });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Send at most two files: the CV and the attachment letter.');
    });

    it('too many fields', async () => {
      const extra = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x']));
      const res = await post({ ...base, ...extra });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The form has too many fields.');
    });

    it('a field too long', async () => {
      const res = await post({ ...base, Name: 'x'.repeat(20_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The Name field is too long.');
    });

    it('a file too large', async () => {
      const big = { filename: 'big.pdf', content: Buffer.alloc(5 * 1024 * 1024 + 10, 32) };
      const res = await post({ ...base, Cv: big, AttachmentLetter: pdf() });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Each file must be at most 5 MB.');
    });
  });

  it('serves an uploaded PDF so that it cannot run script in the origin', async () => {
    const form = applicationForm({ Cv: { ...pdf('CV'), filename: '../../evil name<script>.pdf' } });
    const applied = await ctx.app.inject({ method: 'POST', url: '/api/Apply', ...form });
    const detail = await send('GET', `/api/Apply/${applied.json().id}`, world.admin);
    const res = await ctx.app.inject({
      method: 'GET',
      url: detail.json().Cv.replace('http://app.test', ''),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="evil_name_script_.pdf"');
  });
});
