import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  bodyOf,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  SUPERVISOR_ID,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const ME = {
  user_id: SUPERVISOR_ID,
  Name: 'Wanjiru Kamau',
  Email: 'wanjiru@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'SUP',
  Supervisor: null,
};

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: ME } },
      'PUT /User/7': { status: 200, data: { message: 'Details Updated' } },
    }),
  );
});
afterEach(() => api.restore());

test('the profile shows Name, Email, Phone Number and Department, and leads to the edit page', async () => {
  renderSupervisor('/supervisorDashboard/profile');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  expect(screen.getAllByRole('rowheader').map((term) => term.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
    'Department',
  ]);
  expect(screen.getByText('Engineering')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/supervisorDashboard/editProfile/7',
  );
});

test("a failed profile load says 'Could not get profile details'", async () => {
  api.answer({ status: 500, data: {} });
  renderSupervisor('/supervisorDashboard/profile');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get profile details',
  );
});

test("editing saves Name, Email and Phone Number, says 'Details Updated' and returns", async () => {
  renderSupervisor('/supervisorDashboard/editProfile/7');
  const name = await screen.findByRole('textbox', { name: /^Name/ });
  const user = userEvent.setup({ delay: null });
  await user.clear(name);
  await user.type(name, 'Wanjiru N. Kamau');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/7')[0])).toEqual({
    Name: 'Wanjiru N. Kamau',
    Email: 'wanjiru@example.com',
    PhoneNumber: '+254712345678',
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/profile'),
  );
});

test('the reset page offers the shared in-dashboard reset', () => {
  renderSupervisor('/supervisorDashboard/resetPassword');
  expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request Password Reset' })).toBeInTheDocument();
});
