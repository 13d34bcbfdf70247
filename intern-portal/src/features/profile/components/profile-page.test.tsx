import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Performance, User } from 'shared-api';
import {
  answers,
  failures,
  INTERN,
  mockApi,
  renderIntern,
  SUPERVISOR,
  type MockApi,
} from '../../../test-utils/render-intern';

const profile: User = {
  user_id: INTERN.user_id,
  Name: INTERN.Name,
  Email: 'amina@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: { ...SUPERVISOR },
};

const performance: Performance = {
  User: profile,
  Overall: 70,
  Tasks: [
    {
      id: 1,
      Task: 'Open task',
      Rating: null,
      Status: 'Assigned',
      Deadline: '2026-12-01',
      CompletedAt: null,
    },
    {
      id: 2,
      Task: 'Waiting task',
      Rating: null,
      Status: 'Completed',
      Deadline: '2026-11-01',
      CompletedAt: '2026-11-01T10:00:00Z',
    },
    {
      id: 3,
      Task: 'Rated task',
      Rating: 70,
      Status: 'Completed',
      Deadline: '2026-10-01',
      CompletedAt: '2026-10-01T10:00:00Z',
    },
  ],
};

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'GET /User/7': { status: 200, data: performance },
    }),
  );
});
afterEach(() => api.restore());

test('shows the spinner, then the performance card and the profile card', async () => {
  renderIntern('/internDashboard/profile');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  const ratings = await screen.findByRole('list', { name: 'Task ratings' });
  expect(within(ratings).getByText('Open task').parentElement).toHaveTextContent('Not completed');
  expect(within(ratings).getByText('Waiting task').parentElement).toHaveTextContent('Not rated');
  expect(within(ratings).getByText('Rated task').parentElement).toHaveTextContent('70%');
  expect(screen.getByText('Overall Performance:').parentElement).toHaveTextContent('70%');

  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(['Name', 'Email', 'Phone Number', 'Internship Position', 'Supervisor']);
  expect(values).toEqual([
    INTERN.Name,
    'amina@example.com',
    '+254712345678',
    'Engineering',
    SUPERVISOR.Name,
  ]);
});

test("'Edit Profile' leads to the edit page of the intern", async () => {
  renderIntern('/internDashboard/profile');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('link', { name: 'Edit Profile' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/editProfile/7');
});

test('an intern without a supervisor yet is told so', async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: { ...profile, Supervisor: null } } },
      'GET /User/7': { status: 200, data: { ...performance, Tasks: [], Overall: null } },
    }),
  );
  renderIntern('/internDashboard/profile');
  expect(await screen.findByText('Not assigned yet')).toBeInTheDocument();
  expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
});

test("a failed load of the details says 'Could not get profile details'", async () => {
  api.answer(
    answers({
      'GET /User/7/edit': failures.server,
      'GET /User/7': { status: 200, data: performance },
    }),
  );
  renderIntern('/internDashboard/profile');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get profile details',
  );
});

test("a failed load of the ratings says 'Could not get performance details'", async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'GET /User/7': failures.server,
    }),
  );
  renderIntern('/internDashboard/profile');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get performance details',
  );
});
