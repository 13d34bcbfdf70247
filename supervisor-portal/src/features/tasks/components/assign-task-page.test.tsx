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

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'POST /Task': { status: 201, data: { message: 'Task Assigned Successfully', id: 9 } },
      'GET /Task': { status: 200, data: { Tasks: [], Total: 0 } },
    }),
  );
});
afterEach(() => api.restore());

async function fill(deadline = inDays(2)) {
  renderSupervisor('/supervisorDashboard/assignTask/Achieng%20Atieno/21');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Assign Task to Achieng Atieno' }),
  ).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Task/), 'Write the report');
  await user.type(screen.getByLabelText(/^Description/), 'Two pages on the sprint.');
  await user.type(screen.getByLabelText(/^Deadline/), deadline);
  return user;
}

test("assigns the task, says 'Task Assigned Successfully' and shows the assigned tasks", async () => {
  const user = await fill();
  expect(screen.getByLabelText(/^Description/)).toHaveAttribute('rows', '3');
  await user.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Task Assigned Successfully')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Task')[0])).toEqual({
    AssignedTo: 21,
    Task: 'Write the report',
    TaskDescription: 'Two pages on the sprint.',
    Deadline: inDays(2),
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/assignedTasks'),
  );
});

test('refuses a deadline before today and empty fields before sending', async () => {
  const user = await fill(inDays(-1));
  expect(screen.getByLabelText(/^Deadline/)).toHaveAttribute('min', inDays(0));
  await user.clear(screen.getByLabelText(/^Task/));
  await user.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Task is required')).toBeInTheDocument();
  expect(screen.getByText('The date cannot be before today')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Task')).toHaveLength(0);
});

test('puts the 422 messages under Task, its description and Deadline', async () => {
  api.answer({
    status: 422,
    data: {
      message: 'Invalid',
      errors: {
        Task: ['The Task must be at least 2 characters.'],
        TaskDescription: ['The TaskDescription is too long.'],
        Deadline: ['The Deadline must be today or later.'],
      },
    },
  });
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('The Task must be at least 2 characters.')).toBeInTheDocument();
  expect(screen.getByText('The TaskDescription is too long.')).toBeInTheDocument();
  expect(screen.getByText('The Deadline must be today or later.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
});

test("any other failure says 'Could not assign Task' and stays", async () => {
  api.answer({ status: 403, data: { message: 'This intern is not yours.' } });
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not assign Task',
  );
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/supervisorDashboard/assignTask/Achieng%20Atieno/21',
    ),
  );
});
