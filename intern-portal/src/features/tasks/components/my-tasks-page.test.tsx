import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  detailOf,
  failures,
  inDays,
  INTERN,
  mockApi,
  renderIntern,
  sent,
  SUPERVISOR,
  task,
  type MockApi,
  NOTHING_ENDED,
} from '../../../test-utils/render-intern';
import { markRemarksSeen } from '../api/seen-remarks';

const tasks = [
  task(1, { Task: 'Later task', Deadline: inDays(9) }),
  task(2, { Task: 'Rated task', Status: 'Completed', Rating: 80, Deadline: inDays(-5) }),
  task(3, { Task: 'Overdue task', Deadline: inDays(-1) }),
  task(4, { Task: 'Unrated task', Status: 'Completed', Rating: null, Deadline: inDays(-2) }),
  task(5, { Task: 'Due tomorrow task', Deadline: inDays(1) }),
];

let api: MockApi;
let current = tasks;

beforeEach(() => {
  localStorage.clear();
  current = tasks;
  api = mockApi(
    answers({
      ...NOTHING_ENDED,
      'GET /Task': () => ({ status: 200, data: { Tasks: current } }),
      'PUT /Task/Status/1': () => {
        current = current.map((item) => (item.id === 1 ? { ...item, Status: 'Completed' } : item));
        return { status: 200, data: { message: 'Task Completed' } };
      },
    }),
  );
});
afterEach(() => api.restore());

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);

async function openGrid() {
  renderIntern('/internDashboard');
  await screen.findByRole('article', { name: 'Later task' });
  return userEvent.setup({ delay: null });
}

test('shows the spinner, then the cards with what is due first', async () => {
  renderIntern('/internDashboard');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Later task' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeInTheDocument();
  expect(cardNames()).toEqual([
    'Overdue task',
    'Due tomorrow task',
    'Later task',
    'Unrated task',
    'Rated task',
  ]);
});

test('each card has its checkbox, name, deadline, status, rating display and View More', async () => {
  await openGrid();
  const open = within(card('Later task'));
  expect(open.getByRole('checkbox', { name: 'Completed: Later task' })).not.toBeChecked();
  expect(open.getByText(/^Deadline: /)).toBeInTheDocument();
  expect(open.getByText('Assigned')).toBeInTheDocument();
  expect(open.getByText('Not completed')).toBeInTheDocument();
  expect(open.getByRole('link', { name: 'View More' })).toHaveAttribute(
    'href',
    '/internDashboard/tasks/1',
  );

  const rated = within(card('Rated task'));
  expect(rated.getByRole('checkbox', { name: 'Completed: Rated task' })).toBeChecked();
  expect(rated.getByText('Completed', { selector: '.MuiChip-label' })).toBeInTheDocument();
  expect(rated.getByText('80%').closest('[data-tone]')).toHaveAttribute('data-tone', 'green');
  expect(within(card('Unrated task')).getByText('Not rated')).toBeInTheDocument();
});

test('overdue and soon-due deadlines say so in words; completed and later ones do not', async () => {
  await openGrid();
  expect(within(card('Overdue task')).getByText('Overdue')).toBeInTheDocument();
  expect(within(card('Due tomorrow task')).getByText('Due tomorrow')).toBeInTheDocument();
  for (const name of ['Later task', 'Unrated task', 'Rated task']) {
    expect(within(card(name)).queryByText(/Overdue|Due /)).not.toBeInTheDocument();
  }
});

test('View More opens the task page', async () => {
  const user = await openGrid();
  await user.click(within(card('Later task')).getByRole('link', { name: 'View More' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/tasks/1');
});

test('the filter shows only open tasks, and back all of them', async () => {
  const user = await openGrid();
  await user.click(screen.getByRole('button', { name: 'Open tasks (3)' }));
  expect(cardNames()).toEqual(['Overdue task', 'Due tomorrow task', 'Later task']);
  expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard?show=open');
  await user.click(screen.getByRole('button', { name: 'All tasks (5)' }));
  expect(cardNames()).toHaveLength(5);
});

test('with every task completed, the open filter says there is nothing open', async () => {
  current = [task(2, { Status: 'Completed', Rating: 80 })];
  renderIntern('/internDashboard?show=open');
  expect(await screen.findByText('No open tasks: everything is completed.')).toBeInTheDocument();
});

test("no task at all: 'You haven't been assigned any task yet'", async () => {
  current = [];
  renderIntern('/internDashboard');
  expect(await screen.findByText("You haven't been assigned any task yet")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Open tasks/ })).not.toBeInTheDocument();
});

test("a failed load says 'Could not get Tasks'", async () => {
  api.answer(failures.server);
  renderIntern('/internDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Tasks',
  );
  expect(screen.queryByText("You haven't been assigned any task yet")).not.toBeInTheDocument();
});

test('ticking the checkbox completes the task once, and the card refetches', async () => {
  const user = await openGrid();
  const checkbox = within(card('Later task')).getByRole('checkbox', { name: /Later task/ });
  // Ticked at once, in the click's own render: no moment unticked while the call starts.
  act(() => fireEvent.click(checkbox));
  expect(checkbox).toBeChecked();
  await waitFor(() =>
    expect(within(card('Later task')).getByText('Not rated')).toBeInTheDocument(),
  );
  expect(sent(api.requests, 'PUT', '/Task/Status/1')).toHaveLength(1);
  expect(sent(api.requests, 'GET', '/Task')).toHaveLength(2);
  // One-way: it stays ticked and sends nothing more.
  await user.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(checkbox).toHaveAttribute('aria-disabled', 'true');
  expect(sent(api.requests, 'PUT', '/Task/Status/1')).toHaveLength(1);
});

test('the checkbox works from the keyboard', async () => {
  const user = await openGrid();
  const checkbox = within(card('Later task')).getByRole('checkbox', { name: /Later task/ });
  act(() => checkbox.focus());
  await user.keyboard(' ');
  await waitFor(() => expect(sent(api.requests, 'PUT', '/Task/Status/1')).toHaveLength(1));
  expect(checkbox).toHaveFocus();
});

test("a completed task's checkbox cannot be unticked", async () => {
  const user = await openGrid();
  const checkbox = within(card('Rated task')).getByRole('checkbox', { name: /Rated task/ });
  await user.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(sent(api.requests, 'PUT', '/Task/Status/2')).toHaveLength(0);
});

test("a refused completion says 'Could not Complete Task' and unticks the box", async () => {
  const user = await openGrid();
  api.answer(
    answers({
      ...NOTHING_ENDED,
      'GET /Task': { status: 200, data: { Tasks: tasks } },
      'PUT /Task/Status/1': failures.server,
    }),
  );
  const checkbox = within(card('Later task')).getByRole('checkbox', { name: /Later task/ });
  await user.click(checkbox);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not Complete Task',
  );
  expect(checkbox).not.toBeChecked();
});

test('a task with a remark not yet seen is marked until its page has been opened', async () => {
  const remark = { id: 40, Comments: 'Good start', madeby: SUPERVISOR.Name, user_id: 3 };
  const own = { id: 41, Comments: 'Thanks', madeby: INTERN.Name, user_id: INTERN.user_id };
  api.answer(
    answers({
      ...NOTHING_ENDED,
      'GET /Task': { status: 200, data: { Tasks: tasks } },
      'GET /Task/1': { status: 200, data: detailOf(tasks[0], [remark, own]) },
      'GET /Task/3': { status: 200, data: detailOf(tasks[2], [own]) },
    }),
  );
  markRemarksSeen(INTERN.user_id, 5, 99);
  await openGrid();
  await waitFor(() =>
    expect(within(card('Later task')).getByText('New remark')).toBeInTheDocument(),
  );
  expect(within(card('Overdue task')).queryByText('New remark')).not.toBeInTheDocument();
  act(() => markRemarksSeen(INTERN.user_id, 1, 40));
  await waitFor(() =>
    expect(within(card('Later task')).queryByText('New remark')).not.toBeInTheDocument(),
  );
});

test("an intern of an intake sees the internship's dates and the days left", async () => {
  api.answer(
    answers({
      ...NOTHING_ENDED,
      'GET /Internship/mine': {
        status: 200,
        data: {
          Internship: {
            Name: 'January 2027 intake',
            StartsOn: '2027-01-05',
            EndsOn: '2027-06-30',
            DaysLeft: 42,
          },
        },
      },
      'GET /Task': { status: 200, data: { Tasks: tasks } },
    }),
  );
  await openGrid();
  expect(
    await screen.findByText('Internship: 5 Jan 2027 – 30 Jun 2027 · 42 days left'),
  ).toBeInTheDocument();
});

test('an intern without an intake sees no internship line', async () => {
  await openGrid();
  await waitFor(() => expect(sent(api.requests, 'GET', '/Internship/mine')).toHaveLength(1));
  expect(screen.queryByText(/^Internship:/)).not.toBeInTheDocument();
});
