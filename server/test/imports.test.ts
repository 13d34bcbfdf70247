import ExcelJS from 'exceljs';
import { createUser, loginAdmin, uniqueEmail } from './helpers/fixtures';
import { runRetention } from '../src/domain/personal-data/retention.service';
import { multipart } from './helpers/multipart';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { insertIntake, replaceIntakePositions } from '../src/domain/intakes/intakes.repository';

type Headers = Record<string, string>;

const csv = (rows: string[][]) =>
  Buffer.from(
    rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );

async function xlsx(rows: (string | number | { formula: string })[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const RETAIN_ALL = {
  declinedDays: 3650,
  unactivatedDays: 3650,
  mailDays: 3650,
  notificationDays: 3650,
};
const SUPERVISOR_HEADER = ['Name', 'Email', 'Phone number', 'Position', 'Language'];

describeEachDatabase('imports', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx: TestContext = useTestApp(dialect, env);
  let admin: Headers;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
  });

  const upload = (kind: string, content: Buffer, filename = 'people.csv', headers = admin) => {
    const body = multipart({ Kind: kind, File: { filename, content, contentType: 'text/csv' } });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Imports',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  async function uploaded(kind: string, content: Buffer, filename?: string) {
    const res = await upload(kind, content, filename);
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  const preview = async (id: number, query = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Imports/${id}/Preview${query}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  async function run(id: number, AllOrNothing = false) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Imports/${id}/Run`,
      headers: admin,
      payload: { AllOrNothing },
    });
    expect(res.statusCode).toBe(202);
    let state: { Status: string; DoneRows: number; SkippedRows: number } | undefined;
    await smtp.waitFor(async () => {
      state = (
        await ctx.app.inject({ method: 'GET', url: `/api/Admin/Imports/${id}`, headers: admin })
      ).json();
      return state!.Status !== 'running';
    });
    return state!;
  }

  const undo = (id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/Admin/Imports/${id}/Undo`, headers: admin });

  const activeUser = (email: string) =>
    ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('archived_at', 'is', null)
      .executeTakeFirst();

  describe('a file that cannot be read is refused with a clear message, and nothing is kept', () => {
    const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
      [
        'not CSV or XLSX (a PDF)',
        () => Buffer.from('%PDF-1.4\n\0\0binary'),
        'The file must be a CSV or XLSX file.',
      ],
      [
        'not UTF-8 text',
        () => Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]),
        'The file must be a CSV or XLSX file.',
      ],
      ['empty', () => Buffer.alloc(0), 'The file is empty.'],
      ['only blank lines', () => Buffer.from('\r\n\r\n'), 'The file is empty.'],
      [
        'without a header row',
        () => csv([['Amina Njeri', 'amina@example.com', '+254712345678', 'Engineering']]),
        'The first row must name each column (a header row); it holds an empty or data cell.',
      ],
      [
        'with a repeated column',
        () =>
          csv([
            ['Name', 'Email', 'email'],
            ['A', 'b@example.com', 'c@example.com'],
          ]),
        'The column email appears twice.',
      ],
      [
        'with a header but no rows',
        () => csv([SUPERVISOR_HEADER]),
        'The file has a header row but no rows to import.',
      ],
      [
        'a CSV cut off inside a quoted cell',
        () => Buffer.from('Name,Email\r\n"Amina Njeri,amina@exa'),
        'The file is cut off or damaged: save it again and upload it whole.',
      ],
      [
        'an XLSX cut off',
        async () => {
          const whole = await xlsx([
            SUPERVISOR_HEADER,
            ['Amina Njeri', 'amina@example.com', '+254712345678', 'Engineering'],
          ]);
          return whole.subarray(0, whole.length - 200);
        },
        'The file is cut off or damaged: save it again and upload it whole.',
      ],
      [
        'over 20 000 rows',
        () => Buffer.from(`Name\r\n${'Amina Njeri\r\n'.repeat(20_001)}`),
        'The file has more than 20000 rows: split it into smaller files.',
      ],
      [
        'over 20 000 rows, without a final line break',
        () => Buffer.from(`Name\r\n${'Amina Njeri\r\n'.repeat(20_000)}Amina Njeri`),
        'The file has more than 20000 rows: split it into smaller files.',
      ],
    ];

    it.each(cases)('%s', async (_label, make, message) => {
      const before = await ctx.app.db.selectFrom('imports').select('id').execute();
      const res = await upload('supervisors', await make());
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
      expect(await ctx.app.db.selectFrom('imports').select('id').execute()).toEqual(before);
    });

    it.each([
      ['with a final line break, as the template ends', '\r\n'],
      ['without a final line break', ''],
    ])('exactly 20 000 rows %s: taken, all 20 000', async (_label, end) => {
      const rows = Array.from({ length: 20_000 }, (_, i) => `Person ${i},p${i}@example.com`);
      const id = await uploaded(
        'supervisors',
        Buffer.from(`Name,Email\r\n${rows.join('\r\n')}${end}`),
      );
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/Admin/Imports/${id}`,
        headers: admin,
      });
      expect(res.json().TotalRows).toBe(20_000);
    });

    it('over 5 MB: 413 before the rest is read', async () => {
      const res = await upload('supervisors', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file must be at most 5 MB.');
    });

    it('an unknown kind, or no file: 422 naming the field', async () => {
      const res = await upload('tasks', csv([['Name'], ['x']]));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        Kind: ['The Kind must be supervisors, interns, positions, intakes or applications.'],
      });
    });

    it('says it in Swahili to a Swahili screen', async () => {
      const res = await upload('supervisors', Buffer.alloc(0), 'a.csv', {
        ...admin,
        'accept-language': 'sw',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Faili ni tupu.');
    });

    it('only administrators import (403 for a supervisor)', async () => {
      const supervisor = await createUser(ctx, 'SUP');
      const res = await upload(
        'positions',
        csv([['Position'], ['Design']]),
        'p.csv',
        supervisor.headers,
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('the preview', () => {
    it("matches Swahili headers with a BOM, keeps other scripts, and lists every row's errors", async () => {
      const taken = await createUser(ctx, 'SUP');
      const id = await uploaded(
        'supervisors',
        Buffer.concat([
          Buffer.from([0xef, 0xbb, 0xbf]),
          csv([
            ['Jina', 'Barua pepe', 'Nambari ya simu', 'Nafasi', 'Maoni'],
            ['Ἀθηνᾶ 山田 Ngugi', 'athena@example.com', '+254712345678', 'engineering', 'x'],
            ['A', 'not-an-email', '12', 'Engineering', ''],
            ['Baraka Otieno', taken.email, '+254712345679', 'Astronomy', ''],
            ['Baraka Two', 'ATHENA@example.com', '+254712345670', 'Advisory', ''],
            ['', '', '', '', ''],
          ]),
        ]),
      );
      const result = await preview(id);
      expect(result.Columns).toEqual([
        { Header: 'Jina', Field: 'Name' },
        { Header: 'Barua pepe', Field: 'Email' },
        { Header: 'Nambari ya simu', Field: 'PhoneNumber' },
        { Header: 'Nafasi', Field: 'Position' },
        { Header: 'Maoni', Field: null },
      ]);
      expect(result.Missing).toEqual([]);
      expect(result.Valid).toBe(1);
      expect(result.Rows).toEqual([
        {
          Row: 3,
          Errors: [
            { Field: 'Name', Message: 'The Name must be at least 2 characters.' },
            { Field: 'Email', Message: 'The Email must be a valid email address.' },
            {
              Field: 'PhoneNumber',
              Message:
                'The PhoneNumber must be a valid international phone number, like +254712345678.',
            },
          ],
        },
        {
          Row: 4,
          Errors: [
            { Field: 'Email', Message: 'This email is already used by another account.' },
            { Field: 'Position', Message: 'No position is named Astronomy.' },
          ],
        },
        { Row: 5, Errors: [{ Field: 'Email', Message: 'This Email is also in row 2.' }] },
      ]);
      expect(await preview(id, '?page=2&pageSize=2')).toMatchObject({
        Total: 3,
        Rows: [{ Row: 5 }],
      });
    });

    it('refuses a formula cell without running it', async () => {
      const id = await uploaded(
        'positions',
        await xlsx([['Position'], [{ formula: 'CONCAT("De","sign")' }], ['Research']]),
        'p.xlsx',
      );
      const result = await preview(id);
      expect(result.Valid).toBe(1);
      expect(result.Rows).toEqual([
        {
          Row: 2,
          Errors: [
            {
              Field: 'Name',
              Message: 'The Name cell holds a formula, which is never run: type its value.',
            },
          ],
        },
      ]);
    });

    it('takes changed column matches, and refuses two columns for one field', async () => {
      const id = await uploaded(
        'positions',
        csv([
          ['Title', 'Notes'],
          ['Quality Assurance', 'x'],
        ]),
      );
      expect((await preview(id)).Missing).toEqual(['Name']);
      const twice = await ctx.app.inject({
        method: 'PUT',
        url: `/api/Admin/Imports/${id}/Columns`,
        headers: admin,
        payload: { Columns: ['Name', 'Name'] },
      });
      expect(twice.statusCode).toBe(422);
      const set = await ctx.app.inject({
        method: 'PUT',
        url: `/api/Admin/Imports/${id}/Columns`,
        headers: admin,
        payload: { Columns: ['Name', null] },
      });
      expect(set.statusCode).toBe(200);
      expect(await preview(id)).toMatchObject({ Missing: [], Valid: 1, Invalid: 0 });
    });
  });

  describe('importing', () => {
    it('imports the valid rows, invites each supervisor in their language, and records who did it', async () => {
      const [en, sw] = [uniqueEmail('imp-en'), uniqueEmail('imp-sw')];
      const id = await uploaded(
        'supervisors',
        csv([
          SUPERVISOR_HEADER,
          ['Amina Njeri', en, '+254712345001', 'Engineering', ''],
          ['Juma Mwangi', sw, '+254712345002', 'Advisory', 'sw'],
          ['Bad Row', 'bad', '+254712345003', 'Advisory', ''],
        ]),
      );
      const state = await run(id);
      expect(state).toMatchObject({
        Status: 'done',
        DoneRows: 2,
        SkippedRows: 1,
        CreatedBy: expect.any(String),
      });
      expect(await activeUser(en)).toMatchObject({
        role: 'SUP',
        password_hash: null,
        language: 'en',
      });
      expect(await activeUser('bad')).toBeUndefined();
      // Queued, not sent at once: the outbox's worker sends them at its steady pace.
      expect(smtp.to(en)).toHaveLength(0);
      await ctx.app.mailer.deliverDue();
      await smtp.waitFor(() => smtp.to(en).length > 0 && smtp.to(sw).length > 0);
      expect(smtp.to(en)[0].subject).toBe('Your supervisor account');
      expect(smtp.to(sw)[0].subject).not.toBe('Your supervisor account');
      expect(smtp.to(en)[0].text).toMatch(/\/resetPassword\/[\w-]+/);
      const stored = await ctx.app.db
        .selectFrom('imports')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.file_content).toBeNull();
      const list = (
        await ctx.app.inject({ method: 'GET', url: '/api/Admin/Imports', headers: admin })
      ).json();
      expect(list.Imports[0]).toMatchObject({
        id,
        Kind: 'supervisors',
        Status: 'done',
        DoneRows: 2,
      });
      // A started import does not run again.
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/Imports/${id}/Run`,
        headers: admin,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
    });

    it('all or nothing: one bad row, nothing imported', async () => {
      const good = uniqueEmail('aon');
      const id = await uploaded(
        'supervisors',
        csv([
          SUPERVISOR_HEADER,
          ['Good Person', good, '+254712345004', 'Engineering', ''],
          ['X', 'bad', '1', 'Nowhere', ''],
        ]),
      );
      expect(await run(id, true)).toMatchObject({ Status: 'refused', DoneRows: 0, SkippedRows: 2 });
      expect(await activeUser(good)).toBeUndefined();
    });

    it('imports interns with their supervisor and intake, and invites them', async () => {
      const supervisor = await createUser(ctx, 'SUP');
      const intakeId = await insertIntake(ctx.app.db, {
        name: 'March 2027',
        applications_open_on: '2027-01-01',
        applications_close_on: '2027-02-01',
        starts_on: '2027-03-01',
        ends_on: '2027-06-01',
      });
      await replaceIntakePositions(ctx.app.db, intakeId, [3]);
      const intern = uniqueEmail('imp-intern');
      const id = await uploaded(
        'interns',
        await xlsx([
          ['Name', 'Email', 'Phone number', 'Position', 'Supervisor email', 'Intake'],
          ['Wanjiru Kamau', intern, '+254712345005', 'Technology', supervisor.email, 'march 2027'],
          [
            'Nobody Known',
            uniqueEmail('x'),
            '+254712345006',
            'Technology',
            'ghost@example.com',
            'No Such Intake',
          ],
        ]),
        'interns.xlsx',
      );
      expect((await preview(id)).Rows).toEqual([
        {
          Row: 3,
          Errors: [
            { Field: 'Supervisor', Message: 'No supervisor has the e-mail ghost@example.com.' },
            { Field: 'Intake', Message: 'No intake is named No Such Intake.' },
          ],
        },
      ]);
      expect(await run(id)).toMatchObject({ Status: 'done', DoneRows: 1 });
      const user = await activeUser(intern);
      expect(user).toMatchObject({
        role: 'INT',
        supervisor_id: supervisor.id,
        password_hash: null,
      });
      const application = await ctx.app.db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', user!.application_id!)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({ status: 'Passed', intake_id: intakeId, email: intern });
      await ctx.app.mailer.deliverDue();
      await smtp.waitFor(() => smtp.to(intern).length > 0);
      expect(smtp.to(intern)[0].subject).toBe('Your intern account');
    });

    it('imports intakes with their positions; dates in order, and XLSX date cells read', async () => {
      const id = await uploaded(
        'intakes',
        await xlsx([
          [
            'Name',
            'Applications open',
            'Applications close',
            'Internship start',
            'Internship end',
            'Positions',
          ],
          [
            'Imported Intake A',
            '2031-01-01',
            '2031-01-31',
            '2031-03-01',
            '2031-06-30',
            'Engineering; advisory',
          ],
          ['Imported Intake B', 47484, '2031-01-31', '2031-01-15', '2031-06-30', 'Astronomy'],
        ]),
        'intakes.xlsx',
      );
      expect((await preview(id)).Rows).toEqual([
        {
          Row: 3,
          Errors: [
            { Field: 'Positions', Message: 'No position is named Astronomy.' },
            {
              Field: 'InternshipStart',
              Message: 'The internship cannot start before applications close.',
            },
          ],
        },
      ]);
      expect(await run(id)).toMatchObject({ Status: 'done', DoneRows: 1 });
      const intake = await ctx.app.db
        .selectFrom('intakes')
        .selectAll()
        .where('name', '=', 'Imported Intake A')
        .executeTakeFirstOrThrow();
      expect(intake).toMatchObject({ applications_open_on: '2031-01-01', ends_on: '2031-06-30' });
      const offered = await ctx.app.db
        .selectFrom('intake_positions')
        .select('position_id')
        .where('intake_id', '=', intake.id)
        .orderBy('position_id')
        .execute();
      expect(offered.map((row) => row.position_id)).toEqual([1, 2]);
      expect((await undo(id)).statusCode).toBe(200);
      expect(
        await ctx.app.db.selectFrom('intakes').select('id').where('id', '=', intake.id).execute(),
      ).toEqual([]);
    });

    it('imports applications without files, refusing an open one and an intake without the position', async () => {
      const intakeId = await insertIntake(ctx.app.db, {
        name: 'Applications Intake',
        applications_open_on: '2031-01-01',
        applications_close_on: '2031-01-31',
        starts_on: '2031-03-01',
        ends_on: '2031-06-30',
      });
      await replaceIntakePositions(ctx.app.db, intakeId, [1]);
      const [fresh, taken] = [uniqueEmail('app-new'), uniqueEmail('app-open')];
      const first = await uploaded(
        'applications',
        csv([
          ['Name', 'Email', 'Phone number', 'Position', 'Intake'],
          ['Open One', taken, '+254712345011', 'Advisory', ''],
        ]),
      );
      await run(first);
      const id = await uploaded(
        'applications',
        csv([
          ['Name', 'Email', 'Phone number', 'Position', 'Intake'],
          ['New Applicant', fresh, '+254712345012', 'Advisory', 'applications intake'],
          ['Again', taken, '+254712345013', 'Advisory', ''],
          [
            'Wrong Intake',
            uniqueEmail('app-x'),
            '+254712345014',
            'Technology',
            'Applications Intake',
          ],
        ]),
      );
      expect((await preview(id)).Rows).toEqual([
        {
          Row: 3,
          Errors: [
            {
              Field: 'Email',
              Message: 'An application for this email is already being processed.',
            },
          ],
        },
        {
          Row: 4,
          Errors: [
            {
              Field: 'Intake',
              Message: 'The intake Applications Intake does not offer the position Technology.',
            },
          ],
        },
      ]);
      expect(await run(id)).toMatchObject({ Status: 'done', DoneRows: 1 });
      const application = await ctx.app.db
        .selectFrom('applications')
        .selectAll()
        .where('email', '=', fresh)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        status: 'Processing',
        intake_id: intakeId,
        position_id: 1,
      });
      const files = await ctx.app.db
        .selectFrom('application_files')
        .select('id')
        .where('application_id', '=', application.id)
        .execute();
      expect(files).toEqual([]);
      // Accepted since: the import is no longer undone.
      await ctx.app.db
        .updateTable('applications')
        .set({ status: 'Accepted' })
        .where('id', '=', application.id)
        .execute();
      expect((await undo(id)).statusCode).toBe(409);
    });
  });

  describe('undo', () => {
    it('removes the last import within a day, and is recorded; only the last', async () => {
      const first = await uploaded('positions', csv([['Position'], ['Logistics']]));
      await run(first);
      const email = uniqueEmail('undo');
      const id = await uploaded(
        'supervisors',
        csv([SUPERVISOR_HEADER, ['Undo Me', email, '+254712345007', 'Logistics', '']]),
      );
      await run(id);
      expect((await undo(first)).statusCode).toBe(409);
      const res = await undo(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().Removed).toBe(1);
      expect(await activeUser(email)).toBeUndefined();
      const outbox = await ctx.app.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', email)
        .where('status', '=', 'pending')
        .execute();
      expect(outbox).toEqual([]);
      const state = (
        await ctx.app.inject({ method: 'GET', url: `/api/Admin/Imports/${id}`, headers: admin })
      ).json();
      expect(state).toMatchObject({
        Status: 'undone',
        UndoneBy: expect.any(String),
        UndoneAt: expect.any(String),
      });
      expect((await undo(id)).statusCode).toBe(409);
    });

    it('is refused once something was done with a row, or after a day', async () => {
      const email = uniqueEmail('used');
      const id = await uploaded(
        'supervisors',
        csv([SUPERVISOR_HEADER, ['Used Person', email, '+254712345008', 'Engineering', '']]),
      );
      await run(id);
      const user = await activeUser(email);
      await ctx.app.db
        .updateTable('users')
        .set({ password_hash: 'set' })
        .where('id', '=', user!.id)
        .execute();
      const res = await undo(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        '1 of its rows have been used since; the import cannot be undone.',
      );
      expect(await activeUser(email)).toBeDefined();
      await ctx.app.db
        .updateTable('users')
        .set({ password_hash: null })
        .where('id', '=', user!.id)
        .execute();
      await ctx.app.db
        .updateTable('imports')
        .set({ finished_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
        .where('id', '=', id)
        .execute();
      expect((await undo(id)).json().message).toBe('An import can be undone only within a day.');
    });
  });

  it('an upload never imported is gone a day later, by the retention job (its file holds people)', async () => {
    const id = await uploaded('positions', csv([['Position'], ['Forgotten Upload']]));
    await runRetention(ctx.app.db, RETAIN_ALL);
    expect(
      await ctx.app.db.selectFrom('imports').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
    await ctx.app.db
      .updateTable('imports')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('id', '=', id)
      .execute();
    await runRetention(ctx.app.db, RETAIN_ALL);
    expect(
      await ctx.app.db.selectFrom('imports').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
  });

  it("an erasure deletes the uploads not imported yet: any may hold the person's data", async () => {
    const intern = await createUser(ctx, 'INT');
    const id = await uploaded('positions', csv([['Position'], ['Held Upload']]));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/User/${intern.id}/PersonalData`,
      headers: admin,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(
      await ctx.app.db.selectFrom('imports').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
  });

  describe('templates', () => {
    it.each(['supervisors', 'interns', 'positions'])(
      '%s: an XLSX whose header the import matches, with rules',
      async (kind) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/Admin/Imports/Template/${kind}?format=xlsx`,
          headers: admin,
        });
        expect(res.statusCode).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Rows', 'Rules']);
        const id = await uploaded(kind, res.rawPayload, 'template.xlsx');
        const result = await preview(id);
        expect(result.Missing).toEqual([]);
        expect(
          result.Columns.every((column: { Field: string | null }) => column.Field !== null),
        ).toBe(true);
      },
    );

    it('a CSV in Swahili: header and example row, with a BOM', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/Imports/Template/supervisors?format=csv',
        headers: { ...admin, 'accept-language': 'sw' },
      });
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.body).toBe(
        '\uFEFFJina,Barua pepe,Nambari ya simu,Nafasi,Lugha\r\nWanjiru Kamau,wanjiru.kamau@example.com,+254712345678,Software Engineering,sw\r\n',
      );
    });
  });
});
