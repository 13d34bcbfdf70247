import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import type { LoginAnswer } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import { PasskeySetUp } from './passkey-set-up';

jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const registration = startRegistration as jest.MockedFunction<typeof startRegistration>;

const MADE = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};
const ANSWER = { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' };

let api: MockApi;
beforeEach(() => {
  registration.mockReset();
  api = mockApi(
    answers({
      'POST /login/TwoFactor/SetUp/Passkey/Options': () => ({
        status: 200,
        data: { challenge: 'Y2g' },
      }),
      'POST /login/TwoFactor/SetUp/Passkey': () => ({ status: 200, data: ANSWER }),
    }),
  );
});
afterEach(() => api.restore());

test('a named passkey made at sign-in opens the session', async () => {
  const user = userEvent.setup({ delay: null });
  const signedIn = jest.fn<void, [LoginAnswer]>();
  registration.mockResolvedValue(MADE);
  renderAt(<PasskeySetUp token="set-up-1" onSignedIn={signedIn} />);
  await user.click(screen.getByRole('button', { name: 'Make a passkey' }));
  expect(await screen.findByText('Name is required')).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: 'Passkey name' }), 'Office laptop');
  await user.click(screen.getByRole('button', { name: 'Make a passkey' }));
  await waitFor(() => expect(signedIn).toHaveBeenCalledWith(ANSWER));
  const [made] = sent(api.requests, 'POST', '/login/TwoFactor/SetUp/Passkey');
  expect(bodyOf(made)).toEqual({ Token: 'set-up-1', Name: 'Office laptop', Response: MADE });
});

test('a cancelled prompt is said and nothing is kept', async () => {
  const user = userEvent.setup({ delay: null });
  const signedIn = jest.fn<void, [LoginAnswer]>();
  registration.mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
  renderAt(<PasskeySetUp token="set-up-1" onSignedIn={signedIn} />);
  await user.type(screen.getByRole('textbox', { name: 'Passkey name' }), 'Office laptop');
  await user.click(screen.getByRole('button', { name: 'Make a passkey' }));
  expect(
    await screen.findByText('The passkey request was cancelled or timed out. Please try again.'),
  ).toBeVisible();
  expect(sent(api.requests, 'POST', '/login/TwoFactor/SetUp/Passkey')).toHaveLength(0);
  expect(signedIn).not.toHaveBeenCalled();
});
