import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { letterNotYetMessage } from 'shared-api/evaluations';
import { mockApi, type MockApi } from 'shared-api/testing';
import { stylesInDocument } from 'shared-ui/testing';
import { answers, expectError, renderAdmin, rowOf, sent } from '../../../test-utils/render-admin';

// These tests assert colours and white-space: Emotion's rules must be in the document.
stylesInDocument();

const PATH = '/adminDashboard/interns/11/letter';
const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
const OLD = 'ZZZZ-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
const revoked = {
  id: 3,
  Code: OLD,
  IssuedOn: '2027-03-20',
  RevokedAt: '2027-03-28T09:00:00.000Z',
  RevokeReason: 'Wrong dates',
  VerifyUrl: `https://internships.example/verify/${OLD}`,
};
const ADDRESS = `https://internships.example/verify/${CODE}`;
const status = (over: object = {}) => ({
  status: 200,
  data: {
    Intern: { user_id: 11, Name: 'Achieng Atieno' },
    EvaluationSubmitted: true,
    Letters: [revoked],
    ...over,
  },
});

let api: MockApi;
afterEach(() => api.restore());

test('issues a letter once the evaluation is submitted, and lists it', async () => {
  let issued = false;
  api = mockApi(
    answers({
      'GET /Letter/intern/11': () =>
        status({
          Letters: issued
            ? [
                {
                  id: 4,
                  Code: CODE,
                  IssuedOn: '2027-03-29',
                  RevokedAt: null,
                  RevokeReason: null,
                  VerifyUrl: ADDRESS,
                },
                revoked,
              ]
            : [revoked],
        }),
      'POST /Letter/11': () => {
        issued = true;
        return { status: 201, data: { message: 'Letter issued', id: 4, Code: CODE } };
      },
    }),
  );
  renderAdmin(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Completion Letter' })).toBeVisible();
  expect(screen.getByText('Intern: Achieng Atieno')).toBeVisible();
  expect(screen.getByText('Final evaluation: Submitted')).toBeVisible();
  expect(rowOf(OLD)).toHaveTextContent('Revoked on 28 Mar 2027');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Issue Letter' }));
  expect(await screen.findByText('Letter issued')).toBeVisible();
  await waitFor(() => expect(rowOf(CODE)).toHaveTextContent('Valid'));
  expect(sent(api.requests, 'POST', '/Letter/11')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Issue Letter' })).toBeDisabled();
});

test('cannot issue before the evaluation is submitted', async () => {
  api = mockApi(
    answers({ 'GET /Letter/intern/11': status({ EvaluationSubmitted: false, Letters: [] }) }),
  );
  renderAdmin(PATH);
  expect(await screen.findByText('Final evaluation: Not submitted yet')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Issue Letter' })).toBeDisabled();
});

test("shows why the server refuses a letter before the intake's end", async () => {
  const refusal = letterNotYetMessage('30 April 2027');
  api = mockApi(
    answers({
      'GET /Letter/intern/11': status({ Letters: [] }),
      'POST /Letter/11': { status: 409, data: { message: refusal } },
    }),
  );
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Issue Letter' }));
  const dialog = await expectError('Could not issue the letter');
  expect(dialog).toHaveTextContent(
    'The internship ends on 30 April 2027: its completion letter can be issued from that day.',
  );
});

test('revokes a letter with a required reason', async () => {
  const live = {
    id: 4,
    Code: CODE,
    IssuedOn: '2027-03-29',
    RevokedAt: null,
    RevokeReason: null,
    VerifyUrl: ADDRESS,
  };
  api = mockApi(
    answers({
      'GET /Letter/intern/11': status({ Letters: [live] }),
      'POST /Letter/4/revoke': { status: 200, data: { message: 'Letter revoked' } },
    }),
  );
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Revoke letter ${CODE}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke Letter' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await within(dialog).findByText('Reason is required')).toBeVisible();
  expect(sent(api.requests, 'POST', '/Letter/4/revoke')).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The name was misspelt');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Letter revoked')).toBeVisible();
  expect(JSON.parse(String(sent(api.requests, 'POST', '/Letter/4/revoke')[0].data))).toEqual({
    Reason: 'The name was misspelt',
  });
});

test("shows the valid letter's verification address, to open or copy", async () => {
  const live = {
    id: 4,
    Code: CODE,
    IssuedOn: '2027-03-29',
    RevokedAt: null,
    RevokeReason: null,
    VerifyUrl: ADDRESS,
  };
  api = mockApi(answers({ 'GET /Letter/intern/11': status({ Letters: [live, revoked] }) }));
  renderAdmin(PATH);
  const link = await screen.findByRole('link', { name: ADDRESS });
  expect(link).toHaveAttribute('href', ADDRESS);
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.getByText(/^Verification address:/)).toBeVisible();
  expect(screen.queryByRole('link', { name: revoked.VerifyUrl })).toBeNull();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Copy Address' }));
  expect(await screen.findByText('Verification address copied')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(ADDRESS);
});

test('keeps Download and Revoke in one Action column, and each code on one line', async () => {
  const live = {
    id: 4,
    Code: CODE,
    IssuedOn: '2027-03-29',
    RevokedAt: null,
    RevokeReason: null,
    VerifyUrl: ADDRESS,
  };
  api = mockApi(answers({ 'GET /Letter/intern/11': status({ Letters: [live, revoked] }) }));
  renderAdmin(PATH);
  const row = await waitFor(() => rowOf(CODE));
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Issued',
    'Code',
    'Status',
    'Action',
  ]);
  const cells = within(row).getAllByRole('cell');
  expect(
    within(cells[3])
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Download', 'Revoke']);
  expect(within(cells[1]).getByText(CODE)).toBeVisible();
  expect(cells[1]).toHaveStyle({ whiteSpace: 'nowrap' });
});

test("a failed load says 'Could not get the completion letters'", async () => {
  api = mockApi(() => ({ status: 500, data: {} }));
  renderAdmin(PATH);
  await expectError('Could not get the completion letters');
});
