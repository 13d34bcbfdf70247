import ExcelJS from 'exceljs';
import { buildReportScenario } from './helpers/report-scenario';
import { loginAdmin } from './helpers/fixtures';
import { pdftotext } from './helpers/pdftotext';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const FORMULA = '=HYPERLINK("http://evil.example","Amina")';

describeEachDatabase('programme report downloads', (dialect) => {
  const ctx = useTestApp(dialect, { APP_TIMEZONE: 'Africa/Nairobi', FIRM_NAME: 'Acme Interns' });
  let admin: Record<string, string>;
  let scene: Awaited<ReturnType<typeof buildReportScenario>>;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    scene = await buildReportScenario(ctx);
    // A name a spreadsheet would run as a formula.
    await ctx.app.db
      .updateTable('users')
      .set({ name: FORMULA })
      .where('id', '=', scene.supervisors[0].id)
      .execute();
  });
  const download = (kind: 'Xlsx' | 'Pdf', query: string, language = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Report/${kind}?${query}`,
      headers: { ...admin, 'accept-language': language },
    });
  const sheetRows = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));

  it('writes one sheet per table, the figures as on screen and a formula-like name as typed', async () => {
    const res = await download('Xlsx', `intake=${scene.intakeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="programme-report-${scene.intakeId}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Funnel',
      'Rates and decisions',
      'Attendance',
      'Logbook',
      'By position',
      'By supervisor',
    ]);
    const [funnel, rates, attendance, logbook, byPosition, bySupervisor] = workbook.worksheets;
    expect(sheetRows(funnel)).toEqual([
      ['Intake: January 2026'],
      ['Figure', 'Value'],
      ['Applied', 6],
      ['Reviewed', 5],
      ['Invited to interview', 4],
      ['Passed', 3],
      ['Activated', 2],
      ['Completed', 1],
      ['Letters issued', 1],
    ]);
    expect(sheetRows(rates).slice(2)).toEqual([
      ['Acceptance rate (passed of applied)', '50 %'],
      ['Completion rate (completed of activated)', '50 %'],
      ['Applications decided', 5],
      ['Average days to a decision', 2.4],
      ['Longest days to a decision', 4],
    ]);
    expect(sheetRows(attendance).slice(2)).toEqual([
      ['Interns', 2],
      ['Days expected', 20],
      ['Present', 10],
      ['Excused', 2],
      ['Absent', 8],
      ['Share present', '56 %'],
    ]);
    expect(sheetRows(logbook).slice(2)).toEqual([
      ['Weeks signed', 3],
      ['Signed on time (by the Friday after the week)', 1],
      ['Share signed on time', '33 %'],
    ]);
    expect(sheetRows(byPosition).slice(1)).toEqual([
      ['Position', 'Rated tasks', 'Average rating', 'Evaluations', 'Average score'],
      ['Advisory', 2, 4.5, 1, 3.83],
      ['Engineering', 1, 3, 0],
    ]);
    // Sorted by name: the formula-like name ('=') before 'Baraka'; a string cell, never run.
    expect(sheetRows(bySupervisor).slice(2)).toEqual([
      [FORMULA, 2, 4.5, 1, 3.83],
      ['Baraka Supervisor', 1, 3, 0],
    ]);
    expect(bySupervisor.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(bySupervisor.getCell('A3').formula).toBeUndefined();
  });

  it("writes the reader's language", async () => {
    const res = await download('Xlsx', 'intake=none', 'sw');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].name).toBe('Mfuatano wa maombi');
    expect(sheetRows(workbook.worksheets[0]).slice(0, 3)).toEqual([
      ['Maombi yasiyo ya awamu yoyote'],
      ['Kielelezo', 'Thamani'],
      ['Waliotuma maombi', 1],
    ]);
  });

  it('draws a PDF with the funnel, the ratings and every table, in English and Swahili', async () => {
    const res = await download('Pdf', `intake=${scene.intakeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdftotext(res.rawPayload)).replace(/ +/g, ' ').replace(/ \n/g, '\n');
    expect(text).toContain('Acme Interns');
    expect(text).toContain('Programme report');
    expect(text).toContain('Intake: January 2026');
    expect(text).toMatch(/Invited to interview 4\n/);
    expect(text).toContain('Ratings by position');
    expect(text).toMatch(/Acceptance rate \(passed of applied\) 50 %/);
    expect(text).toMatch(/Share present 56 %/);
    expect(text).toMatch(/Advisory 2 4\.5 1 3\.83/);
    expect(text).toMatch(/Baraka Supervisor 1 3 0 —/);

    const swahili = await download('Pdf', 'from=2025-11-01&to=2025-11-03', 'sw');
    expect(swahili.headers['content-disposition']).toBe(
      'attachment; filename="programme-report-2025-11-01-to-2025-11-03.pdf"',
    );
    const sw = (await pdftotext(swahili.rawPayload)).replace(/ +/g, ' ').replace(/ \n/g, '\n');
    expect(sw).toContain('Ripoti ya programu');
    expect(sw).toContain('Maombi yaliyotumwa kuanzia 1 Novemba 2025 hadi 3 Novemba 2025');
    expect(sw).toMatch(/Waliotuma maombi 3\n/);
  });

  it('refuses what the report refuses, with nothing drawn', async () => {
    const res = await download('Pdf', 'from=2024-01-01&to=2026-01-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to).toEqual(['A report covers at most 731 days.']);
  });
});
