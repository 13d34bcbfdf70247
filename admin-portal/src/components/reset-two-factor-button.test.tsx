import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { mockApi, type MockApi } from 'shared-api/testing';
import { answers, person, POSITIONS, renderAdmin, sent } from '../test-utils/render-admin';

const RESET = 'Their second factor is reset: their password alone signs them in.';
let api: MockApi;
let authenticatorApp: boolean;
beforeEach(() => {
  authenticatorApp = true;
  api = mockApi(
    answers({
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'GET /User/5/edit': { status: 200, data: { User: person(5, { Name: 'Wanjiru Kamau' }) } },
      'GET /Admin/User/5/SignIn': () => ({
        status: 200,
        data: {
          LastSignIn: null,
          OpenSessions: 0,
          Passkeys: 0,
          AuthenticatorApp: authenticatorApp,
        },
      }),
      'DELETE /Admin/User/5/TwoFactor': () => {
        authenticatorApp = false;
        return { status: 200, data: { message: RESET } };
      },
      'GET /Admin/User/Supervisors': { status: 200, data: { Supervisors: [] } },
    }),
  );
});
afterEach(() => api.restore());

test("'Reset two-factor' asks first, then resets and says so", async () => {
  const user = userEvent.setup({ delay: null });
  renderAdmin('/adminDashboard/supervisors/5/edit');
  const signIn = await screen.findByRole('region', { name: 'Sign-in' });
  await user.click(await within(signIn).findByRole('button', { name: 'Reset two-factor' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/Their password alone will sign them in/)).toBeVisible();
  await user.click(dialog.getByRole('button', { name: 'Reset two-factor' }));
  expect(await screen.findByText(RESET)).toBeVisible();
  expect(await within(signIn).findByText('Authenticator app: not set up')).toBeVisible();
  expect(within(signIn).queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  expect(sent(api.requests, 'DELETE', '/Admin/User/5/TwoFactor')).toHaveLength(1);
});

test('cancelled, nothing is reset; in Swahili the button speaks Swahili', async () => {
  const user = userEvent.setup({ delay: null });
  await act(() => showLanguage('sw'));
  try {
    renderAdmin('/adminDashboard/supervisors/5/edit');
    await user.click(await screen.findByRole('button', { name: 'Weka upya hatua mbili' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: /^(Ghairi|Cancel)$/ }));
    expect(sent(api.requests, 'DELETE', '/Admin/User/5/TwoFactor')).toHaveLength(0);
  } finally {
    await act(() => showLanguage('en'));
  }
});
