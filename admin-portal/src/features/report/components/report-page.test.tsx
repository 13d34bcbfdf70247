import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { captureDownloads, stubElementWidth } from 'shared-ui/testing';
import { answers, expectError, renderAdmin, sent } from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/reports';
const INTAKES = [
  {
    id: 7,
    Name: 'January 2026',
    ApplicationsOpen: '2025-10-01',
    ApplicationsClose: '2025-11-30',
    InternshipStart: '2026-01-05',
    InternshipEnd: '2026-01-16',
    Positions: [{ id: 1, Position: 'Advisory' }],
    State: 'Closed',
  },
];
const group = (id: number | null, Name: string | null, over = {}) => ({
  id,
  Name,
  RatedTasks: 2,
  AverageRating: 4.5,
  Evaluations: 1,
  AverageScore: 3.83,
  ...over,
});
const REPORT = {
  Intake: { id: 7, Name: 'January 2026' },
  From: null,
  To: null,
  Funnel: {
    Applied: 6,
    Reviewed: 5,
    Invited: 4,
    Passed: 3,
    Activated: 2,
    Completed: 1,
    Letters: 1,
  },
  Rates: { Acceptance: 50, Completion: null },
  Decisions: { Decided: 5, AverageDays: 2.4, LongestDays: 4 },
  Attendance: { Interns: 2, Expected: 20, Present: 10, Excused: 2, Absent: 8, SharePresent: 56 },
  ByPosition: [group(1, 'Advisory'), group(2, 'Engineering', { AverageScore: null })],
  BySupervisor: [group(null, null, { RatedTasks: 3 })],
  Logbook: { Signed: 3, OnTime: 1, ShareOnTime: 33 },
};

let api: MockApi;
function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Intake': { status: 200, data: { Intakes: INTAKES } },
      'GET /Admin/Report': { status: 200, data: REPORT },
      ...over,
    }),
  );
}
beforeEach(() => {
  stubElementWidth(600);
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const asked = () => sent(api.requests, 'GET', '/Admin/Report').map((request) => request.params);
const rows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test("shows the first intake's figures, each table in full", async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  expect(await screen.findByRole('table', { name: 'Funnel' })).toBeVisible();
  expect(asked()).toEqual([{ intake: '7' }]);
  expect(screen.getByRole('combobox', { name: 'Report of' })).toHaveDisplayValue('January 2026');
  expect(rows('Funnel')).toEqual([
    ['Applied', '6'],
    ['Reviewed', '5'],
    ['Invited to interview', '4'],
    ['Passed', '3'],
    ['Activated', '2'],
    ['Completed', '1'],
    ['Letters issued', '1'],
  ]);
  expect(rows('Rates and decisions')).toEqual([
    ['Acceptance rate (passed of applied)', '50%'],
    ['Completion rate (completed of activated)', '—'],
    ['Applications decided', '5'],
    ['Average days to a decision', '2.4'],
    ['Longest days to a decision', '4'],
  ]);
  expect(rows('Attendance')).toContainEqual(['Share present', '56%']);
  expect(rows('Logbook')).toEqual([
    ['Weeks signed', '3'],
    ['Signed on time (by the Friday after the week)', '1'],
    ['Share signed on time', '33%'],
  ]);
  expect(rows('By position')).toEqual([
    ['Position', 'Rated tasks', 'Average rating', 'Evaluations', 'Average score'],
    ['Advisory', '2', '4.5', '1', '3.83'],
    ['Engineering', '2', '4.5', '1', '—'],
  ]);
  expect(rows('By supervisor')[1]).toEqual(['No supervisor', '3', '4.5', '1', '3.83']);
  // On a phone a group is a block of lines, each value after its column's header.
  const missing = within(screen.getByRole('table', { name: 'By position' })).getByRole('cell', {
    name: '—',
  });
  expect(missing).toHaveAttribute('data-label', 'Average score');
});

test('reports the default intake, then a date range once both days are chosen', async () => {
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  const select = await screen.findByRole('combobox', { name: 'Report of' });
  await user.selectOptions(select, 'No intake');
  await screen.findByRole('table', { name: 'Funnel' });
  await user.selectOptions(select, 'Applications made in a date range');
  expect(screen.getByText('Choose the first and the last day.')).toBeVisible();
  await user.type(screen.getByLabelText('First day'), '2025-11-01');
  await user.type(screen.getByLabelText('Last day'), '2025-11-03');
  await screen.findByRole('table', { name: 'Funnel' });
  expect(asked()).toEqual([
    { intake: '7' },
    { intake: 'none' },
    { from: '2025-11-01', to: '2025-11-03' },
  ]);
});

test("shows the server's reason for a range it refuses under its day", async () => {
  const TOO_LONG = 'A report covers at most 731 days.';
  serve({
    'GET /Admin/Report': { status: 422, data: { message: TOO_LONG, errors: { to: [TOO_LONG] } } },
  });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Report of' }),
    'Applications made in a date range',
  );
  await user.type(screen.getByLabelText('First day'), '2024-01-01');
  await user.type(screen.getByLabelText('Last day'), '2026-01-01');
  expect(await screen.findByText(TOO_LONG)).toBeVisible();
  expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(TOO_LONG);
  expect(screen.queryByRole('table', { name: 'Funnel' })).not.toBeInTheDocument();
});

test('downloads the report on screen as XLSX and as PDF', async () => {
  const downloads = captureDownloads();
  serve({
    'GET /Admin/Report/Xlsx': { status: 200, data: new Blob(['PK']) },
    'GET /Admin/Report/Pdf': { status: 200, data: new Blob(['%PDF-1.4']) },
  });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Download XLSX' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() =>
    expect(downloads.saved.map((file) => file.name)).toEqual([
      'programme-report-7.xlsx',
      'programme-report-7.pdf',
    ]),
  );
  expect(sent(api.requests, 'GET', '/Admin/Report/Pdf').map((request) => request.params)).toEqual([
    { intake: '7' },
  ]);
  downloads.restore();
});

test("a download that fails says 'Could not download the report'", async () => {
  const downloads = captureDownloads();
  serve({ 'GET /Admin/Report/Pdf': { status: 500, data: {} } });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
  await expectError('Could not download the report');
  expect(downloads.saved).toEqual([]);
  downloads.restore();
});

test('says so when the report cannot be read', async () => {
  serve({ 'GET /Admin/Report': { status: 500, data: {} } });
  renderAdmin(PATH);
  await expectError('Could not get the report');
});

test('without intakes, offers all applications', async () => {
  serve({ 'GET /Intake': { status: 200, data: { Intakes: [] } } });
  renderAdmin(PATH);
  expect(await screen.findByRole('combobox', { name: 'Report of' })).toHaveDisplayValue(
    'All applications',
  );
  await screen.findByRole('table', { name: 'Funnel' });
  expect(asked()).toEqual([{ intake: 'none' }]);
});

test('in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAdmin(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ripoti' })).toBeVisible();
  expect(await screen.findByRole('table', { name: 'Mfuatano wa maombi' })).toBeVisible();
  expect(rows('Viwango na maamuzi')[0]).toEqual([
    'Kiwango cha kukubaliwa (waliofaulu kati ya waliotuma)',
    '50%',
  ]);
});
