import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { LoginPage } from '../login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/supervisorDashboard/*', element: <Landed name="Supervisor dashboard" /> },
];
const SIGNED_IN = { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const WRONG = { message: 'This code is not right. Enter the code your app shows now.' };

let api: MockApi;
let passwordAnswer: object;
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  passwordAnswer = { SecondFactor: { Token: 'pending-1', Methods: ['totp'] } };
  api = mockApi(
    answers({
      'POST /login': () => ({ status: 200, data: passwordAnswer }),
      'POST /login/TwoFactor': (request) => {
        const body = bodyOf(request) as { Code?: string; RecoveryCode?: string };
        const right = body.Code === '123456' || body.RecoveryCode === 'abcde-fgh00';
        return right ? { status: 200, data: SIGNED_IN } : { status: 401, data: WRONG };
      },
      'POST /login/TwoFactor/SetUp': {
        status: 200,
        data: {
          Uri: 'otpauth://totp/x',
          QrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          Secret: 'KEY',
        },
      },
      'POST /login/TwoFactor/Confirm': {
        status: 200,
        data: { ...SIGNED_IN, RecoveryCodes: CODES },
      },
    }),
  );
});
afterEach(() => api.restore());

async function password() {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/login');
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

test('asks the code after the password, opening no session before it', async () => {
  const user = await password();
  const code = await screen.findByRole('textbox', { name: 'Code from the app' });
  expect(useSessionStore.getState().token).toBeFalsy();
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(WRONG.message)).toBeVisible();
  expect(useSessionStore.getState().token).toBeFalsy();
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Supervisor dashboard' })).toBeVisible();
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
  expect(bodyOf(sent(api.requests, 'POST', '/login/TwoFactor')[1])).toEqual({
    Token: 'pending-1',
    Code: '123456',
  });
});

test("takes a recovery code after 'Use a recovery code'", async () => {
  const user = await password();
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
  await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fgh00');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Supervisor dashboard' })).toBeVisible();
  expect(bodyOf(sent(api.requests, 'POST', '/login/TwoFactor')[0])).toEqual({
    Token: 'pending-1',
    RecoveryCode: 'abcde-fgh00',
  });
});

test('the set-up the policy asks: QR code, a code, the recovery codes, then signed in', async () => {
  passwordAnswer = { TwoFactorSetUp: { Token: 'setup-1' } };
  const user = await password();
  expect(
    await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
  expect(screen.getByText(CODES[9])).toBeVisible();
  expect(useSessionStore.getState().token).toBeFalsy();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Supervisor dashboard' })).toBeVisible();
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
});

test("'Back to Log In' shows the password form again", async () => {
  const user = await password();
  await user.click(await screen.findByRole('button', { name: 'Back to Log In' }));
  expect(await screen.findByRole('textbox', { name: 'Email' })).toBeVisible();
});
