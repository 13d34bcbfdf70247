import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  bodyOf,
  inDays,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const EDITABLE = { id: 3, Task: 'Fix the bug', Description: 'The login bug.', Deadline: inDays(2) };

let api: MockApi;
function serve(
  task = EDITABLE,
  put: Parameters<typeof answers>[0][string] = { status: 200, data: { message: 'Task Updated' } },
) {
  api.answer(
    answers({
      'GET /Task/3/edit': { status: 200, data: { task } },
      'PUT /Task/3': put,
      'GET /Task/3': { status: 404, data: {} },
    }),
  );
}
beforeEach(() => {
  signIn();
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

async function open() {
  renderSupervisor('/supervisorDashboard/taskDetails/3/edit');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Edit Task' });
  return userEvent.setup({ delay: null });
}

test("saves Task, Description and Deadline, says 'Task Updated' and returns to the task", async () => {
  const user = await open();
  expect(screen.getByLabelText(/^Task/)).toHaveValue('Fix the bug');
  expect(screen.getByLabelText(/^Description/)).toHaveValue('The login bug.');
  expect(screen.getByLabelText(/^Deadline/)).toHaveValue(inDays(2));
  await user.type(screen.getByLabelText(/^Task/), ' today');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Task Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Task/3')[0])).toEqual({
    Task: 'Fix the bug today',
    Description: 'The login bug.',
    Deadline: inDays(2),
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/taskDetails/3'),
  );
});

test('an overdue task keeps its own past deadline, but a new one cannot be in the past', async () => {
  serve({ ...EDITABLE, Deadline: inDays(-5) });
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent(api.requests, 'PUT', '/Task/3')).toHaveLength(1));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/taskDetails/3'),
  );
});

test('a changed deadline before today is refused before sending', async () => {
  serve({ ...EDITABLE, Deadline: inDays(-5) });
  const user = await open();
  const deadline = screen.getByLabelText(/^Deadline/);
  await user.clear(deadline);
  await user.type(deadline, inDays(-1));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findAllByText('The date cannot be before today')).not.toHaveLength(0);
  expect(sent(api.requests, 'PUT', '/Task/3')).toHaveLength(0);
});

test("puts a 422 under Task, Description and Deadline; another failure says 'Could not update Task'", async () => {
  serve(EDITABLE, {
    status: 422,
    data: {
      errors: {
        Task: ['Task too short.'],
        Description: ['Description too short.'],
        Deadline: ['Deadline too early.'],
      },
    },
  });
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Task too short.')).toBeInTheDocument();
  expect(screen.getByText('Description too short.')).toBeInTheDocument();
  expect(screen.getByText('Deadline too early.')).toBeInTheDocument();
  serve(EDITABLE, { status: 500, data: {} });
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not update Task',
  );
});

test("a failed load says 'Could not get Task Details'", async () => {
  api.answer({ status: 403, data: { message: 'This task is not yours.' } });
  renderSupervisor('/supervisorDashboard/taskDetails/3/edit');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Task Details',
  );
});
