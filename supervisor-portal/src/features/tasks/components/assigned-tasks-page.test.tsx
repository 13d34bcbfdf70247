import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  captureCsv,
  inDays,
  mockApi,
  renderSupervisor,
  signIn,
  task,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const baraka = { AssignedTo: 22, assignedto: { Name: 'Baraka Mwangi' } };
const tasks = [
  task(1, { Task: 'Write the report', Deadline: inDays(5) }),
  task(2, { Task: 'Fix the bug', Deadline: inDays(-2), ...baraka }),
  task(3, { Task: 'Review the docs', Status: 'Completed', Rating: null }),
  task(4, { Task: 'Plan the sprint', Status: 'Completed', Rating: 90, Deadline: inDays(-1) }),
];

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(answers({ 'GET /Task': { status: 200, data: tasks } }));
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

test("lists the tasks under 'Interns', what needs the supervisor first", async () => {
  renderSupervisor('/supervisorDashboard/assignedTasks');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Interns' })).toBeInTheDocument();
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
  const details = within(row('Fix the bug')).getByRole('link', {
    name: 'View Task Details of Fix the bug',
  });
  expect(details).toHaveTextContent('View Task Details');
  expect(details).toHaveAttribute('href', '/supervisorDashboard/taskDetails/2');
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

test('shows only the overdue tasks, or only those to rate', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Overdue (1)' }));
  expect(taskNames()).toEqual(['Fix the bug']);
  await user.click(screen.getByRole('button', { name: 'Needs rating (1)' }));
  expect(taskNames()).toEqual(['Review the docs']);
  await user.click(screen.getByRole('button', { name: 'All tasks (4)' }));
  expect(taskNames()).toHaveLength(4);
});

test('filters by Intern and exports what is shown as CSV', async () => {
  const user = await open();
  await user.selectOptions(screen.getByLabelText('Intern'), 'Baraka Mwangi');
  expect(taskNames()).toEqual(['Fix the bug']);
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
