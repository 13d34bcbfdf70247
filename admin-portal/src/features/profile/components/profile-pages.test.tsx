import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-api';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import {
  answers,
  expectError,
  person,
  POSITIONS,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';

const ADMIN = person(3, {
  Name: 'Amina Hassan',
  Role: 'ADM',
  Position: 'Advisory',
  position_id: 1,
});
let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  useSessionStore
    .getState()
    .startSession({ user: { Name: ADMIN.Name, user_id: 3 }, Role: ['ADM'], token: 't' });
  api = mockApi(
    answers({
      'GET /User/3/edit': { status: 200, data: { User: ADMIN } },
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'PUT /User/3': { status: 200, data: { message: 'Details Updated' } },
      'POST /PasswordReset': { status: 200, data: { message: 'ok' } },
    }),
  );
});
afterEach(() => api.restore());

test('the profile shows Name, Email, Phone Number and Position, with Edit Profile', async () => {
  renderAdmin('/adminDashboard/profile');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect(screen.getAllByRole('rowheader').map((term) => term.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
    'Position',
  ]);
  expect(screen.getAllByRole('cell')[3]).toHaveTextContent('Advisory');
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/adminDashboard/editProfile/3',
  );
});

test("a failed profile load says 'Could not get profile details'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin('/adminDashboard/profile');
  await expectError('Could not get profile details');
});

test('edit profile saves Name, Email, Phone Number and Position, then shows the profile', async () => {
  renderAdmin('/adminDashboard/editProfile/3');
  const position = await screen.findByLabelText(/^Position/);
  expect(position).toHaveDisplayValue('Advisory');
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(position, 'Technology');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/3')[0])).toEqual({
    Name: 'Amina Hassan',
    Email: 'person3@example.com',
    PhoneNumber: '+254712345678',
    Position: 3,
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/adminDashboard/profile'),
  );
});

test("edit profile puts a 422 under its field and says 'Could not update details' otherwise", async () => {
  renderAdmin('/adminDashboard/editProfile/3');
  await screen.findByLabelText(/^Position/);
  const user = userEvent.setup({ delay: null });
  api.answer(
    answers({ 'PUT /User/3': { status: 422, data: { errors: { Position: ['Unknown.'] } } } }),
  );
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Unknown.')).toBeInTheDocument();
  api.answer({ status: 500, data: {} });
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await expectError('Could not update details');
});

test('reset password asks the spec question and sends the reset to the admin e-mail', async () => {
  renderAdmin('/adminDashboard/resetPassword');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Request Password Reset' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    'Do you want to request a password reset? You will be logged out!',
  );
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Please check your email!')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/PasswordReset')[0])).toEqual({
    email: 'person3@example.com',
  });
});
