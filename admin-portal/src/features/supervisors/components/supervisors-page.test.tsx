import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-api';
import { mockApi, pagedAnswer, paramsOf, type MockApi } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  captureCsv,
  expectError,
  openTable,
  person,
  POSITIONS,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';

const QUESTION = 'Are you sure you want to delete this supervisor?';
let api: MockApi;
let current: User[];

function serve(deleteAnswer = { status: 200, data: { message: 'Supervisor Deleted' } }) {
  api.answer(
    answers({
      'GET /Admin/User/Supervisors': pagedAnswer('Supervisors', () => current, {
        filterBy: (row) => row.Position ?? '',
      }),
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'DELETE /User/5': () => {
        if (deleteAnswer.status === 200) current = current.filter((row) => row.user_id !== 5);
        return deleteAnswer;
      },
    }),
  );
}

beforeEach(() => {
  current = [
    person(5, { Name: 'Wanjiru Kamau' }),
    person(6, { Name: 'Otieno Odhiambo', Position: 'Advisory', position_id: 1 }),
  ];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const openList = () => openTable('/adminDashboard/supervisors', 'Wanjiru Kamau');

test('lists the supervisors with the spec columns, Edit, Delete and Add Supervisor', async () => {
  renderAdmin('/adminDashboard/supervisors');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Supervisors' })).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
    'Department',
    'Action',
  ]);
  expect(rowOf('Otieno Odhiambo')).toHaveTextContent('Advisory');
  expect(screen.getByRole('link', { name: 'Edit Wanjiru Kamau' })).toHaveAttribute(
    'href',
    '/adminDashboard/supervisors/5/edit',
  );
  expect(screen.getByRole('link', { name: 'Add Supervisor' })).toHaveAttribute(
    'href',
    '/adminDashboard/supervisors/add',
  );
});

const lists = () => sent(api.requests, 'GET', '/Admin/User/Supervisors').map(paramsOf);

test('asks for one page and shows its Total; the Department header sorts by Position', async () => {
  current = Array.from({ length: 21 }, (_, i) => person(100 + i, { Name: `Supervisor ${i}` }));
  renderAdmin('/adminDashboard/supervisors');
  await screen.findByRole('cell', { name: 'Supervisor 0' });
  expect(lists()).toEqual([{ page: 1, pageSize: 10 }]);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 21 records...');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  await screen.findByText('Page 3 of 3');
  expect(lists().at(-1)).toEqual({ page: 3, pageSize: 10 });
  const department = screen.getByRole('columnheader', { name: 'Department' });
  await user.click(within(department).getByRole('button'));
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 10, sort: 'Position', order: 'asc' });
});

test('filters by Department and exports the filtered rows', async () => {
  const user = await openList();
  await waitFor(() => expect(screen.getByRole('option', { name: 'Advisory' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Department'), 'Advisory');
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 10, filter: 'Advisory' });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Wanjiru Kamau' })).toBeNull());
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(csv.names).toEqual(['supervisors.csv']));
  expect(await csv.lines()).toEqual([
    'Name,Email,Phone Number,Department',
    'Otieno Odhiambo,person6@example.com,+254712345678,Advisory',
  ]);
  csv.restore();
});

test('Delete asks, says Supervisor Deleted and drops the row', async () => {
  const user = await openList();
  await user.click(within(rowOf('Wanjiru Kamau')).getByRole('button', { name: /^Delete/ }));
  await answerQuestion(user, QUESTION, 'Yes');
  expect(await screen.findByText('Supervisor Deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Wanjiru Kamau' })).toBeNull());
});

test('Delete cancelled sends nothing', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Delete Wanjiru Kamau' }));
  await answerQuestion(user, QUESTION, 'Cancel');
  expect(sent(api.requests, 'DELETE', '/User/5')).toHaveLength(0);
});

test("a failed delete says 'Could not delete Supervisor' and keeps the row", async () => {
  const user = await openList();
  serve({ status: 500, data: { message: 'boom' } });
  await user.click(screen.getByRole('button', { name: 'Delete Wanjiru Kamau' }));
  await answerQuestion(user, QUESTION, 'Yes');
  await expectError('Could not delete Supervisor');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('cell', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
});

test('a supervisor a directory manages cannot be deleted here, and the row says why', async () => {
  current = [person(5, { Name: 'Wanjiru Kamau', ManagedBy: 'Contoso Entra ID' }), current[1]];
  await openList();
  const managed = within(rowOf('Wanjiru Kamau'));
  const remove = managed.getByRole('button', { name: 'Delete Wanjiru Kamau' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription('Managed by Contoso Entra ID');
  expect(managed.getByRole('link', { name: 'Edit Wanjiru Kamau' })).toBeVisible();
  const other = within(rowOf('Otieno Odhiambo'));
  expect(other.getByRole('button', { name: 'Delete Otieno Odhiambo' })).toBeEnabled();
  expect(other.queryByText(/^Managed by/)).toBeNull();
});

test("a failed load says 'Could not get Supervisors'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin('/adminDashboard/supervisors');
  await expectError('Could not get Supervisors');
  expect(screen.getByText('No data available')).toBeInTheDocument();
});
