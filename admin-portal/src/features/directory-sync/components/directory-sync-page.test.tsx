import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answers, expectError, renderAdmin, rowOf, sent } from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/directorySync';
const SCIM_URL = 'https://internship.example/scim/v2';
const TOKEN = 'tok_3fQ9x-new-token-shown-once';
const RENEW = 'Renew the token of Contoso Entra ID?';
const RENEW_SAYS = 'The old token stops working at once: paste the new one into the directory.';

const directory = (id: number, over: object = {}) => ({
  DirectoryID: id,
  Name: `Directory ${id}`,
  Connected: true,
  CreatedAt: '2026-11-20T08:00:00.000Z',
  TokenRenewedAt: '2026-11-20T08:00:00.000Z',
  RevokedAt: null,
  LastRequestAt: null,
  LastError: null,
  LastErrorAt: null,
  Created: 0,
  Updated: 0,
  Deactivated: 0,
  ...over,
});

const ENTRA = directory(1, {
  Name: 'Contoso Entra ID',
  LastRequestAt: '2026-12-01T07:15:00.000Z',
  LastError: 'userName is required',
  LastErrorAt: '2026-11-30T10:00:00.000Z',
  Created: 12,
  Updated: 30,
  Deactivated: 2,
});
const OLD_OKTA = directory(2, { Name: 'Old Okta', Connected: false, RevokedAt: '2026-11-25' });

const change = (id: number, over: object = {}) => ({
  ChangeID: id,
  Directory: 'Contoso Entra ID',
  UserID: 7,
  UserName: `Person ${id}`,
  Kind: 'directory-updated',
  Detail: null,
  At: '2026-12-01T07:15:00.000Z',
  ...over,
});

let api: MockApi;
let directories: object[];
const user = () => userEvent.setup({ delay: null });

/** Answers the open question titled `title` with `choice`, having checked what it says. */
async function answer(title: string, choice: string, says: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog).toHaveTextContent(says);
  await user().click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Directories': () => ({
        status: 200,
        data: { Directories: directories, ScimUrl: SCIM_URL },
      }),
      'GET /Directories/Changes': { status: 200, data: { Changes: [], Next: null } },
      ...over,
    }),
  );
}

beforeEach(() => {
  directories = [ENTRA, OLD_OKTA];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

test('shows the SCIM base URL and each directory with its last request, error and counts', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Directory sync' })).toBeVisible();
  expect(screen.getByText(SCIM_URL)).toBeVisible();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Copy the SCIM base URL' }));
  expect(await screen.findByText('SCIM base URL copied')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(SCIM_URL);

  const table = screen.getByRole('table', { name: 'Directories' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Name',
    'Status',
    'Last request',
    'Last error',
    'Created',
    'Updated',
    'Deactivated',
    'Action',
  ]);
  const entra = within(rowOf('Contoso Entra ID'))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(entra.slice(1, 7)).toEqual([
    'Connected',
    '1 Dec 2026, 10:15',
    'userName is required (30 Nov 2026, 13:00)',
    '12',
    '30',
    '2',
  ]);
  expect(
    within(rowOf('Contoso Entra ID')).getByRole('button', {
      name: 'Renew token for Contoso Entra ID',
    }),
  ).toBeEnabled();
  const old = rowOf('Old Okta');
  expect(within(old).getByText('Disconnected')).toBeVisible();
  expect(within(old).queryByRole('button')).toBeNull();
});

test('connects a directory and shows its token once, to copy', async () => {
  serve({
    'POST /Directories': () => {
      directories = [directory(3, { Name: 'Okta' }), ...directories];
      return { status: 201, data: { DirectoryID: 3, Token: TOKEN } };
    },
  });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  const form = await screen.findByRole('region', { name: 'Connect a directory' });
  await user.click(within(form).getByRole('button', { name: 'Connect' }));
  expect(await within(form).findByText('Name is required')).toBeVisible();
  expect(sent(api.requests, 'POST', '/Directories')).toHaveLength(0);

  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), '  Okta  ');
  await user.click(within(form).getByRole('button', { name: 'Connect' }));
  expect(await screen.findByText('Directory connected')).toBeVisible();
  expect(bodyOf(sent(api.requests, 'POST', '/Directories')[0])).toEqual({ Name: 'Okta' });
  const token = screen.getByRole('textbox', { name: 'Token' });
  expect(token).toHaveValue(TOKEN);
  expect(token).toHaveAttribute('readonly');
  expect(token).toHaveAccessibleDescription(
    'Copy this token into Okta now: it will not be shown again.',
  );
  expect(token).toHaveFocus();
  expect(await screen.findByRole('cell', { name: 'Okta' })).toBeVisible();
  expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Copy token' }));
  expect(await screen.findByText('Token copied')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(TOKEN);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('textbox', { name: 'Token' })).toBeNull();
  expect(screen.queryByText(TOKEN)).toBeNull();
});

test('renews a token after the question and shows the new one once', async () => {
  serve({ 'POST /Directories/1/Token': { status: 200, data: { Token: TOKEN } } });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  const renew = await screen.findByRole('button', { name: 'Renew token for Contoso Entra ID' });
  await user.click(renew);
  await answer(RENEW, 'Cancel', RENEW_SAYS);
  expect(sent(api.requests, 'POST', '/Directories/1/Token')).toHaveLength(0);

  await user.click(renew);
  await answer(RENEW, 'Renew token', RENEW_SAYS);
  expect(await screen.findByText('Token renewed')).toBeVisible();
  expect(sent(api.requests, 'POST', '/Directories/1/Token')).toHaveLength(1);
  // Once the question's dialog has gone, the page is in reach again.
  expect(await screen.findByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
  expect(screen.getByText('Token for Contoso Entra ID')).toBeVisible();
});

test("says why a renewal was refused, with the server's reason", async () => {
  const reason = 'This directory is disconnected: connect it again for a new token.';
  serve({ 'POST /Directories/1/Token': { status: 409, data: { message: reason } } });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Renew token for Contoso Entra ID' }));
  await answer(RENEW, 'Renew token', RENEW_SAYS);
  const dialog = await expectError('Could not renew the token');
  expect(dialog).toHaveTextContent(reason);
  expect(screen.queryByRole('textbox', { name: 'Token', hidden: true })).toBeNull();
});

test('disconnects after the question; the directory then shows as disconnected', async () => {
  serve({
    'DELETE /Directories/1': () => {
      directories = [{ ...ENTRA, Connected: false, RevokedAt: '2026-12-02' }, OLD_OKTA];
      return { status: 204, data: '' };
    },
  });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Disconnect Contoso Entra ID' }));
  await answer(
    'Disconnect Contoso Entra ID?',
    'Disconnect',
    'Its token stops working, and the accounts it manages can be changed here again.',
  );
  expect(await screen.findByText('Directory disconnected')).toBeVisible();
  expect(sent(api.requests, 'DELETE', '/Directories/1')).toHaveLength(1);
  await waitFor(() =>
    expect(within(rowOf('Contoso Entra ID')).getByText('Disconnected')).toBeVisible(),
  );
  expect(within(rowOf('Contoso Entra ID')).queryByRole('button')).toBeNull();
});

test('pages the recent changes: each person links to their page, older ones on request', async () => {
  serve({
    'GET /Directories/Changes': (request) =>
      request.params.Before === 41
        ? { status: 200, data: { Changes: [change(40, { UserName: 'Older One' })], Next: null } }
        : {
            status: 200,
            data: {
              Changes: [
                change(42, { Kind: 'directory-deactivated', UserName: 'Amina Hassan' }),
                change(41, { Detail: 'Email, PhoneNumber', UserName: 'Brian Otieno' }),
              ],
              Next: 41,
            },
          },
  });
  renderAdmin(PATH);
  const table = await screen.findByRole('table', { name: 'Recent changes' });
  expect(await within(table).findByRole('link', { name: 'Amina Hassan' })).toHaveAttribute(
    'href',
    '/adminDashboard/supervisors/7/edit',
  );
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Directory', 'Person', 'What changed', 'When']);
  expect(
    within(rowOf('Brian Otieno'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Contoso Entra ID',
    'Brian Otieno',
    'Updated: Email, PhoneNumber',
    '1 Dec 2026, 10:15',
  ]);
  expect(within(rowOf('Amina Hassan')).getByText('Deactivated')).toBeVisible();
  expect(sent(api.requests, 'GET', '/Directories/Changes')[0].params).toEqual({ Limit: 50 });

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Show older changes' }));
  expect(await within(table).findByRole('link', { name: 'Older One' })).toBeVisible();
  expect(sent(api.requests, 'GET', '/Directories/Changes')[1].params).toEqual({
    Limit: 50,
    Before: 41,
  });
  expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
});

test('says so when the directories cannot be read', async () => {
  serve({ 'GET /Directories': { status: 500, data: {} } });
  renderAdmin(PATH);
  await expectError('Could not get the directories');
});

test('says so when the changes cannot be read, and still shows the directories', async () => {
  serve({ 'GET /Directories/Changes': { status: 500, data: {} } });
  renderAdmin(PATH);
  await expectError('Could not get the recent changes');
  expect(screen.getByRole('cell', { name: 'Contoso Entra ID', hidden: true })).toBeInTheDocument();
});

test('reads in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAdmin(PATH);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Usawazishaji wa saraka' }),
  ).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Unganisha saraka' })).toBeVisible();
  expect(within(rowOf('Old Okta')).getByText('Imetenganishwa')).toBeVisible();
});
