import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  captureCsv,
  intern,
  mockApi,
  renderSupervisor,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const interns = [
  intern(21, { Name: 'Achieng Atieno', Position: 'Engineering' }),
  intern(22, { Name: 'Baraka Mwangi', Position: 'Advisory', Email: 'baraka@example.com' }),
];

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: interns } },
      'GET /Supervisor/Logbook/Counts': { status: 200, data: { Waiting: 0, PendingAbsences: 0 } },
    }),
  );
});
afterEach(() => api.restore());

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

test("lists the supervisor's interns with the spec's columns and links", async () => {
  renderSupervisor('/supervisorDashboard');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'My Interns' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
    'Department',
    'Action',
    'Performance',
  ]);
  const assign = within(row('Achieng Atieno')).getByRole('link', {
    name: 'Assign Task to Achieng Atieno',
  });
  expect(assign).toHaveTextContent('Assign Task');
  expect(assign).toHaveAttribute('href', '/supervisorDashboard/assignTask/Achieng%20Atieno/21');
  const view = within(row('Baraka Mwangi')).getByRole('link', {
    name: 'View performance of Baraka Mwangi',
  });
  expect(view).toHaveTextContent('View');
  expect(view).toHaveAttribute('href', '/supervisorDashboard/performanceDetails/22');
});

test('filters by Department and exports what is shown as CSV', async () => {
  renderSupervisor('/supervisorDashboard');
  await screen.findByRole('cell', { name: 'Achieng Atieno' });
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(screen.getByLabelText('Department'), 'Advisory');
  expect(screen.queryByRole('cell', { name: 'Achieng Atieno' })).not.toBeInTheDocument();
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(csv.names).toEqual(['my-interns.csv']);
  expect(await csv.lines()).toEqual([
    'Name,Email,Phone Number,Department',
    'Baraka Mwangi,baraka@example.com,+254712345678,Advisory',
  ]);
  csv.restore();
});

test("a failed load says 'Could not get Interns'", async () => {
  api.answer(
    answers({
      'GET /Supervisor/User/MyInterns': { status: 500, data: { message: 'boom' } },
      'GET /Supervisor/Logbook/Counts': { status: 200, data: { Waiting: 0, PendingAbsences: 0 } },
    }),
  );
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Interns',
  );
  expect(screen.getByText('No data available')).toBeInTheDocument();
});

test('with no interns the table says so', async () => {
  api.answer(
    answers({
      'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: [] } },
      'GET /Supervisor/Logbook/Counts': { status: 200, data: { Waiting: 0, PendingAbsences: 0 } },
    }),
  );
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByText('No data available')).toBeInTheDocument();
});

function serveCounts(counts: { status: number; data?: object }) {
  api.answer(
    answers({
      'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: interns } },
      'GET /Supervisor/Logbook/Counts': counts,
    }),
  );
}

test('says how many logbook entries and absence requests wait, each a link to Logbooks', async () => {
  serveCounts({ status: 200, data: { Waiting: 3, PendingAbsences: 2 } });
  renderSupervisor('/supervisorDashboard');
  const entries = await screen.findByRole('link', {
    name: '3 logbook entries wait for your signature',
  });
  expect(entries).toHaveAttribute('href', '/supervisorDashboard/logbooks');
  expect(
    screen.getByRole('link', { name: '2 absence requests wait for a decision' }),
  ).toHaveAttribute('href', '/supervisorDashboard/logbooks');
});

test('a count of 0 shows no line', async () => {
  serveCounts({ status: 200, data: { Waiting: 0, PendingAbsences: 1 } });
  renderSupervisor('/supervisorDashboard');
  expect(
    await screen.findByRole('link', { name: '1 absence request waits for a decision' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/logbook entries wait/)).toBeNull();
});

test("failed counts say 'Could not get the Logbook counts'; the interns stay", async () => {
  serveCounts({ status: 500, data: {} });
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get the Logbook counts',
  );
  expect(screen.getByText('Achieng Atieno')).toBeInTheDocument();
});
