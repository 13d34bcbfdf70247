import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from 'shared-ui/testing';
import { mockApi, sent, type MockApi } from 'shared-api/testing';
import { answers, expectError, person, renderAdmin } from '../../../test-utils/render-admin';

// The chart has its own test (shared-ui ratings-chart.test.tsx); here, only the page.
jest.mock('../../../../../shared-ui/src/performance/ratings-chart', () => ({
  __esModule: true,
  default: () => <p>chart</p>,
}));

const PATH = '/adminDashboard/performanceDetails/11';
const PERFORMANCE = {
  status: 200,
  data: {
    User: person(11, {
      Name: 'Achieng Atieno',
      Role: 'INT',
      Supervisor: { user_id: 5, Name: 'Wanjiru Kamau' },
    }),
    Tasks: [
      {
        id: 1,
        Task: 'Write the report',
        Rating: 80,
        Status: 'Completed',
        Deadline: '2026-11-02',
        CompletedAt: null,
      },
      {
        id: 2,
        Task: 'Review the code',
        Rating: null,
        Status: 'Completed',
        Deadline: '2026-11-03',
        CompletedAt: null,
      },
      {
        id: 3,
        Task: 'Plan the demo',
        Rating: null,
        Status: 'Assigned',
        Deadline: '2026-11-04',
        CompletedAt: null,
      },
    ],
    Overall: 80,
  },
};
let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /User/11': PERFORMANCE,
      'GET /Attendance/11': {
        status: 200,
        data: { Expected: 25, Present: 22, Excused: 1, Absent: 2, SharePresent: 92 },
      },
    }),
  );
});
afterEach(() => api.restore());

test('shows the intern, each task with its rating display and the overall percentage', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Performance Details' }),
  ).toBeVisible();
  expect(
    screen.getByText('Achieng Atieno, Engineering (supervised by Wanjiru Kamau)'),
  ).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Task ratings' });
  expect(list).toHaveTextContent('Write the report80%');
  expect(list).toHaveTextContent('Review the codeNot rated');
  expect(list).toHaveTextContent('Plan the demoNot completed');
  expect(screen.getByText('Overall Performance:').parentElement).toHaveTextContent('80%');
  expect(screen.getByRole('link', { name: 'Back to Interns' })).toHaveAttribute(
    'href',
    '/adminDashboard/interns',
  );
  expect(screen.getByRole('link', { name: 'Completion Letter' })).toHaveAttribute(
    'href',
    '/adminDashboard/interns/11/letter',
  );
});

test("a failed load says 'Could not get performance details'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin(PATH);
  await expectError('Could not get performance details');
});

test("shows the intern's attendance beside the ratings", async () => {
  renderAdmin(PATH);
  const card = await screen.findByRole('table', { name: 'Attendance' });
  expect(screen.getByRole('heading', { level: 2, name: 'Attendance' })).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Days expected25', 'Present22', 'Excused1', 'Absent2', 'Share present92 %']);
});

test("a failed attendance says 'Could not get Attendance'", async () => {
  api.answer(
    answers({
      'GET /User/11': PERFORMANCE,
      'GET /Attendance/11': { status: 403, data: { message: 'Not yours.' } },
    }),
  );
  renderAdmin(PATH);
  await expectError('Could not get Attendance');
});

describe("'Download Logbook'", () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  test("saves the intern's signed weeks", async () => {
    api.answer(
      answers({
        'GET /User/11': PERFORMANCE,
        'GET /Attendance/11': { status: 200, data: {} },
        'GET /Admin/Intern/11/Logbook/Pdf': { status: 200, data: new Blob(['%PDF-1.4']) },
      }),
    );
    renderAdmin(PATH);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Download Logbook' }));
    await waitFor(() => expect(downloads.saved.map((file) => file.name)).toEqual(['logbook.pdf']));
    expect(sent(api.requests, 'GET', '/Admin/Intern/11/Logbook/Pdf')).toHaveLength(1);
  });

  test("no signed week yet: 'Could not download the logbook' and the server's reason", async () => {
    api.answer(
      answers({
        'GET /User/11': PERFORMANCE,
        'GET /Attendance/11': { status: 200, data: {} },
        'GET /Admin/Intern/11/Logbook/Pdf': {
          status: 404,
          data: { message: 'No week of this logbook is signed yet.' },
        },
      }),
    );
    renderAdmin(PATH);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Download Logbook' }));
    await expectError('Could not download the logbook');
    expect(screen.getByText('No week of this logbook is signed yet.')).toBeVisible();
    expect(downloads.saved).toEqual([]);
  });

  test("weeks the university wants countersigned first: the server's reason", async () => {
    const reason =
      'Every signed week must be countersigned by the academic supervisor before a copy of this logbook can be made. Weeks still waiting: 1.';
    api.answer(
      answers({
        'GET /User/11': PERFORMANCE,
        'GET /Attendance/11': { status: 200, data: {} },
        'GET /Admin/Intern/11/Logbook/Pdf': { status: 409, data: { message: reason } },
      }),
    );
    renderAdmin(PATH);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Download Logbook' }));
    await expectError('Could not download the logbook');
    expect(screen.getByText(reason)).toBeVisible();
    expect(downloads.saved).toEqual([]);
  });
});
