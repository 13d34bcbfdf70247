import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACADEMIC_ID,
  answers,
  mockApi,
  renderUniversity,
  sent,
  signIn,
  type MockApi,
} from './test-utils/render-university';

const ME = {
  user_id: ACADEMIC_ID,
  Name: 'Dr. Amina Otieno',
  Email: 'amina.otieno@uon.example',
  PhoneNumber: '+254712345678',
  Position: null,
  position_id: null,
  Role: 'ACA',
  Supervisor: null,
};

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      [`GET /User/${ACADEMIC_ID}/edit`]: { status: 200, data: { User: ME } },
      'GET /Notification/Preferences': { status: 200, data: { Preferences: [] } },
      'GET /Account/TwoFactor': { status: 200, data: { Enabled: false, RecoveryCodesLeft: 0 } },
      'GET /Account/Passkeys': { status: 200, data: { Passkeys: [] } },
      'GET /Account/Sessions': { status: 200, data: { Sessions: [] } },
      'GET /Academic/Students': { status: 200, data: { Students: [], Total: 0 } },
      'GET /Academic/Students/21': { status: 404, data: { message: 'Student not found' } },
    }),
  );
});
afterEach(() => api.restore());

test('every page sits in the DASHBOARD frame with Students, Profile and Logout', async () => {
  renderUniversity('/universityDashboard');
  expect(await screen.findByRole('heading', { name: 'My students' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
  expect(within(nav).getByRole('link', { name: 'Students' })).toHaveAttribute(
    'href',
    '/universityDashboard',
  );
  expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/universityDashboard/profile',
  );
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test("a student's page has its own path", async () => {
  renderUniversity('/universityDashboard/students/21');
  expect(await screen.findByRole('heading', { name: 'Student', hidden: true })).toBeInTheDocument();
  expect(sent(api.requests, 'GET', '/Academic/Students/21')).toHaveLength(1);
});

test('the profile shows Name, Email and Phone Number with the account cards every dashboard has', async () => {
  renderUniversity('/universityDashboard/profile');
  expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  expect(screen.getAllByRole('rowheader').map((term) => term.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
  ]);
  expect(screen.getByText('amina.otieno@uon.example')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    `/universityDashboard/editProfile/${ACADEMIC_ID}`,
  );
  for (const card of [
    'E-mail Notifications',
    'Two-factor authentication',
    'Passkeys',
    'My sessions',
  ]) {
    expect(await screen.findByRole('heading', { name: card })).toBeInTheDocument();
  }
});

test("the top bar's user menu leads to the profile and the reset page", async () => {
  renderUniversity('/universityDashboard');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Dr. Amina Otieno' }));
  await user.click(
    within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Reset Password' }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/universityDashboard/resetPassword');
  expect(screen.getByRole('button', { name: 'Request Password Reset' })).toBeInTheDocument();
});

test('an unknown path inside the portal shows the page the shell passes', () => {
  renderUniversity('/universityDashboard/no-such-page');
  expect(screen.getByText('not found')).toBeInTheDocument();
});
