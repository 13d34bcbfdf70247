import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type User } from 'shared-api';
import {
  answers,
  bodyOf,
  failures,
  INTERN,
  mockApi,
  renderIntern,
  sent,
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

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'PUT /User/7': { status: 200, data: { message: 'Details Updated' } },
      'GET /User/7': { status: 200, data: { User: profile, Tasks: [], Overall: null } },
    }),
  );
});
afterEach(() => api.restore());

async function openForm() {
  renderIntern('/internDashboard/editProfile/7');
  await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
  return userEvent.setup({ delay: null });
}

test('shows the spinner, then the form filled with the details', async () => {
  renderIntern('/internDashboard/editProfile/7');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(INTERN.Name);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.com');
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+254 712 345678');
});

test("Save Changes sends Name, Email and PhoneNumber, says 'Details Updated', renames the session", async () => {
  const user = await openForm();
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Amina W. Otieno');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/7')[0])).toEqual({
    Name: 'Amina W. Otieno',
    Email: 'amina@example.com',
    PhoneNumber: '+254712345678',
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/profile'),
  );
  expect(useSessionStore.getState().user_info?.Name).toBe('Amina W. Otieno');
});

test('the client checks the fields before sending', async () => {
  const user = await openForm();
  await user.clear(screen.getByRole('textbox', { name: 'Name' }));
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('The email is required')).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', '/User/7')).toHaveLength(0);
});

test('a 422 shows each message under its field', async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'PUT /User/7': {
        status: 422,
        data: {
          message: 'Invalid',
          errors: {
            Name: ['The Name is too long.'],
            Email: ['The email is already registered.'],
            PhoneNumber: ['The phone number is not valid.'],
          },
        },
      },
    }),
  );
  const user = await openForm();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('The email is already registered.')).toBeInTheDocument();
  expect(screen.getByText('The Name is too long.')).toBeInTheDocument();
  expect(screen.getByText('The phone number is not valid.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
});

test("a refused save says 'Could not update details' and stays", async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'PUT /User/7': failures.server,
    }),
  );
  const user = await openForm();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not update details',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/editProfile/7');
});

test("a failed load says 'Could not get your details'", async () => {
  api.answer(failures.server);
  renderIntern('/internDashboard/editProfile/7');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get your details',
  );
  await waitFor(() =>
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument(),
  );
});
