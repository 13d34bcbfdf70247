import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answers, renderAdmin } from '../../../test-utils/render-admin';

jest.mock('./pipeline-charts', () => ({
  __esModule: true,
  default: ({ kind }: { kind: string }) => <p>{`chart of applications per ${kind}`}</p>,
}));

const counts = {
  TotalUsers: 9,
  TotalApplicants: 6,
  SelectedApplicants: 2,
  TotalInterns: 4,
  TotalSupervisors: 3,
};
const position = (PositionId: number, Position: string, counts: number[]) => {
  const [Processing, Accepted, Passed, Declined] = counts;
  return { PositionId, Position, Processing, Accepted, Passed, Declined };
};
const pipeline = {
  ByStatus: { Processing: 2, Accepted: 1, Passed: 1, Declined: 2 },
  ByPosition: [
    position(1, 'Advisory', [1, 0, 1, 0]),
    position(2, 'Technology', [0, 0, 0, 1]),
    position(3, 'Engineering', [1, 1, 0, 1]),
  ],
};
const mail = {
  id: 1,
  To: 'a@example.com',
  Subject: 'Your interview',
  Attempts: 2,
  LastError: 'ECONNREFUSED',
  Since: '2026-11-22T06:00:00.000Z',
  NextAttemptAt: null,
  Status: 'queued',
};

let api: MockApi;
function serve(overrides: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Admin/User/Dashboard': { status: 200, data: counts },
      'GET /Admin/User/Dashboard/Pipeline': { status: 200, data: pipeline },
      'GET /Admin/Mail/Undelivered': { status: 200, data: { Mails: [] } },
      ...overrides,
    }),
  );
}
beforeEach(() => {
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

test('shows the five tiles with their counts, four of them leading to their list', async () => {
  renderAdmin('/adminDashboard');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  const tiles = within(screen.getAllByRole('list')[0]).getAllByRole('listitem');
  expect(tiles.map((tile) => tile.textContent)).toEqual([
    'Total Users9',
    'Applications6',
    'Selected Applicants2',
    'Interns4',
    'Supervisors3',
  ]);
  expect(within(tiles[0]).queryByRole('link')).toBeNull();
  expect(tiles.slice(1).map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual(
    [
      '/adminDashboard/applications',
      '/adminDashboard/selectedApplicants',
      '/adminDashboard/interns',
      '/adminDashboard/supervisors',
    ],
  );
});

test('gives the pipeline per status and per position in tables, beside lazy charts', async () => {
  renderAdmin('/adminDashboard');
  const byStatus = await screen.findByRole('table', { name: 'Applications per status' });
  const rows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
  expect(rows(byStatus)).toEqual([
    'StatusApplications',
    'Processing2',
    'Accepted For Interview1',
    'Interview Passed1',
    'Declined2',
    'Total6',
  ]);
  expect(rows(screen.getByRole('table', { name: 'Applications per position' }))).toEqual([
    'PositionProcessingAccepted For InterviewInterview PassedDeclinedTotal',
    'Engineering11013',
    'Advisory10102',
    'Technology00011',
  ]);
  expect(await screen.findByText('chart of applications per status')).toBeInTheDocument();
  expect(screen.getByText('chart of applications per position')).toBeInTheDocument();
  // Counts only: no list of applications is downloaded (the intakes, for their choice; the
  // bell's newest few).
  expect(api.requests.map((request) => request.url).sort()).toEqual([
    '/Admin/Mail/Undelivered',
    '/Admin/User/Dashboard',
    '/Admin/User/Dashboard/Pipeline',
    '/Intake',
    // The top bar's bell: the newest six notifications and the unread count.
    '/Notification',
  ]);
  // No intake defined: no choice of intake, as the spec's dashboard.
  expect(screen.queryByRole('combobox', { name: 'Intake' })).toBeNull();
});

test("with intakes, the charts can show one intake's pipeline; the tiles stay", async () => {
  const winter = {
    ByStatus: { Processing: 3, Accepted: 0, Passed: 0, Declined: 0 },
    ByPosition: [position(1, 'Advisory', [3, 0, 0, 0])],
  };
  serve({
    'GET /Intake': {
      status: 200,
      data: { Intakes: [{ id: 4, Name: 'Winter 2027', Positions: [], State: 'Open' }] },
    },
    'GET /Admin/User/Dashboard/Pipeline': (request) => ({
      status: 200,
      data: (request.params as { intake?: string } | undefined)?.intake === '4' ? winter : pipeline,
    }),
  });
  renderAdmin('/adminDashboard');
  const choice = await screen.findByRole('combobox', { name: 'Intake' });
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All intakes', 'Winter 2027', 'No intake']);
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(choice, 'Winter 2027');
  const byStatus = screen.getByRole('table', { name: 'Applications per status' });
  expect(await within(byStatus).findByRole('row', { name: 'Processing 3' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Applications per position' })).getAllByRole('row'),
  ).toHaveLength(2);
  expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Applications6');
});

test("a failed pipeline says 'Could not get Statistics Details' and keeps the tiles", async () => {
  serve({ 'GET /Admin/User/Dashboard/Pipeline': { status: 500, data: {} } });
  renderAdmin('/adminDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Statistics Details',
  );
  expect(screen.getByText('Total Users')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Applications per status' })).toBeNull();
});

test("a failed count says 'Could not get Statistics Details'", async () => {
  serve({ 'GET /Admin/User/Dashboard': { status: 500, data: {} } });
  renderAdmin('/adminDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Statistics Details',
  );
});

test('warns of undelivered e-mails and links to their list', async () => {
  serve({
    'GET /Admin/Mail/Undelivered': { status: 200, data: { Mails: [mail, { ...mail, id: 2 }] } },
  });
  renderAdmin('/adminDashboard');
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('E-mails are not being delivered');
  expect(banner).toHaveTextContent('2 emails have not been delivered yet');
  expect(within(banner).getByRole('link', { name: 'See Undelivered E-mails' })).toHaveAttribute(
    'href',
    '/adminDashboard/mail',
  );
});

test('no banner while every e-mail went', async () => {
  renderAdmin('/adminDashboard');
  await screen.findByRole('table', { name: 'Applications per status' });
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed check of the e-mails shows no popup', async () => {
  serve({ 'GET /Admin/Mail/Undelivered': { status: 500, data: {} } });
  renderAdmin('/adminDashboard');
  await screen.findByRole('table', { name: 'Applications per status' });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test('in Swahili, the tiles, the tables and the warning are in Swahili', async () => {
  serve({ 'GET /Admin/Mail/Undelivered': { status: 200, data: { Mails: [mail] } } });
  await act(() => showLanguage('sw'));
  renderAdmin('/adminDashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashibodi' })).toBeInTheDocument();
  for (const tile of ['Jumla ya Watumiaji', 'Maombi', 'Waombaji Waliochaguliwa', 'Wanagenzi'])
    expect(screen.getAllByText(tile).length).toBeGreaterThan(0);
  const byStatus = await screen.findByRole('table', { name: 'Maombi kwa hali' });
  expect(within(byStatus).getByRole('columnheader', { name: 'Hali' })).toBeInTheDocument();
  expect(within(byStatus).getByRole('rowheader', { name: 'Jumla' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Maombi kwa Nafasi' })).toBeInTheDocument();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Barua pepe haziwasilishwi');
  expect(banner).toHaveTextContent('Barua pepe 1 bado haijawasilishwa');
  expect(
    within(banner).getByRole('link', { name: 'Angalia Barua Pepe Zisizowasilishwa' }),
  ).toHaveAttribute('href', '/adminDashboard/mail');
});
