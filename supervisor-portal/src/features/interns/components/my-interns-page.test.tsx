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
    answers({ 'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: interns } } }),
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
  api.answer({ status: 500, data: { message: 'boom' } });
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Interns',
  );
  expect(screen.getByText('No data available')).toBeInTheDocument();
});

test('with no interns the table says so', async () => {
  api.answer(
    answers({ 'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: [] } } }),
  );
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByText('No data available')).toBeInTheDocument();
});
