import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answers, expectError, renderAdmin, sent } from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/signIn';
const TWO_FACTOR = 'Require two-factor authentication for administrators and supervisors';
const SSO = 'Require single sign-on for administrators and supervisors';
const SSO_FIRST =
  'Sign in with single sign-on yourself before requiring it: an identity provider that does not work would keep every administrator out.';

let api: MockApi;
let stored: { StaffTwoFactorRequired: boolean; StaffSsoRequired: boolean };

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Admin/SignInPolicy': () => ({ status: 200, data: stored }),
      'PUT /Admin/SignInPolicy': (request) => {
        stored = JSON.parse(String(request.data)) as typeof stored;
        return { status: 200, data: stored };
      },
      ...over,
    }),
  );
}

beforeEach(() => {
  stored = { StaffTwoFactorRequired: false, StaffSsoRequired: false };
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const bodies = () =>
  sent(api.requests, 'PUT', '/Admin/SignInPolicy').map((r) => JSON.parse(String(r.data)));

test('shows the policy as stored and saves a change', async () => {
  stored = { StaffTwoFactorRequired: false, StaffSsoRequired: true };
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Sign-in policy' })).toBeVisible();
  expect(screen.getByRole('checkbox', { name: TWO_FACTOR })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: SSO })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: TWO_FACTOR })).toHaveAccessibleDescription(
    'Those without a second factor set one up before they go on, also if signed in now: an authenticator app, or a passkey at their next sign-in.',
  );

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('checkbox', { name: TWO_FACTOR }));
  await user.click(screen.getByRole('checkbox', { name: SSO }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Sign-in policy saved')).toBeInTheDocument();
  expect(bodies()).toEqual([{ StaffTwoFactorRequired: true, StaffSsoRequired: false }]);
  expect(screen.getByRole('checkbox', { name: TWO_FACTOR })).toBeChecked();
});

test("shows the server's refusal and goes back to the policy as stored", async () => {
  serve({ 'PUT /Admin/SignInPolicy': { status: 409, data: { message: SSO_FIRST } } });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('checkbox', { name: SSO }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await expectError(SSO_FIRST);
  // Behind the open popup.
  expect(screen.getByRole('checkbox', { name: SSO, hidden: true })).not.toBeChecked();
});

test('says so when the policy cannot be read', async () => {
  serve({ 'GET /Admin/SignInPolicy': { status: 500, data: {} } });
  renderAdmin(PATH);
  await expectError('Could not get the sign-in policy');
});
