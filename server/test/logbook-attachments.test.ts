import { strFromU8, unzipSync } from 'fflate';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import { isoNow } from '../src/lib/time';
import { createUser, loginAdmin } from './helpers/fixtures';
import { pdfBomb, pixelBomb, sharedStringsBomb } from './helpers/hostile-files';
import { internOfIntake, mondayFrom } from './helpers/internship';
import { multipart } from './helpers/multipart';
import { pdfImages } from './helpers/pdf-images';
import { pdfText } from './helpers/pdf-text';
import { gpsPhoto, locationOf, PDF_FILE, pngImage, webpImage } from './helpers/photos';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;

describeEachDatabase('photos and files in the logbook', (dialect) => {
  const ctx = useTestApp(dialect);
  const upload = (week: string, headers: Headers, filename: string, content: Buffer, type = '') => {
    const form = multipart({ File: { filename, content, contentType: type || 'image/jpeg' } });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/Intern/Logbook/${week}/Attachments`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const get = (url: string, headers: Headers = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const remove = (week: string, id: number, headers: Headers) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/Intern/Logbook/${week}/Attachments/${id}`,
      headers,
    });
  const stored = (internId: number) =>
    ctx.app.db
      .selectFrom('logbook_attachments')
      .select(['id', 'name', 'content_type', 'size', 'content', 'thumbnail'])
      .where('intern_id', '=', internId)
      .orderBy('id')
      .execute();
  const running = () => internOfIntake(ctx, mondayFrom(ctx, -3), mondayFrom(ctx, 6));
  const lastWeek = () => mondayFrom(ctx, -1);

  async function entryIn(
    internId: number,
    week: string,
    state: 'submitted' | 'signed' | 'returned',
  ) {
    const now = isoNow();
    const row = await ctx.app.db
      .insertInto('logbook_entries')
      .values({
        intern_id: internId,
        week_start: week,
        days: 'PPPPP',
        activities: 'Wired the site survey form.',
        learned: 'How a survey is checked.',
        hours: 40,
        state,
        submitted_at: now,
        reviewer_name: state === 'submitted' ? null : 'Grace Supervisor',
        reviewed_at: state === 'submitted' ? null : now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('stores a phone photo upright-sized and without its GPS position or camera', async () => {
    const { intern } = await running();
    const photo = await gpsPhoto(2400, 1800);
    expect(await locationOf(photo)).toMatchObject({ gps: true, camera: true });

    const res = await upload(lastWeek(), intern.headers, 'IMG 0042 (site).jpeg', photo);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      Id: expect.any(Number),
      Name: 'IMG_0042_site_.jpg',
      ContentType: 'image/jpeg',
      Size: expect.any(Number),
      AddedAt: expect.any(String),
    });
    const [row] = await stored(intern.id);
    expect(row.size).toBe(row.content.length);
    expect(await locationOf(row.content)).toEqual({
      gps: false,
      camera: false,
      exif: false,
      width: 1600,
      height: 1200,
      format: 'jpeg',
    });
    expect(await locationOf(row.thumbnail!)).toMatchObject({ width: 320, height: 240, gps: false });

    const week = await get(`/Intern/Logbook/${lastWeek()}`, intern.headers);
    expect(week.json().Attachments).toEqual([res.json()]);
    const file = await get(`/LogbookAttachments/${row.id}`, intern.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
    });
    expect(file.rawPayload.equals(row.content)).toBe(true);
    const thumbnail = await get(`/LogbookAttachments/${row.id}/Thumbnail`, intern.headers);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.equals(row.thumbnail!)).toBe(true);
  });

  it('turns a photo by its EXIF orientation before the orientation is dropped', async () => {
    const { intern } = await running();
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#777' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await upload(lastWeek(), intern.headers, 'turned.jpg', sideways)).statusCode).toBe(201);
    const [row] = await stored(intern.id);
    expect(await locationOf(row.content)).toMatchObject({ width: 200, height: 300, exif: false });
  });

  it('knows a file by its content, not its name or declared type', async () => {
    const { intern } = await running();
    const week = lastWeek();
    const png = await upload(week, intern.headers, 'diagram.jpg', await pngImage(), 'image/jpeg');
    expect(png.json()).toMatchObject({ Name: 'diagram.png', ContentType: 'image/png' });
    const webp = await upload(week, intern.headers, 'board.webp', await webpImage(), 'image/webp');
    expect(webp.json()).toMatchObject({ Name: 'board.jpg', ContentType: 'image/jpeg' });
    const pdf = await upload(
      week,
      intern.headers,
      'flow chart',
      PDF_FILE,
      'application/octet-stream',
    );
    expect(pdf.json()).toMatchObject({ Name: 'flow_chart.pdf', ContentType: 'application/pdf' });
    expect(
      (await get(`/LogbookAttachments/${pdf.json().Id}/Thumbnail`, intern.headers)).statusCode,
    ).toBe(404);

    const message = 'Only JPEG, PNG or WebP images and PDF files can be added.';
    for (const [name, content, type] of [
      ['report.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf'],
      ['photo.jpg', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/jpeg'],
      ['notes.txt', Buffer.from('just text'), 'text/plain'],
    ] as const) {
      const refused = await upload(week, intern.headers, name, content, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(message);
    }
    const broken = await upload(
      week,
      intern.headers,
      'cut.jpg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('The image could not be read. Try another photo or file.');
    expect((await stored(intern.id)).map((row) => row.content_type)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
    ]);
  });

  it('refuses hostile files, storing nothing; keeps a PDF as sent, never unpacked', async () => {
    const { intern } = await running();
    const week = lastWeek();
    const unreadable = 'The image could not be read. Try another photo or file.';
    const cases: [string, Buffer, number, string][] = [
      ['bomb.png', pixelBomb(10_000, 10_000), 422, unreadable],
      [
        'photo.jpg',
        await sharedStringsBomb(60),
        415,
        'Only JPEG, PNG or WebP images and PDF files can be added.',
      ],
      ['cut.png', (await pngImage()).subarray(0, 200), 422, unreadable],
      [
        'cut.pdf',
        PDF_FILE.subarray(0, PDF_FILE.length - 20),
        422,
        'The file is cut off or damaged: save it again and upload it whole.',
      ],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await upload(week, intern.headers, name, content);
      expect([name, res.statusCode, res.json().message]).toEqual([name, status, message]);
    }
    expect(await stored(intern.id)).toEqual([]);

    const bomb = pdfBomb(60);
    const kept = await upload(week, intern.headers, 'bomb.pdf', bomb, 'application/pdf');
    expect(kept.statusCode).toBe(201);
    expect(Buffer.from((await stored(intern.id))[0].content).equals(bomb)).toBe(true);
  });

  it('refuses a file over 5 MB and a sixth file, storing nothing', async () => {
    const { intern } = await running();
    const week = lastWeek();
    const big = Buffer.concat([PDF_FILE, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(week, intern.headers, 'big.pdf', big, 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is larger than 5 MB.');
    expect(await stored(intern.id)).toEqual([]);

    for (let i = 1; i <= 5; i += 1) {
      expect((await upload(week, intern.headers, `page-${i}.pdf`, PDF_FILE)).statusCode).toBe(201);
    }
    const sixth = await upload(week, intern.headers, 'page-6.pdf', PDF_FILE);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe('A week holds at most five photos or files.');
    const rows = await stored(intern.id);
    expect(rows).toHaveLength(5);

    const removed = await remove(week, rows[0].id, intern.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'File removed' });
    expect((await remove(week, rows[0].id, intern.headers)).statusCode).toBe(404);
    expect((await upload(week, intern.headers, 'page-6.pdf', PDF_FILE)).statusCode).toBe(201);
    // Another week holds its own five.
    expect((await upload(mondayFrom(ctx, -2), intern.headers, 'a.pdf', PDF_FILE)).statusCode).toBe(
      201,
    );
  });

  it('adds and removes only while the week is editable, and only in the internship', async () => {
    const { intern } = await running();
    const final = 'This entry is submitted for review or signed and can no longer be changed.';
    const returnedWeek = mondayFrom(ctx, -3);
    await entryIn(intern.id, returnedWeek, 'returned');
    expect((await upload(returnedWeek, intern.headers, 'r.pdf', PDF_FILE)).statusCode).toBe(201);

    const week = lastWeek();
    const added = (await upload(week, intern.headers, 'before.pdf', PDF_FILE)).json();
    await entryIn(intern.id, week, 'submitted');
    const late = await upload(week, intern.headers, 'after.pdf', PDF_FILE);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(final);
    const kept = await remove(week, added.Id, intern.headers);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(final);

    const outside = await upload(mondayFrom(ctx, 2), intern.headers, 'future.pdf', PDF_FILE);
    expect(outside.statusCode).toBe(404);
    const before = await upload(mondayFrom(ctx, -10), intern.headers, 'old.pdf', PDF_FILE);
    expect(before.statusCode).toBe(404);
    const tuesday = DateTime.fromISO(week).plus({ days: 1 }).toISODate()!;
    const notMonday = await upload(tuesday, intern.headers, 'x.pdf', PDF_FILE);
    expect(notMonday.statusCode).toBe(422);
    expect((await stored(intern.id)).map((row) => row.name)).toEqual(['r.pdf', 'before.pdf']);
  });

  it('shows a file to the intern, their supervisors and admins only; 404 to anyone else', async () => {
    const { intern, supervisor } = await running();
    const other = await running();
    const academic = await createUser(ctx, 'ACA');
    const otherAcademic = await createUser(ctx, 'ACA');
    await ctx.app.db
      .updateTable('users')
      .set({ academic_supervisor_id: academic.id })
      .where('id', '=', intern.id)
      .execute();
    await ctx.app.db
      .updateTable('users')
      .set({ academic_supervisor_id: otherAcademic.id })
      .where('id', '=', other.intern.id)
      .execute();
    const week = lastWeek();
    const { Id } = (
      await upload(week, intern.headers, 'site.jpg', await gpsPhoto(640, 480))
    ).json();
    const admin = await loginAdmin(ctx);
    const status = async (headers: Headers) =>
      Promise.all([
        get(`/LogbookAttachments/${Id}`, headers).then((res) => res.statusCode),
        get(`/LogbookAttachments/${Id}/Thumbnail`, headers).then((res) => res.statusCode),
      ]);
    expect(await status({})).toEqual([401, 401]);
    expect(await status(intern.headers)).toEqual([200, 200]);
    expect(await status(supervisor.headers)).toEqual([200, 200]);
    expect(await status(academic.headers)).toEqual([200, 200]);
    expect(await status(admin)).toEqual([200, 200]);
    expect(await status(other.intern.headers)).toEqual([404, 404]);
    expect(await status(other.supervisor.headers)).toEqual([404, 404]);
    expect(await status(otherAcademic.headers)).toEqual([404, 404]);
    expect((await remove(week, Id, other.intern.headers)).statusCode).toBe(404);

    // The academic supervisor's reach ends ACADEMIC_ACCESS_DAYS after the internship.
    const { intake_id: intakeId } = await ctx.app.db
      .selectFrom('applications as a')
      .innerJoin('users as u', 'u.application_id', 'a.id')
      .select('a.intake_id')
      .where('u.id', '=', intern.id)
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('intakes')
      .set({ starts_on: '2020-01-06', ends_on: '2020-03-27' })
      .where('id', '=', intakeId!)
      .execute();
    expect(await status(academic.headers)).toEqual([404, 404]);
    expect(await status(supervisor.headers)).toEqual([200, 200]);
  });

  it("lists a week's files in the supervisor's and the academic supervisor's answers", async () => {
    const { intern, supervisor } = await running();
    const academic = await createUser(ctx, 'ACA');
    await ctx.app.db
      .updateTable('users')
      .set({ academic_supervisor_id: academic.id })
      .where('id', '=', intern.id)
      .execute();
    const week = lastWeek();
    const added = (await upload(week, intern.headers, 'site.jpg', await gpsPhoto(640, 480))).json();
    const entryId = await entryIn(intern.id, week, 'signed');
    const review = await get(`/Supervisor/Logbook/${entryId}`, supervisor.headers);
    expect(review.json().Attachments).toEqual([added]);
    const signed = await get(`/Academic/Students/${intern.id}/Logbook`, academic.headers);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().Weeks[0]).toMatchObject({ WeekStart: week, Attachments: [added] });
  });

  it("prints a signed week's images in the logbook copy and names its PDFs", async () => {
    const { intern } = await running();
    const week = lastWeek();
    await upload(week, intern.headers, 'site.jpg', await gpsPhoto(1000, 700));
    const pdf = (
      await upload(week, intern.headers, 'survey form', PDF_FILE, 'application/pdf')
    ).json();
    await entryIn(intern.id, week, 'signed');
    const copy = await get('/Intern/Logbook/Pdf', intern.headers);
    expect(copy.statusCode).toBe(200);
    // The photo at its stored size (the verification square is drawn, not an image).
    expect(pdfImages(copy.rawPayload)).toContainEqual(
      expect.objectContaining({ width: 1000, height: 700 }),
    );
    const text = await pdfText(copy.rawPayload);
    expect(text).toContain('Photos and files');
    expect(text).toContain('File: survey_form.pdf');

    // The copy's fingerprint counts its files: without one, it is another copy with another code.
    const code = (res: typeof copy) => String(res.headers['content-disposition']);
    expect(code(await get('/Intern/Logbook/Pdf', intern.headers))).toBe(code(copy));
    await ctx.app.db.deleteFrom('logbook_attachments').where('id', '=', pdf.Id).execute();
    expect(code(await get('/Intern/Logbook/Pdf', intern.headers))).not.toBe(code(copy));
  });

  it("is in the intern's data copy and goes with their account", async () => {
    const { intern } = await running();
    const week = lastWeek();
    const added = (await upload(week, intern.headers, 'site.jpg', await gpsPhoto(640, 480))).json();
    const zip = unzipSync((await personalDataZip(ctx.app.db, { userId: intern.id }))!);
    const data = JSON.parse(strFromU8(zip['personal-data.json']));
    const name = `logbook/${week}-${added.Id}-site.jpg`;
    expect(data.logbookAttachments).toEqual([
      { name, week, type: 'image/jpeg', size: added.Size, addedAt: added.AddedAt },
    ]);
    expect(zip[name]).toHaveLength(added.Size);

    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/User/${intern.id}/PersonalData`,
      headers: await loginAdmin(ctx),
    });
    expect(erased.statusCode).toBe(200);
    expect(await stored(intern.id)).toEqual([]);
  });
});
