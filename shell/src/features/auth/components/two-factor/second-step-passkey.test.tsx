import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { useSessionStore } from 'shared-api';
import { answers, mockApi, sent, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { LoginPage } from '../login-page';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const authenticate = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/supervisorDashboard/*', element: <Landed name="Supervisor dashboard" /> },
];
const SIGNED_IN = { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' };
const SIGNED = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
};

let api: MockApi;
let passwordAnswer: object;
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  authenticate.mockResolvedValue(SIGNED);
  api = mockApi(
    answers({
      'POST /login': () => ({ status: 200, data: passwordAnswer }),
      'POST /login/TwoFactor/Passkey/Options': { status: 200, data: { challenge: 'Y2g' } },
      'POST /login/TwoFactor/Passkey': { status: 200, data: SIGNED_IN },
      'POST /login/TwoFactor/SetUp': {
        status: 200,
        data: {
          Uri: 'otpauth://totp/x',
          QrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          Secret: 'K',
        },
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

test('a passkey as the only second factor: no code asked, the passkey signs in', async () => {
  passwordAnswer = { SecondFactor: { Token: 'pending-1', Methods: ['passkey'] } };
  const user = await password();
  await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
  expect(await screen.findByText('Supervisor dashboard')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Code from the app' })).not.toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/login/TwoFactor/Passkey')).toHaveLength(1);
  expect(useSessionStore.getState().token).toBe('tok');
});

test("with the app's code too, both ways are offered", async () => {
  passwordAnswer = { SecondFactor: { Token: 'pending-1', Methods: ['totp', 'passkey'] } };
  await password();
  expect(await screen.findByRole('textbox', { name: 'Code from the app' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
});

test('the set-up the policy asks offers a passkey beside the app', async () => {
  passwordAnswer = { TwoFactorSetUp: { Token: 'set-up-1' } };
  await password();
  expect(await screen.findByRole('button', { name: 'Make a passkey' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Passkey name' })).toBeVisible();
});
