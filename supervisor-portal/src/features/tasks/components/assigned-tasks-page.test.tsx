import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { pagedAnswer, paramsOf } from 'shared-api/testing';
import {
  answers,
  captureCsv,
  inDays,
  intern,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  task,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const baraka = { AssignedTo: 22, assignedto: { Name: 'Baraka Mwangi' } };
// In the order the server gives for sort=Attention: to rate, overdue, open, rated.
const tasks = [
  task(3, { Task: 'Review the docs', Status: 'Completed', Rating: null, Deadline: '2099-11-22' }),
  task(2, { Task: 'Fix the bug', Deadline: inDays(-2), ...baraka }),
  task(1, { Task: 'Write the report', Deadline: inDays(5) }),
  task(4, { Task: 'Plan the sprint', Status: 'Completed', Rating: 90, Deadline: inDays(-1) }),
];
const KEPT = { overdue: [tasks[1]], needsRating: [tasks[0]] } as Record<string, typeof tasks>;

/** GET /Task as the server pages it; `attention` keeps the overdue tasks or those to rate. */
function taskPages(request: InternalAxiosRequestConfig) {
  const { attention, sort, ...params } = paramsOf(request) as Record<string, unknown>;
  const kept = typeof attention === 'string' ? KEPT[attention] : tasks;
  const byColumn = sort === 'Attention' ? {} : { sort };
  return pagedAnswer('Tasks', kept, { filterBy: (row) => row.assignedto.Name })({
    ...request,
    params: { ...params, ...byColumn },
  });
}

let api: MockApi;
beforeEach(() => {
  signIn();
  const routes = answers({
    'GET /Task': taskPages,
    'GET /Supervisor/Task/Counts': {
      status: 200,
      data: { All: 4, Overdue: 1, NeedsRating: 1 },
    },
    'GET /Supervisor/User/MyInterns': {
      status: 200,
      data: {
        MyInterns: [intern(21, { Name: 'Achieng Atieno' }), intern(22, baraka.assignedto)],
      },
    },
  });
  // The counts come after the page: the screen waits for both.
  api = mockApi(async (request) => {
    if (request.url === '/Supervisor/Task/Counts')
      await new Promise((done) => setTimeout(done, 50));
    return routes(request);
  });
});
afterEach(() => api.restore());

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const taskNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((line) => within(line).getAllByRole('cell')[1].textContent);

async function open() {
  renderSupervisor('/supervisorDashboard/assignedTasks');
  await screen.findByRole('cell', { name: 'Fix the bug' });
  return userEvent.setup({ delay: null });
}

test("lists a page of tasks under 'Interns', what needs the supervisor first", async () => {
  renderSupervisor('/supervisorDashboard/assignedTasks');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Interns' })).toBeInTheDocument();
  // The switch comes with the server's counts, never a '(0)' before them.
  expect(screen.getByRole('button', { name: 'All tasks (4)' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Intern',
    'Task',
    'Deadline',
    'Task Status',
    'Details',
  ]);
  expect(taskNames()).toEqual([
    'Review the docs',
    'Fix the bug',
    'Write the report',
    'Plan the sprint',
  ]);
  expect(paramsOf(sent(api.requests, 'GET', '/Task')[0])).toEqual({
    page: 1,
    pageSize: 10,
    sort: 'Attention',
    order: 'asc',
  });
  const details = within(row('Fix the bug')).getByRole('link', {
    name: 'View Task Details of Fix the bug',
  });
  expect(details).toHaveTextContent('View Task Details');
  expect(details).toHaveAttribute('href', '/supervisorDashboard/taskDetails/2');
  // Dates read as on every screen of every portal.
  expect(within(row('Review the docs')).getAllByRole('cell')[2]).toHaveTextContent('22 Nov 2099');
});

test('marks overdue tasks and completed tasks waiting for a rating', async () => {
  await open();
  expect(within(row('Fix the bug')).getByText('Overdue')).toBeInTheDocument();
  expect(within(row('Fix the bug')).getByText('Assigned')).toBeInTheDocument();
  expect(within(row('Review the docs')).getByText('Needs rating')).toBeInTheDocument();
  expect(within(row('Review the docs')).getByText('Completed')).toBeInTheDocument();
  // A completed task is never overdue, a rated one needs nothing.
  expect(within(row('Plan the sprint')).queryByText('Overdue')).not.toBeInTheDocument();
  expect(within(row('Plan the sprint')).queryByText('Needs rating')).not.toBeInTheDocument();
  expect(within(row('Write the report')).queryByText('Overdue')).not.toBeInTheDocument();
});

test('shows only the overdue tasks, or only those to rate, as the server counts them', async () => {
  const user = await open();
  await user.click(await screen.findByRole('button', { name: 'Overdue (1)' }));
  await waitFor(() => expect(taskNames()).toEqual(['Fix the bug']));
  expect(paramsOf(sent(api.requests, 'GET', '/Task').at(-1)!)).toMatchObject({
    page: 1,
    attention: 'overdue',
  });
  await user.click(screen.getByRole('button', { name: 'Needs rating (1)' }));
  await waitFor(() => expect(taskNames()).toEqual(['Review the docs']));
  await user.click(screen.getByRole('button', { name: 'All tasks (4)' }));
  await waitFor(() => expect(taskNames()).toHaveLength(4));
  expect(paramsOf(sent(api.requests, 'GET', '/Task').at(-1)!)).not.toHaveProperty('attention');
});

test('a click on a column sorts by it instead', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Task' }));
  await waitFor(() =>
    expect(taskNames()).toEqual([
      'Fix the bug',
      'Plan the sprint',
      'Review the docs',
      'Write the report',
    ]),
  );
  expect(paramsOf(sent(api.requests, 'GET', '/Task').at(-1)!)).toMatchObject({ sort: 'Task' });
});

test('filters by Intern and exports what is shown as CSV', async () => {
  const user = await open();
  await user.selectOptions(screen.getByLabelText('Intern'), 'Baraka Mwangi');
  await waitFor(() => expect(taskNames()).toEqual(['Fix the bug']));
  expect(paramsOf(sent(api.requests, 'GET', '/Task').at(-1)!)).toMatchObject({
    filter: 'Baraka Mwangi',
  });
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(csv.names).toEqual(['assigned-tasks.csv']);
  expect(await csv.lines()).toEqual([
    'Intern,Task,Deadline,Task Status',
    `Baraka Mwangi,Fix the bug,${inDays(-2)},Assigned`,
  ]);
  csv.restore();
});

test("a failed load says 'Could not get Tasks'", async () => {
  api.answer({ status: 500, data: { message: 'boom' } });
  renderSupervisor('/supervisorDashboard/assignedTasks');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Tasks',
  );
  expect(screen.getByText('No data available')).toBeInTheDocument();
});
