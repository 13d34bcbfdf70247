import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useSessionStore, type User } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from '../test-utils/render';
import { EditProfilePage } from './edit-profile-page';
import { ProfileDetails } from './profile-details';
import { ProfilePage } from './profile-page';

const USER: User = {
  user_id: 7,
  Name: 'Wanjiru Kamau',
  Email: 'wanjiru@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'SUP',
  Supervisor: null,
};
const POSITIONS = [
  { id: 1, Position: 'Advisory' },
  { id: 2, Position: 'Engineering' },
];

let api: MockApi;
beforeEach(() => {
  localStorage.clear();
  useSessionStore
    .getState()
    .startSession({ user: { Name: USER.Name, user_id: 7 }, Role: ['SUP'], token: 't' });
  api = mockApi(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: USER } },
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'PUT /User/7': { status: 200, data: { message: 'Details Updated' } },
    }),
  );
});
afterEach(() => api.restore());

function renderEdit(path = '/dash/editProfile/7', withPosition = false) {
  return renderAt(
    <Routes>
      <Route
        path="/dash/editProfile/:id"
        element={<EditProfilePage profilePath="/dash/profile" withPosition={withPosition} />}
      />
      <Route path="/dash/editMine" element={<EditProfilePage profilePath="/dash/profile" />} />
      <Route path="/dash/profile" element={<h1>Profile page</h1>} />
    </Routes>,
    { at: path },
  );
}

test('ProfileDetails lists the rows and links to the edit page', () => {
  renderAt(
    <ProfileDetails
      user={USER}
      rows={[{ label: 'Department', value: 'Engineering' }]}
      editPath="/dash/editProfile/7"
    />,
  );
  const terms = screen.getAllByRole('rowheader').map((term) => term.textContent);
  expect(terms).toEqual(['Name', 'Email', 'Phone Number', 'Department']);
  const values = screen.getAllByRole('cell').map((value) => value.textContent);
  expect(values).toEqual(['Wanjiru Kamau', 'wanjiru@example.com', '+254712345678', 'Engineering']);
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/dash/editProfile/7',
  );
});

test("ProfilePage loads the signed-in user's details", async () => {
  renderAt(
    <ProfilePage
      basePath="/dash"
      rows={(user) => [{ label: 'Department', value: user.Position }]}
    />,
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  expect(screen.getByText('Wanjiru Kamau')).toBeInTheDocument();
  expect(screen.getByText('Engineering')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/dash/editProfile/7',
  );
});

test("ProfilePage says 'Could not get profile details' when the load fails", async () => {
  api.answer({ status: 500, data: { message: 'boom' } });
  renderAt(<ProfilePage basePath="/dash" />);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get profile details',
  );
});

test('EditProfilePage saves Name, Email and Phone Number, says so and goes back', async () => {
  renderEdit();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const name = await screen.findByLabelText(/^Name/);
  expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveValue('wanjiru@example.com');
  expect(screen.queryByLabelText(/Department/)).not.toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.clear(name);
  await user.type(name, 'Wanjiru Njeri');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/7')[0])).toEqual({
    Name: 'Wanjiru Njeri',
    Email: 'wanjiru@example.com',
    PhoneNumber: '+254712345678',
  });
  // The navigation is a transition: it may paint just after the toast.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dash/profile'));
  // The top bar and the remark authorship follow the new name.
  expect(useSessionStore.getState().user_info?.Name).toBe('Wanjiru Njeri');
});

test('EditProfilePage without :id edits the signed-in user', async () => {
  renderEdit('/dash/editMine');
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Wanjiru Kamau');
  expect(sent(api.requests, 'GET', '/User/7/edit')).toHaveLength(1);
});

test('EditProfilePage checks the fields before sending', async () => {
  renderEdit();
  const name = await screen.findByLabelText(/^Name/);
  const user = userEvent.setup({ delay: null });
  await user.clear(name);
  await user.clear(screen.getByLabelText(/^Email/));
  await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', '/User/7')).toHaveLength(0);
});

test("EditProfilePage puts a 422 under its fields and any other failure as 'Could not update details'", async () => {
  renderEdit();
  await screen.findByLabelText(/^Name/);
  const user = userEvent.setup({ delay: null });
  api.answer(
    answers({
      'PUT /User/7': {
        status: 422,
        data: { message: 'Invalid', errors: { Email: ['The email has already been taken.'] } },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();

  api.answer({ status: 500, data: { message: 'boom' } });
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not update details',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/dash/editProfile/7');
});

test("EditProfilePage says 'Could not get your details' when the load fails", async () => {
  api.answer({ status: 500, data: { message: 'boom' } });
  renderEdit();
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get your details',
  );
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('link', { name: 'Back to My Profile' })).toHaveAttribute(
    'href',
    '/dash/profile',
  );
});

test('EditProfilePage withPosition edits the Department too', async () => {
  renderEdit('/dash/editProfile/7', true);
  const department = await screen.findByLabelText(/^Department/);
  expect(department).toHaveValue('2');
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(department, 'Advisory');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent(api.requests, 'PUT', '/User/7')).toHaveLength(1));
  expect(bodyOf(sent(api.requests, 'PUT', '/User/7')[0])).toEqual({
    Name: 'Wanjiru Kamau',
    Email: 'wanjiru@example.com',
    PhoneNumber: '+254712345678',
    Position: 1,
  });
});

test("EditProfilePage withPosition says 'Could not get Positions' when they fail", async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: USER } },
      'GET /Position': { status: 500, data: {} },
    }),
  );
  renderEdit('/dash/editProfile/7', true);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Positions',
  );
});

test('EditProfilePage asks for the current password only when one changes one’s own email', async () => {
  renderEdit();
  const email = await screen.findByLabelText(/^Email/);
  expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.clear(email);
  await user.type(email, 'wanjiru.new@example.com');
  const current = screen.getByLabelText(/^Current Password/);
  expect(current).toHaveAttribute('type', 'password');

  // Not sent without it.
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(current).toHaveAccessibleDescription(
      expect.stringContaining('Enter your current password to change your email.'),
    ),
  );
  expect(sent(api.requests, 'PUT', '/User/7')).toHaveLength(0);

  // The server's answer to a wrong one shows under the field.
  api.answer({
    status: 422,
    data: { errors: { CurrentPassword: ['The current password is not correct.'] } },
  });
  await user.type(current, 'not-my-password');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(current).toHaveAccessibleDescription(
      expect.stringContaining('The current password is not correct.'),
    ),
  );
  expect(bodyOf(api.requests.at(-1)!)).toEqual({
    Name: 'Wanjiru Kamau',
    Email: 'wanjiru.new@example.com',
    PhoneNumber: '+254712345678',
    CurrentPassword: 'not-my-password',
  });
});

test('EditProfilePage says where the link to a new email went', async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: USER } },
      'PUT /User/7': {
        status: 200,
        data: { message: 'Details Updated', PendingEmail: 'wanjiru.new@example.com' },
      },
    }),
  );
  renderEdit();
  const email = await screen.findByLabelText(/^Email/);
  const user = userEvent.setup({ delay: null });
  await user.clear(email);
  await user.type(email, 'wanjiru.new@example.com');
  await user.type(screen.getByLabelText(/^Current Password/), 'Kettle-meadow-42');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(
    await screen.findByText(
      'Details Updated. We have sent a link to wanjiru.new@example.com. Your email changes when you open it.',
    ),
  ).toBeInTheDocument();
});

test("EditProfilePage sends no password field when another person's profile is edited", async () => {
  useSessionStore
    .getState()
    .startSession({ user: { Name: 'Admin', user_id: 1 }, Role: ['ADM'], token: 't' });
  renderEdit();
  const email = await screen.findByLabelText(/^Email/);
  const user = userEvent.setup({ delay: null });
  await user.clear(email);
  await user.type(email, 'wanjiru.new@example.com');
  expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/7')[0])).not.toHaveProperty('CurrentPassword');
});
