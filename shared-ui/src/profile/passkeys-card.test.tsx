import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import { showLanguage } from 'shared-api';
import type { Passkey } from 'shared-api/passkeys';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from '../test-utils/render';
import { PasskeysCard } from './passkeys-card';

jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const registration = startRegistration as jest.MockedFunction<typeof startRegistration>;

const LAPTOP: Passkey = {
  Id: 3,
  Name: 'Work laptop',
  CreatedAt: '2026-11-20T07:00:00.000Z',
  LastUsedAt: '2026-11-27T09:30:00.000Z',
};
const PHONE: Passkey = {
  Id: 4,
  Name: 'Phone',
  CreatedAt: '2026-11-21T07:00:00.000Z',
  LastUsedAt: null,
};
const MADE = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};

let api: MockApi;
let stored: Passkey[];
beforeEach(() => {
  stored = [LAPTOP, PHONE];
  registration.mockReset();
  api = mockApi(
    answers({
      'GET /Account/Passkeys': () => ({ status: 200, data: { Passkeys: stored } }),
      'POST /Account/Passkeys/Options': () => ({ status: 200, data: { challenge: 'Y2g' } }),
      'POST /Account/Passkeys': () => {
        stored = [...stored, { ...PHONE, Id: 5, Name: 'Tablet' }];
        return { status: 201, data: { Id: 5 } };
      },
      'DELETE /Account/Passkeys/4': () => {
        stored = stored.filter((passkey) => passkey.Id !== 4);
        return { status: 204, data: null };
      },
    }),
  );
});
afterEach(() => api.restore());

const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!);

test('says Loading..., then lists each passkey by name, when added and last used', async () => {
  renderAt(<PasskeysCard />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Passkeys' })).toBeVisible();
  expect(rowOf('Work laptop').getByRole('button', { name: 'Remove Work laptop' })).toBeEnabled();
  expect(rowOf('Phone').getByRole('cell', { name: '—' })).toBeVisible();
});

test('without passkeys, says what one is instead of an empty table', async () => {
  stored = [];
  renderAt(<PasskeysCard />);
  const card = await screen.findByRole('region', { name: 'Passkeys' });
  expect(within(card).getByText(/^You have no passkeys yet\./)).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test("'Add a passkey' names it, lets the browser make it and keeps it", async () => {
  const user = userEvent.setup();
  registration.mockResolvedValue(MADE);
  renderAt(<PasskeysCard />);
  await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await dialog.findByText('Name is required')).toBeVisible();
  expect(registration).not.toHaveBeenCalled();

  await user.type(dialog.getByRole('textbox', { name: 'Passkey name' }), ' Tablet ');
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Passkey added')).toBeVisible();
  expect(registration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'Y2g' } });
  const [post] = sent(api.requests, 'POST', '/Account/Passkeys');
  expect(bodyOf(post)).toEqual({ Name: 'Tablet', Response: MADE });
  expect(await screen.findByRole('cell', { name: 'Tablet' })).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the first passkey, by keyboard: the focus goes back to Add a passkey, now above the table', async () => {
  const user = userEvent.setup();
  stored = [];
  registration.mockResolvedValue(MADE);
  renderAt(<PasskeysCard />);
  (await screen.findByRole('button', { name: 'Add a passkey' })).focus();
  await user.keyboard('{Enter}');
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
  await user.type(dialog.getByRole('textbox', { name: 'Passkey name' }), 'Tablet{Enter}');
  expect(await screen.findByRole('cell', { name: 'Tablet' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
});

test('a cancelled or refused browser prompt is said in the dialog; nothing is sent', async () => {
  const user = userEvent.setup();
  registration.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
  renderAt(<PasskeysCard />);
  await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByRole('textbox', { name: 'Passkey name' }), 'Key');
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect(
    await dialog.findByText('The passkey request was cancelled or timed out. Please try again.'),
  ).toBeVisible();

  const held = Object.assign(new Error('x'), { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' });
  registration.mockRejectedValueOnce(held);
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect(
    await dialog.findByText('This device already holds a passkey for your account.'),
  ).toBeVisible();
  expect(sent(api.requests, 'POST', '/Account/Passkeys')).toHaveLength(0);
});

test("the server's refusal is said in its words", async () => {
  const user = userEvent.setup();
  registration.mockResolvedValue(MADE);
  renderAt(<PasskeysCard />);
  await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByRole('textbox', { name: 'Passkey name' }), 'Key');
  api.answer({ status: 400, data: { message: 'This passkey could not be verified.' } });
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await dialog.findByText('This passkey could not be verified.')).toBeVisible();
});

test("'Remove' asks first, then the passkey is gone from the list", async () => {
  const user = userEvent.setup();
  renderAt(<PasskeysCard />);
  await user.click(await screen.findByRole('button', { name: 'Remove Phone' }));
  const confirm = within(await screen.findByRole('dialog'));
  expect(confirm.getByText('Remove this passkey? It will no longer sign you in.')).toBeVisible();
  await user.click(confirm.getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Passkey removed')).toBeVisible();
  expect(sent(api.requests, 'DELETE', '/Account/Passkeys/4')).toHaveLength(1);
  expect(screen.queryByRole('cell', { name: 'Phone' })).not.toBeInTheDocument();
});

test('in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAt(<PasskeysCard />);
  expect(await screen.findByRole('heading', { name: 'Funguo za siri' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Ongeza ufunguo wa siri' })).toBeEnabled();
});

test('a failed read says so in the card', async () => {
  api.answer({ status: 500, data: {} });
  renderAt(<PasskeysCard />);
  expect(await screen.findByText('Could not get your passkeys')).toBeVisible();
});
