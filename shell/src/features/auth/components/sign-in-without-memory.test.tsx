import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { LoginPage } from './login-page';

// WCAG 3.3.8 (accessible authentication): a password manager fills the sign-in, a pasted
// password or code is taken, and a passkey needs neither.
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/supervisorDashboard/*', element: <Landed name="Supervisor dashboard" /> },
];
const SIGNED_IN = { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' };

let api: MockApi;
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  api = mockApi(
    answers({
      'POST /login': { status: 200, data: { SecondFactor: { Token: 'p-1', Methods: ['totp'] } } },
      'POST /login/TwoFactor': { status: 200, data: SIGNED_IN },
    }),
  );
});
afterEach(() => api.restore());

test('tells a password manager what each field holds, and offers a passkey', () => {
  renderRoutes(routes, '/login');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'autocomplete',
    'username',
  );
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});

test('takes a pasted password and a pasted code', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/login');
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  await user.paste('ada@example.com');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('secret123');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  const code = await screen.findByRole('textbox', { name: 'Code from the app' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await user.click(code);
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Supervisor dashboard' })).toBeVisible();
  expect(bodyOf(sent(api.requests, 'POST', '/login')[0])).toEqual({
    email: 'ada@example.com',
    password: 'secret123',
  });
  expect(bodyOf(sent(api.requests, 'POST', '/login/TwoFactor')[0])).toEqual({
    Token: 'p-1',
    Code: '123456',
  });
});
