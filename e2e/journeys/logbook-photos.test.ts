import sharp from 'sharp';
import { pdfImages } from '../../server/test/helpers/pdf-images';
import { checkAtBothWidths } from '../support/a11y';
import { api, loginToken, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { sw } from '../support/catalogue';
import { monday, sees } from '../support/journey-steps';
import { internFourWeeksIn } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 71: an intern on a phone (360 px) adds a camera photo carrying its GPS position to a
// week; the server keeps it without the position; the supervisor sees its thumbnail on the
// week and signs; the logbook copy prints the photo. The new section passes axe at 1280 and
// 360 px in English and Swahili.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());
const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

const INTERN = {
  Name: 'Wairimu Photos',
  Email: 'wairimu.photos@e2e.test',
  PhoneNumber: '+254722000710',
  Position: 'Engineering',
};
const PASSWORD = 'Intern-pass-71';
const SUPERVISOR = {
  Name: 'Photo Mentor',
  Email: 'mentor.71@e2e.test',
  Password: 'Mentor-pass-71',
};
const WEEK = monday(1);
const PHOTO_NAME = 'site-visit.jpg';

/** A camera photo as a phone writes it: 3000 x 2400 px, its camera and GPS position in EXIF. */
const gpsPhoto = () =>
  sharp({ create: { width: 3000, height: 2400, channels: 3, background: '#2e7d5b' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Field Camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
      },
    })
    .toBuffer();

const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

beforeAll(async () => {
  await internFourWeeksIn(
    app.server.url,
    smtp,
    { ...INTERN, Password: PASSWORD },
    SUPERVISOR,
    'Photos intake',
  );
}, 90_000);

async function signedIn(email: string, password: string, landing: string, width = 1280) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width, height: 900 },
  });
  await opened.page.goto('/login');
  await logIn(opened.page, email, password);
  await opened.page.waitForURL((url) => url.pathname === landing);
  return opened;
}

test('the intern adds a GPS-tagged photo on a phone; it is kept without its position', async () => {
  const photo = await gpsPhoto();
  expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
  const { page, consoleErrors } = await signedIn(INTERN.Email, PASSWORD, '/internDashboard', 360);
  await page.goto(`/internDashboard/logbook/${WEEK}`);
  const section = page.getByRole('region', { name: 'Photos and files' });
  await section.getByText('No photos or files yet.').waitFor();
  await section.getByText('Up to five images or PDFs, 5 MB each.').waitFor();
  await checkAtBothWidths(
    page,
    'logbook-photos-empty',
    () => section.getByText('No photos or files yet.').waitFor(),
    axeResults,
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo });
  await sees(page, 'File added');
  const thumbnail = section.getByRole('img', { name: PHOTO_NAME });
  await thumbnail.waitFor();
  await section.getByRole('button', { name: `Remove ${PHOTO_NAME}` }).waitFor();
  await checkAtBothWidths(page, 'logbook-photos', () => thumbnail.waitFor(), axeResults);

  await page.getByRole('button', { name: 'Kiswahili' }).click();
  const kiswahili = page.getByRole('region', { name: sw('Photos and files') });
  await checkAtBothWidths(
    page,
    'logbook-photos-sw',
    () =>
      kiswahili.getByRole('button', { name: sw('Remove {name}', { name: PHOTO_NAME }) }).waitFor(),
    axeResults,
  );
  await page.getByRole('button', { name: 'English' }).click();
  await section.waitFor();

  // What the server kept: shrunk in the browser to 1600 px, and without any EXIF (no GPS).
  const token = await loginToken(app.server.url, INTERN.Email, PASSWORD);
  const week = await api<{ Attachments: { Id: number; Name: string }[] }>(
    app.server.url,
    'GET',
    `/Intern/Logbook/${WEEK}`,
    200,
    { token },
  );
  expect(week.Attachments.map((file) => file.Name)).toEqual([PHOTO_NAME]);
  const stored = await fetch(`${app.server.url}/api/LogbookAttachments/${week.Attachments[0].Id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stored.status).toBe(200);
  const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height, hasGps(meta.exif), meta.exif]).toEqual([
    'jpeg',
    1600,
    1280,
    false,
    undefined,
  ]);

  await api(app.server.url, 'POST', `/Intern/Logbook/${WEEK}/Submit`, 200, {
    token,
    json: {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: 'Surveyed the site with the team.',
      Learned: 'How a site survey is recorded.',
      Hours: 40,
    },
  });
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 150_000);

test('the supervisor sees the thumbnail, signs, and the logbook copy holds the photo', async () => {
  const { page, consoleErrors } = await signedIn(
    SUPERVISOR.Email,
    SUPERVISOR.Password,
    '/supervisorDashboard',
  );
  await page.getByRole('link', { name: 'Logbooks' }).first().click();
  await page.getByRole('link', { name: new RegExp(`^Open ${INTERN.Name}`) }).click();
  const section = page.getByRole('region', { name: 'Photos and files' });
  const thumbnail = section.getByRole('img', { name: PHOTO_NAME });
  await thumbnail.waitFor();
  expect(await section.getByRole('button', { name: /Remove/ }).count()).toBe(0);
  await checkAtBothWidths(page, 'logbook-photos-review', () => thumbnail.waitFor(), axeResults);
  await section.getByRole('button', { name: `Open ${PHOTO_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: PHOTO_NAME });
  await dialog.getByRole('img', { name: PHOTO_NAME }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await sees(page, 'Entry signed');
  expect(consoleErrors).toEqual([]);
  await page.context().close();

  const token = await loginToken(app.server.url, INTERN.Email, PASSWORD);
  const copy = await fetch(`${app.server.url}/api/Intern/Logbook/Pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(copy.status).toBe(200);
  const images = pdfImages(Buffer.from(await copy.arrayBuffer()));
  expect(images).toContainEqual(expect.objectContaining({ width: 1600, height: 1280 }));
}, 150_000);
