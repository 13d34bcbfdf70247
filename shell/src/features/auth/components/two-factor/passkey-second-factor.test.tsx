import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { LoginAnswer } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import { PasskeySecondFactor } from './passkey-second-factor';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(),
  startAuthentication: jest.fn(),
}));
const supports = browserSupportsWebAuthn as jest.MockedFunction<typeof browserSupportsWebAuthn>;
const authenticate = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const SIGNED = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
};
const ANSWER = { user: { Name: 'Ada', user_id: 5 }, Role: ['SUP'], token: 'tok' };

let api: MockApi;
beforeEach(() => {
  supports.mockReturnValue(true);
  authenticate.mockReset();
  api = mockApi(
    answers({
      'POST /login/TwoFactor/Passkey/Options': () => ({ status: 200, data: { challenge: 'Y2g' } }),
      'POST /login/TwoFactor/Passkey': () => ({ status: 200, data: ANSWER }),
    }),
  );
});
afterEach(() => api.restore());

async function useIt() {
  const signedIn = jest.fn<void, [LoginAnswer]>();
  const user = userEvent.setup({ delay: null });
  renderAt(<PasskeySecondFactor token="pending-1" onSignedIn={signedIn} />);
  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
  return signedIn;
}

test("'Use a passkey' sends the pending sign-in's token with the passkey's answer", async () => {
  authenticate.mockResolvedValue(SIGNED);
  const signedIn = await useIt();
  await waitFor(() => expect(signedIn).toHaveBeenCalledWith(ANSWER));
  const [options] = sent(api.requests, 'POST', '/login/TwoFactor/Passkey/Options');
  expect(bodyOf(options)).toEqual({ Token: 'pending-1' });
  const [step] = sent(api.requests, 'POST', '/login/TwoFactor/Passkey');
  expect(bodyOf(step)).toEqual({ Token: 'pending-1', Response: SIGNED });
});

test('a cancelled prompt or a refused passkey is said; no session', async () => {
  authenticate.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
  const signedIn = await useIt();
  expect(
    await screen.findByText('The passkey request was cancelled or timed out. Please try again.'),
  ).toBeVisible();
  authenticate.mockResolvedValue(SIGNED);
  api.answer((request) =>
    request.url === '/login/TwoFactor/Passkey'
      ? { status: 401, data: { message: 'This passkey could not be verified.' } }
      : { status: 200, data: { challenge: 'Y2g' } },
  );
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Use a passkey' }));
  expect(await screen.findByText('This passkey could not be verified.')).toBeVisible();
  expect(signedIn).not.toHaveBeenCalled();
});
