/**
 * Issue 84: the three hostile spreadsheets of the issue, and a plain one they must not stop, each
 * uploaded through the API as the admin screen sends it (and previewed if taken), while
 * GET /api/Position is asked again and again beside it: the answer, its time, the process's
 * resident memory at its peak above what it was before the upload (sampled every 20 ms), and the
 * slowest of the reads meanwhile.
 * `npm run bench:hostile-sheets -w server` (SQLite). Figures in docs/benchmarks.md.
 */
import {
  declaringSize,
  hugeCellXlsx,
  sharedStringsBomb,
  wideXlsx,
} from '../test/helpers/hostile-files';
import { loginAdmin } from '../test/helpers/fixtures';
import { multipart } from '../test/helpers/multipart';
import { startTestApp, stopTestApp } from '../test/helpers/test-app';

const MB = 1024 * 1024;

/** The zip's directory may tell the truth about each part's size, or lie (1 KB a part). */
const lying = async (file: Promise<Buffer>) => declaringSize(await file, 1024);

/** What the bounds must let through: a plain workbook of 20 000 supervisors. */
async function plainXlsx() {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rows');
  sheet.addRow(['Name', 'Email', 'Phone number', 'Position', 'Language']);
  for (let i = 0; i < 20_000; i += 1) {
    const phone = `+2547${String(10_000_000 + i)}`;
    sheet.addRow([`Supervisor Number ${i}`, `sup${i}@bench.example`, phone, 'Engineering', 'sw']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const files: [string, () => Promise<Buffer>][] = [
  ['shared strings unpacking to 320 MB', () => sharedStringsBomb(320)],
  ['the same, its directory declaring 1 KB a part', () => lying(sharedStringsBomb(320))],
  ['one cell of 300 MB', () => hugeCellXlsx(300)],
  ['the same, its directory declaring 1 KB a part', () => lying(hugeCellXlsx(300))],
  ['5 000 columns', () => wideXlsx(5_000, 110)],
  ['a plain workbook of 20 000 rows (taken)', plainXlsx],
];

async function main() {
  const ctx = await startTestApp('sqlite');
  try {
    const admin = await loginAdmin(ctx);
    for (const [label, make] of files) {
      const file = await make();
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      let uploading = true;
      let slowest = 0;
      let reads = 0;
      const reading = (async () => {
        while (uploading) {
          const started = performance.now();
          const res = await ctx.app.inject({ method: 'GET', url: '/api/Position' });
          if (res.statusCode !== 200) throw new Error(`GET /api/Position: ${res.statusCode}`);
          slowest = Math.max(slowest, performance.now() - started);
          reads += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const body = multipart({
        Kind: 'supervisors',
        File: { filename: 'hostile.xlsx', content: file },
      });
      const started = performance.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Admin/Imports',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      const seconds = (performance.now() - started) / 1000;
      // A file taken is previewed as the screen does next: the preview reads it again.
      let previewed = '';
      if (res.statusCode === 201) {
        const before = performance.now();
        const preview = await ctx.app.inject({
          method: 'GET',
          url: `/api/Admin/Imports/${res.json().id}/Preview`,
          headers: admin,
        });
        previewed = `, its preview ${preview.statusCode} in ${((performance.now() - before) / 1000).toFixed(2)} s`;
      }
      uploading = false;
      await reading;
      clearInterval(sampler);
      const answer = res.statusCode === 201 ? '' : ` ${res.json().message}`;
      console.log(
        `${label} (${(file.length / MB).toFixed(2)} MB): ${res.statusCode}${answer} in ` +
          `${seconds.toFixed(2)} s${previewed}; memory +${((peak - baseline) / MB).toFixed(0)} MB at peak; ` +
          `${reads} reads beside it, the slowest ${slowest.toFixed(0)} ms`,
      );
    }
  } finally {
    await stopTestApp(ctx);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
